#!/bin/sh
# End-to-end tests of `phalanx synth`, `bench`, `quantize` and `quant-error` (chapters 32-34; tangled from book/33-benchmarks.nw).
# Needs PHALANX and PHALANX_SHARED.
PHALANX=${PHALANX:-build/phalanx}
SHARED=${PHALANX_SHARED:-../shared}
TMP=${TMPDIR:-/tmp}/phx-cli-measure-$$
mkdir -p "$TMP"
trap 'rm -rf "$TMP"' EXIT
pass=0
fail=0
ok() { pass=$((pass + 1)); }
bad() { fail=$((fail + 1)); echo "FAIL: $*"; }
# expect CODE DESCRIPTION command...: the command exits with CODE
expect() {
    code=$1; what=$2; shift 2
    "$@" > "$TMP/out.txt" 2> "$TMP/err.txt"
    rc=$?
    if [ "$rc" -eq "$code" ]; then ok; else bad "$what: exit $rc, expected $code"; cat "$TMP/err.txt"; fi
}

VOCAB="$SHARED/models/stories260K.gguf"
SMALL="--dim 64 --layers 2 --heads 4 --kv-heads 2 --ffn 128 --ctx 64"
F32="$SHARED/models/synth/synth-llama-d256-f32.gguf"

# synth
expect 0 "synth --help" "$PHALANX" synth --help
grep -q -- "--kv-heads" "$TMP/out.txt" && ok || bad "synth --help lists --kv-heads"
expect 0 "synth f32" "$PHALANX" synth $SMALL --vocab-from "$VOCAB" -o "$TMP/s.gguf"
expect 0 "inspect the synth model" "$PHALANX" inspect "$TMP/s.gguf"
grep -q "blk.1.ffn_down.weight" "$TMP/out.txt" && ok || bad "synth model has blk.1.ffn_down.weight"
expect 1 "synth --heads 5" "$PHALANX" synth $SMALL --heads 5 --vocab-from "$VOCAB" -o "$TMP/x.gguf"
grep -q -- "--heads 5" "$TMP/err.txt" && ok || bad "synth names the bad flag"
[ -e "$TMP/x.gguf" ] && bad "synth wrote a file for a bad shape" || ok
expect 1 "synth --vocab 99" "$PHALANX" synth --vocab 99 --vocab-from "$VOCAB" -o "$TMP/x.gguf"
expect 2 "synth unknown flag" "$PHALANX" synth --wings 2 --vocab-from "$VOCAB" -o "$TMP/x.gguf"
expect 2 "synth without -o" "$PHALANX" synth --vocab-from "$VOCAB"
expect 2 "synth --dim abc" "$PHALANX" synth --dim abc --vocab-from "$VOCAB" -o "$TMP/x.gguf"
expect 2 "synth --type q9_9" "$PHALANX" synth --type q9_9 --vocab-from "$VOCAB" -o "$TMP/x.gguf"
expect 1 "synth missing vocabulary" "$PHALANX" synth --vocab-from "$TMP/none.gguf" -o "$TMP/x.gguf"
expect 0 "synth --progress to a file" "$PHALANX" synth $SMALL --progress --vocab-from "$VOCAB" -o "$TMP/sp.gguf"
grep -q "^phalanx synth: tensors 21/21$" "$TMP/err.txt" && ok || bad "synth --progress: $(cat "$TMP/err.txt")"
cmp -s "$TMP/s.gguf" "$TMP/sp.gguf" && ok || bad "synth --progress wrote other bytes"
[ -s "$TMP/out.txt" ] && bad "synth --progress wrote to standard output" || ok
expect 0 "synth without --progress to a file" "$PHALANX" synth $SMALL --vocab-from "$VOCAB" -o "$TMP/sp.gguf"
[ -s "$TMP/err.txt" ] && bad "synth printed progress to a file: $(cat "$TMP/err.txt")" || ok
expect 1 "synth into a missing folder" "$PHALANX" synth $SMALL --vocab-from "$VOCAB" -o "$TMP/no-such-folder/x.gguf"
[ -e "$TMP/no-such-folder" ] && bad "synth made the missing folder" || ok

# bench
expect 0 "bench --help" "$PHALANX" bench --help
expect 0 "bench --json" "$PHALANX" bench -m "$TMP/s.gguf" -p 8 -n 4 -r 2 -t 1 --json
if head -c 10 "$TMP/out.txt" | grep -q '^{"model": ' &&
   grep -q '"threads": 1' "$TMP/out.txt" &&
   grep -q '{"test": "pp8", "n_tokens": 8, "tokens_per_second": [0-9.]*, "stddev": [0-9.]*' "$TMP/out.txt" &&
   grep -q '"test": "tg4"' "$TMP/out.txt" && tail -c 3 "$TMP/out.txt" | grep -q ']}'
then ok; else bad "bench --json output"; cat "$TMP/out.txt"; fi
expect 0 "bench table" "$PHALANX" bench -m "$TMP/s.gguf" -p 8 -n 0 -r 1 -t 2
grep -q "| *pp8 |" "$TMP/out.txt" && ok || bad "bench table has a pp8 row"
grep -q "tg" "$TMP/out.txt" && bad "bench -n 0 ran a tg test" || ok
expect 0 "bench --profile" "$PHALANX" bench -m "$TMP/s.gguf" -p 0 -n 4 -r 1 --profile
grep -q "^  other (norms" "$TMP/out.txt" && grep -q "^  attention  *[0-9.]" "$TMP/out.txt" \
    && ok || bad "bench --profile prints the profile"
expect 0 "bench --bandwidth alone" "$PHALANX" bench --bandwidth -t 1
grep -q "^memory read bandwidth: [0-9.]* GB/s" "$TMP/out.txt" && ok || bad "bandwidth line"
expect 2 "bench without a model" "$PHALANX" bench -p 8
expect 2 "bench -r 0" "$PHALANX" bench -m "$TMP/s.gguf" -r 0
expect 2 "bench -p -1" "$PHALANX" bench -m "$TMP/s.gguf" -p -1
expect 1 "bench -p 0 -n 0" "$PHALANX" bench -m "$TMP/s.gguf" -p 0 -n 0
expect 1 "bench missing model" "$PHALANX" bench -m "$TMP/none.gguf" -p 8 -n 0
expect 0 "bench --progress to a file" "$PHALANX" bench -m "$TMP/s.gguf" -p 8 -n 4 -r 2 -t 1 --progress
grep -q "^phalanx bench: pp8 2/2$" "$TMP/err.txt" && grep -q "^phalanx bench: tg4 2/2$" "$TMP/err.txt" \
    && ok || bad "bench --progress: $(cat "$TMP/err.txt")"
grep -q "bench:" "$TMP/out.txt" && bad "bench --progress wrote to standard output" || ok
expect 0 "bench without --progress to a file" "$PHALANX" bench -m "$TMP/s.gguf" -p 8 -n 4 -r 2 -t 1
[ -s "$TMP/err.txt" ] && bad "bench printed progress to a file: $(cat "$TMP/err.txt")" || ok

# bench: lists, -d, -o
expect 0 "bench lists" "$PHALANX" bench -m "$TMP/s.gguf" -p 8,4 -n 0,2 -t 1,2 -r 1
rows=$(grep -c '^| llama' "$TMP/out.txt")
[ "$rows" -eq 6 ] && ok || bad "bench -p 8,4 -n 0,2 -t 1,2: $rows rows, expected 6"
order=$(grep '^| llama' "$TMP/out.txt" | awk -F'|' '{gsub(/ /, ""); printf "%s/%s ", $5, $6}')
[ "$order" = "1/pp8 1/pp4 1/tg2 2/pp8 2/pp4 2/tg2 " ] && ok || bad "bench list order: $order"
expect 0 "bench -d 4" "$PHALANX" bench -m "$TMP/s.gguf" -p 8 -n 2 -d 0,4 -r 1 -t 1
grep -q "| *pp8 @ d4 |" "$TMP/out.txt" && grep -q "| *tg2 @ d4 |" "$TMP/out.txt" &&
    grep -q "| *pp8 |" "$TMP/out.txt" && ok || bad "bench -d rows"
expect 0 "bench --n-depth -o json" "$PHALANX" bench -m "$TMP/s.gguf" -p 8 -n 0 --n-depth 4 -r 1 -t 1 -o json
grep -q '{"test": "pp8 @ d4", "n_tokens": 8, .*"n_prompt": 8, "n_gen": 0, "n_depth": 4, "n_threads": 1, "avg_ns": [0-9]*, "stddev_ns": [0-9]*, "avg_ts": [0-9.]*, "stddev_ts": [0-9.]*}' \
    "$TMP/out.txt" && ok || bad "bench -o json with depth: $(cat "$TMP/out.txt")"
expect 0 "bench -o csv" "$PHALANX" bench -m "$TMP/s.gguf" -p 8,4 -n 2 -d 0,4 -r 1 -t 1 -o csv
header=model_filename,model_type,model_size,model_n_params,n_threads,n_prompt
header=$header,n_gen,n_depth,test_time,avg_ns,stddev_ns,avg_ts,stddev_ts,test
[ "$(head -1 "$TMP/out.txt")" = "$header" ] && ok || bad "bench csv header: $(head -1 "$TMP/out.txt")"
[ "$(wc -l < "$TMP/out.txt")" -eq 7 ] && ok || bad "bench csv: $(wc -l < "$TMP/out.txt") lines, expected 1 + 6"
awk -F, '{ if (NF != 14) bad++ } END { exit bad > 0 }' "$TMP/out.txt" && ok || bad "bench csv: a line without 14 fields"
grep -q '^"[^"]*s.gguf","llama [^"]*",[0-9]*,[0-9]*,1,0,2,4,"[0-9T:-]*Z",[0-9]*,[0-9]*,[0-9.]*,[0-9.]*,"tg2 @ d4"$' "$TMP/out.txt" \
    && ok || bad "bench csv tg2 @ d4 line"
expect 0 "bench -o jsonl" "$PHALANX" bench -m "$TMP/s.gguf" -p 8 -n 2 -r 1 -t 1 -o jsonl
[ "$(grep -c '^{"model_filename": .*"test": "[pt][pg][0-9]*"}$' "$TMP/out.txt")" -eq 2 ] && ok || bad "bench jsonl: $(cat "$TMP/out.txt")"
expect 2 "bench -o xml" "$PHALANX" bench -m "$TMP/s.gguf" -o xml
expect 2 "bench -p 64,,3" "$PHALANX" bench -m "$TMP/s.gguf" -p 64,,3
grep -q "^phalanx bench: -p 64,,3: entry 2 ('') is not a whole number" "$TMP/err.txt" && ok || bad "bench -p 64,,3 message: $(cat "$TMP/err.txt")"
expect 2 "bench -n 4,-1" "$PHALANX" bench -m "$TMP/s.gguf" -n 4,-1
grep -q "^phalanx bench: -n 4,-1: entry 2 ('-1')" "$TMP/err.txt" && ok || bad "bench -n 4,-1 message: $(cat "$TMP/err.txt")"
expect 2 "bench -t 1," "$PHALANX" bench -m "$TMP/s.gguf" -t 1,
expect 2 "bench -d x" "$PHALANX" bench -m "$TMP/s.gguf" -d x
expect 2 "bench too many combinations" "$PHALANX" bench -m "$TMP/s.gguf" -p 1,2,3,4,5,6,7,8,9,10,11,12,13,14 -n 1,2,3 -t 1,2 -d 0,1
grep -q "make 68 tests; at most 64" "$TMP/err.txt" && ok || bad "bench too many: $(cat "$TMP/err.txt")"
expect 2 "bench a list of 17" "$PHALANX" bench -m "$TMP/s.gguf" -p 1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17
grep -q "more than 16 values" "$TMP/err.txt" && ok || bad "bench list of 17: $(cat "$TMP/err.txt")"

# make bench-compare's script, with a stand-in for llama-bench
fake="$TMP/fake-llama-bench"
cat > "$fake" <<'FAKE'
#!/bin/sh
if [ "$1" = --help ]; then
    case "$0" in *fake-llama-bench) echo "  -d, --n-depth <n>" ;; esac; exit 0
fi
echo "$*" >> "$(dirname "$0")/fake-args.txt"
basename "$0" >> "$(dirname "$0")/fake-order.txt"
printf '%s' 'build_commit,model_filename,n_threads,n_prompt,n_gen,'
echo 'n_depth,test_time,avg_ns,stddev_ns,avg_ts,stddev_ts'
echo '"abc","m, with a comma","1","8","0","0","2026-01-01T00:00:00Z","80000000","0","100.000000","0.000000"'
echo '"abc","m, with a comma","1","0","2","0","2026-01-01T00:00:00Z","40000000","0","50.000000","0.000000"'
FAKE
chmod +x "$fake"
expect 0 "bench-compare" env PHALANX="$PHALANX" MODEL="$TMP/s.gguf" LLAMA_BENCH="$fake" P=8 N=2 T=1 R=1 \
    OUT="$TMP/cmp.csv" sh generated/tools/bench-compare
grep -q "^| pp8 *| *1 | *[0-9.]* +- [0-9.]* | *100.00 +- 0.00 | *[0-9.]* |$" "$TMP/out.txt" &&
    grep -q "^| tg2 *| *1 | *[0-9.]* +- [0-9.]* | *50.00 +- 0.00 | *[0-9.]* |$" "$TMP/out.txt" \
    && ok || bad "bench-compare table: $(cat "$TMP/out.txt")"
grep -q "load average at the start [0-9.]*" "$TMP/out.txt" && grep -q "; CPU " "$TMP/out.txt" \
    && ok || bad "bench-compare: no load or CPU line"
[ "$(grep -c -- '-p 8 -n 2 -t 1 -d 0 -r 1 -o csv' "$TMP/fake-args.txt")" -eq 2 ] && ok || bad "bench-compare: llama-bench's arguments: $(cat "$TMP/fake-args.txt")"
[ "$(grep -c '^phalanx,[12],' "$TMP/cmp.csv")" -eq 4 ] && [ "$(grep -c '^llama.cpp,[12],' "$TMP/cmp.csv")" -eq 4 ] \
    && ok || bad "bench-compare raw rows: $(cat "$TMP/cmp.csv")"
fake_ik="$TMP/fake-ik-bench"
sed -e 's/100\.000000/200.000000/' -e 's/50\.000000/25.000000/' -e 's/fake-args/fake-ik-args/' \
    "$fake" > "$fake_ik"
chmod +x "$fake_ik"
rm -f "$TMP/fake-args.txt" "$TMP/fake-order.txt"
expect 0 "bench-compare with IK_BENCH" env PHALANX="$PHALANX" MODEL="$TMP/s.gguf" LLAMA_BENCH="$fake" \
    IK_BENCH="$fake_ik" IK_ARGS="-rtr 1" LLAMA_ARGS="-fa 0" P=8 N=2 T=1 R=1 OUT="$TMP/cmp3.csv" \
    sh generated/tools/bench-compare
grep -q "^| pp8 *| *1 | *[0-9.]* +- [0-9.]* | *100.00 +- 0.00 | *[0-9.]* | *200.00 +- 0.00 | *[0-9.]* |$" "$TMP/out.txt" &&
    grep -q "^| tg2 *| *1 | *[0-9.]* +- [0-9.]* | *50.00 +- 0.00 | *[0-9.]* | *25.00 +- 0.00 | *[0-9.]* |$" "$TMP/out.txt" \
    && ok || bad "bench-compare table with ik: $(cat "$TMP/out.txt")"
[ "$(grep -c -- '-r 1 -rtr 1 -o csv' "$TMP/fake-ik-args.txt")" -eq 2 ] &&
    [ "$(grep -c -- '-r 1 -fa 0 -o csv' "$TMP/fake-args.txt")" -eq 2 ] \
    && ok || bad "bench-compare: extra arguments: $(cat "$TMP/fake-args.txt" "$TMP/fake-ik-args.txt")"
[ "$(grep -c '^ik_llama.cpp,[12],.*,[0-9.]*$' "$TMP/cmp3.csv")" -eq 4 ] &&
    [ "$(grep -c '^phalanx,[12],' "$TMP/cmp3.csv")" -eq 4 ] && head -1 "$TMP/cmp3.csv" | grep -q ',load$' \
    && ok || bad "bench-compare raw rows with ik: $(cat "$TMP/cmp3.csv")"
grep -q '^ik_llama.cpp,8,0,0,1,pp8,200.0000,0.0000,2$' "$TMP/cmp3-summary.csv" &&
    grep -q '^phalanx,0,2,0,1,tg2,' "$TMP/cmp3-summary.csv" && grep -q '^| tg2 ' "$TMP/cmp3.md" \
    && ok || bad "bench-compare summary: $(cat "$TMP/cmp3-summary.csv" "$TMP/cmp3.md")"
[ "$(tr '\n' ' ' < "$TMP/fake-order.txt")" = "fake-llama-bench fake-ik-bench fake-ik-bench fake-llama-bench " ] \
    && ok || bad "bench-compare: the references' order over two passes: $(cat "$TMP/fake-order.txt")"
grep -q "^pass 2: load average [0-9.]*$" "$TMP/out.txt" && grep -q "^ik_llama.cpp: $fake_ik -rtr 1$" "$TMP/out.txt" \
    && ok || bad "bench-compare: pass or engine lines: $(cat "$TMP/out.txt")"
fake_gp="$TMP/fake-gp-bench"   # like ik_llama.cpp's: no n_depth column, -gp rows
cat > "$fake_gp" <<'FAKE'
#!/bin/sh
[ "$1" = --help ] && exit 0
echo "$*" >> "$(dirname "$0")/fake-gp-args.txt"
echo 'build_commit,n_threads,n_prompt,n_gen,test_time,avg_ns,stddev_ns,avg_ts,stddev_ts'
echo '"abc","1","8","0","2026-01-01T00:00:00Z","80000000","0","100.000000","0.000000"'
echo '"abc","1","0","2","2026-01-01T00:00:00Z","40000000","0","50.000000","0.000000"'
echo '"abc","1","4","2","2026-01-01T00:00:00Z","40000000","0","30.000000","0.000000"'
FAKE
chmod +x "$fake_gp"
expect 0 "bench-compare at two depths, a reference without -d" env PHALANX="$PHALANX" MODEL="$TMP/s.gguf" \
    IK_BENCH="$fake_gp" P=8 N=2 T=1 D=0,4 R=1 OUT="$TMP/cmp4.csv" sh generated/tools/bench-compare
[ "$(grep -c -- '^-m .* -p 8 -n 2 -t 1 -gp 4,2 -r 1 -o csv$' "$TMP/fake-gp-args.txt")" -eq 2 ] &&
    grep -q '^ik_llama.cpp,0,2,4,1,.*,30.0000,0.0000,2$' "$TMP/cmp4-summary.csv" &&
    grep -q '^phalanx,0,2,4,1,' "$TMP/cmp4-summary.csv" &&
    grep -q '^ik_llama.cpp,8,0,0,1,pp8,100.0000' "$TMP/cmp4-summary.csv" \
    && ok || bad "bench-compare -gp: $(cat "$TMP/fake-gp-args.txt" "$TMP/cmp4-summary.csv")"
printf '%s\n' '# commit: abc1234' '# date: 2026-12-03 03:00 UTC' '# machine: AMD EPYC, 2 CPUs' \
    '"tl-q4_k_m pp64 t2" 200.00 2.50 100.00 1.00 - -' '"tl-f16 tg128 @ d2048 t1" 10.00 0.50 20.00 0.25 5.00 0.10' \
    > "$TMP/cmp.dat"
awk -f generated/tools/compare-table "$TMP/cmp.dat" > "$TMP/cmp-table.tex"
grep -qxF 'Q4\_K\_M & pp64 & 2 & 200.0 $\pm$ 2.5 & 100.0 $\pm$ 1.0 & -- & 2.00 & -- \\' "$TMP/cmp-table.tex" &&
    grep -qxF 'F16 & tg128 @ d2048 & 1 & 10.0 $\pm$ 0.5 & 20.0 $\pm$ 0.2 & 5.0 $\pm$ 0.1 & 0.50 & 2.00 \\' "$TMP/cmp-table.tex" &&
    grep -qF 'Data: commit abc1234; 2026-12-03 03:00 UTC.' "$TMP/cmp-table.tex" &&
    grep -qF 'Machine: AMD EPYC, 2 CPUs.' "$TMP/cmp-table.tex" \
    && ok || bad "compare-table: $(cat "$TMP/cmp-table.tex")"
expect 2 "bench-compare PASSES=1" env PHALANX="$PHALANX" MODEL="$TMP/s.gguf" PASSES=1 sh generated/tools/bench-compare
expect 2 "bench-compare without a model" env PHALANX="$PHALANX" MODEL= sh generated/tools/bench-compare
expect 2 "bench-compare, a llama-bench that is not there" env PHALANX="$PHALANX" MODEL="$TMP/s.gguf" \
    LLAMA_BENCH="$TMP/none" sh generated/tools/bench-compare
grep -q "is not an executable" "$TMP/err.txt" && ok || bad "bench-compare: missing llama-bench message"
expect 2 "bench-compare, an ik llama-bench that is not there" env PHALANX="$PHALANX" MODEL="$TMP/s.gguf" \
    IK_BENCH="$TMP/none" sh generated/tools/bench-compare
grep -q "IK_BENCH=.* is not an executable" "$TMP/err.txt" && ok || bad "bench-compare: missing IK_BENCH message"

# shared options in synth and bench
expect 0 "synth -s 42 (the default seed)" "$PHALANX" synth $SMALL -s 42 --vocab-from "$VOCAB" -o "$TMP/s42.gguf"
cmp -s "$TMP/s.gguf" "$TMP/s42.gguf" && ok || bad "synth -s 42 differs from the default seed"
expect 0 "synth --seed=7" "$PHALANX" synth $SMALL --seed=7 --vocab-from "$VOCAB" -o "$TMP/s7.gguf"
cmp -s "$TMP/s.gguf" "$TMP/s7.gguf" && bad "synth --seed 7 gives the default seed's file" || ok
expect 0 "bench --threads 1 --n-gen 2" "$PHALANX" bench -m "$TMP/s.gguf" -p 0 --n-gen 2 -r 1 --threads 1 --json
grep -q '"threads": 1' "$TMP/out.txt" && grep -q '"test": "tg2"' "$TMP/out.txt" && ok || bad "bench --threads/--n-gen"
expect 0 "bench -t 1000 is clamped" "$PHALANX" bench -m "$TMP/s.gguf" -p 0 -n 2 -r 1 -t 1000 --json
grep -q "t 1000 is more than the" "$TMP/err.txt" && ok || bad "bench -t 1000 gives no warning"
expect 0 "bench -v" "$PHALANX" bench -m "$TMP/s.gguf" -p 0 -n 2 -r 1 -t 1 -v
grep -q "^phalanx bench: 1 threads, .* kernels, context 2, KV cache f16 (0.25 KiB per token), file type f32, mapped$" "$TMP/err.txt" \
    && ok || bad "bench -v summary: $(cat "$TMP/err.txt")"
# a q8_0 cache (heads of 32): 2 layers x (keys + values) x 2 blocks of 34 bytes = 272 bytes per token
expect 0 "synth, heads of 32" "$PHALANX" synth --dim 128 --layers 2 --heads 4 --kv-heads 2 --ffn 128 --ctx 64 \
    --vocab-from "$VOCAB" -o "$TMP/s32.gguf"
expect 0 "bench -ctk q8_0" "$PHALANX" bench -m "$TMP/s32.gguf" -p 4 -n 2 -r 1 -t 1 -v --json -ctk q8_0 -ctv q8_0
grep -q "KV cache q8_0 (0.27 KiB per token)" "$TMP/err.txt" && grep -q '"cache_type": "q8_0"' "$TMP/out.txt" \
    && ok || bad "bench -ctk q8_0: $(cat "$TMP/err.txt" "$TMP/out.txt")"
expect 2 "bench -ctk q8_0 -ctv f16" "$PHALANX" bench -m "$TMP/s32.gguf" -p 4 -n 2 -r 1 -ctk q8_0 -ctv f16
expect 2 "bench --temp" "$PHALANX" bench -m "$TMP/s.gguf" --temp 0
grep -q -- "--temp is not an option of 'bench'" "$TMP/err.txt" && ok || bad "bench --temp message"
odd="$TMP/$(printf 'b\377d').gguf"
cp "$TMP/s.gguf" "$odd"
expect 0 "bench --json, a file name that is not UTF-8" "$PHALANX" bench -m "$odd" -p 0 -n 2 -r 1 -t 1 --json
grep -q '"model": ".*b\\ufffdd.gguf"' "$TMP/out.txt" && ok || bad "bench --json: the name is not escaped to valid UTF-8"
expect 2 "bench --profil" "$PHALANX" bench -m "$TMP/s.gguf" --profil
grep -q "did you mean --profile?" "$TMP/err.txt" && ok || bad "bench --profil has no suggestion"
expect 0 "bench --no-mmap -v" "$PHALANX" bench -m "$TMP/s.gguf" -p 0 -n 2 -r 1 -t 1 -v --no-mmap
grep -q "^phalanx bench: 1 threads, .* file type f32, read into memory$" "$TMP/err.txt" \
    && grep -q "^| .* tg2 " "$TMP/out.txt" && ok || bad "bench --no-mmap: $(cat "$TMP/err.txt")"
expect 0 "bench --mlock -v" "$PHALANX" bench -m "$TMP/s.gguf" -p 0 -n 2 -r 1 -t 1 -v --mlock
grep -q "^phalanx bench: 1 threads, .* file type f32, mapped, locked$" "$TMP/err.txt" ||
    grep -q "^phalanx bench: warning: --mlock: the model's .* bytes could not be locked" "$TMP/err.txt" \
    && ok || bad "bench --mlock must lock or say why not: $(cat "$TMP/err.txt")"
expect 0 "bench --progress" "$PHALANX" bench -m "$TMP/s.gguf" -p 0 -n 2 -r 1 -t 1 --progress
grep -q "^phalanx bench: loading the model 100%$" "$TMP/err.txt" && ok || bad "bench load progress: $(cat "$TMP/err.txt")"
# synth writes quantized types once chapter 34 is there
expect 0 "synth q4_0" "$PHALANX" synth $SMALL --type q4_0 --vocab-from "$VOCAB" -o "$TMP/s4.gguf"
expect 0 "synth Q4_K" "$PHALANX" synth --type Q4_K --vocab-from "$VOCAB" -o "$TMP/s4k.gguf"
# quantize and quant-error: ours must measure exactly like llama.cpp's file
expect 0 "quantize --help" "$PHALANX" quantize --help
for t in q8_0 q4_0 q5_1 q4_k q6_k; do
    expect 0 "quantize $t" "$PHALANX" quantize "$F32" "$TMP/q-$t.gguf" $t
    grep -q "^rmse " "$TMP/out.txt" && ok || bad "quantize $t prints the rmse"
    "$PHALANX" quant-error "$F32" "$TMP/q-$t.gguf" > "$TMP/ours.txt"
    "$PHALANX" quant-error "$F32" "$SHARED/models/synth/synth-llama-d256-$t.gguf" > "$TMP/theirs.txt"
    if [ -s "$TMP/ours.txt" ] && cmp -s "$TMP/ours.txt" "$TMP/theirs.txt"; then ok
    else bad "quant-error of our $t differs from llama.cpp's"; fi
done
expect 0 "quantize q4_k_m" "$PHALANX" quantize -t 1 "$F32" "$TMP/q-mix.gguf" Q4_K_M
"$PHALANX" quant-error --per-tensor "$F32" "$TMP/q-mix.gguf" > "$TMP/mix.txt"
grep -q "^output.weight  *q6_K" "$TMP/mix.txt" && ok || bad "q4_k_m puts output.weight in q6_K"
expect 2 "quantize unknown scheme" "$PHALANX" quantize "$F32" "$TMP/x.gguf" q3_k_xl
expect 2 "quantize missing argument" "$PHALANX" quantize "$F32" "$TMP/x.gguf"
expect 2 "quantize -t -1" "$PHALANX" quantize -t -1 "$F32" "$TMP/x.gguf" q8_0
# quantize takes the shared -t: default all the CPUs this process may use, clamped
expect 0 "quantize -t 1000" "$PHALANX" quantize -t 1000 "$F32" "$TMP/q-t.gguf" q8_0
grep -q "t 1000 is more than the" "$TMP/err.txt" && ok || bad "quantize -t 1000 gives no warning"
cmp -s "$TMP/q-t.gguf" "$TMP/q-q8_0.gguf" && ok || bad "quantize -t 1000 writes other bytes"
expect 0 "quantize --help lists the schemes" "$PHALANX" quantize --help
grep -q "^Schemes: .*q4_k_m" "$TMP/out.txt" && ok || bad "quantize --help has no scheme list"
expect 2 "quantize one path too many" "$PHALANX" quantize "$F32" "$TMP/x.gguf" q8_0 extra
expect 0 "quant-error --per-tensor=" "$PHALANX" quant-error --per-tensor "$F32" "$TMP/q-q8_0.gguf"
expect 2 "quant-error --per-tensor=1" "$PHALANX" quant-error --per-tensor=1 "$F32" "$TMP/q-q8_0.gguf"
expect 1 "quantize missing input" "$PHALANX" quantize "$TMP/none.gguf" "$TMP/x.gguf" q8_0
expect 1 "quantize a truncated file" sh -c "head -c 5000 '$F32' > '$TMP/trunc.gguf' && \
    '$PHALANX' quantize '$TMP/trunc.gguf' '$TMP/x.gguf' q8_0"
expect 1 "quant-error of different models" "$PHALANX" quant-error "$F32" "$TMP/s.gguf"
expect 2 "quant-error one file" "$PHALANX" quant-error "$F32"
cp "$TMP/q-q8_0.gguf" "$TMP/keep.gguf"
expect 1 "quantize IN ./IN" "$PHALANX" quantize "$TMP/keep.gguf" "$TMP/./keep.gguf" q8_0
grep -q "are the same file" "$TMP/err.txt" && ok || bad "quantize IN ./IN: $(cat "$TMP/err.txt")"
ln "$TMP/keep.gguf" "$TMP/link.gguf"
expect 1 "quantize IN to a hard link of IN" "$PHALANX" quantize --allow-requantize "$TMP/keep.gguf" "$TMP/link.gguf" q4_0
grep -q "are the same file" "$TMP/err.txt" && ok || bad "quantize to a hard link: $(cat "$TMP/err.txt")"
cmp -s "$TMP/keep.gguf" "$TMP/q-q8_0.gguf" && ok || bad "quantize IN IN changed the input"
expect 1 "quantize into a missing folder" "$PHALANX" quantize "$F32" "$TMP/no-such-folder/x.gguf" q8_0
[ -e "$TMP/no-such-folder" ] && bad "quantize made the missing folder" || ok
mkdir "$TMP/cut"
expect 1 "quantize cut off by ulimit -f" sh -c "trap '' XFSZ; ulimit -f 64; exec '$PHALANX' quantize '$F32' '$TMP/cut/x.gguf' q8_0"
grep -q "write failed" "$TMP/err.txt" && ok || bad "quantize cut off: $(cat "$TMP/err.txt")"
[ -z "$(ls -A "$TMP/cut")" ] && ok || bad "a cut-off quantize left files: $(ls -A "$TMP/cut")"
expect 0 "quantize q4_k, rows of 64" "$PHALANX" quantize "$TMP/s.gguf" "$TMP/fb.gguf" q4_k
[ "$(grep -c fallback "$TMP/out.txt")" = 1 ] &&
    grep -q "^fallbacks: 16 of 16 tensors (rows not a multiple of the block): 16 q4_K -> q5_0$" "$TMP/out.txt" \
    && ok || bad "quantize q4_k fallback line: $(cat "$TMP/out.txt")"
expect 0 "quantize q4_k_m, rows of 64" "$PHALANX" quantize "$TMP/s.gguf" "$TMP/fb.gguf" q4_k_m
grep -q "^fallbacks: 16 of 16 tensors .*: 13 q4_K -> q5_0, 3 q6_K -> q8_0$" "$TMP/out.txt" \
    && ok || bad "quantize q4_k_m fallback line: $(cat "$TMP/out.txt")"
expect 0 "quantize f32, no fallback" "$PHALANX" quantize "$F32" "$TMP/q-f16.gguf" f16
grep -q fallback "$TMP/out.txt" && bad "quantize f16 reports a fallback" || ok
expect 1 "quantize a quantized file" "$PHALANX" quantize "$TMP/q-q8_0.gguf" "$TMP/rq.gguf" q4_0
grep -q "is already quantized (q8_0).*--allow-requantize" "$TMP/err.txt" && ok || bad "requantize refusal: $(cat "$TMP/err.txt")"
[ -e "$TMP/rq.gguf" ] && bad "a refused requantize wrote a file" || ok
expect 0 "quantize --allow-requantize" "$PHALANX" quantize --allow-requantize "$TMP/q-q8_0.gguf" "$TMP/rq.gguf" q4_0
[ "$(wc -l < "$TMP/err.txt")" -eq 1 ] && grep -q "warning: 16 tensors .* already quantized" "$TMP/err.txt" \
    && ok || bad "--allow-requantize prints one line: $(cat "$TMP/err.txt")"
expect 0 "quantize a quantized file to f16" "$PHALANX" quantize "$TMP/q-q8_0.gguf" "$TMP/dq.gguf" f16
expect 0 "quantize --progress to a file" "$PHALANX" quantize --progress "$F32" "$TMP/qp.gguf" q8_0
grep -q "^phalanx quantize: tensors 21/21$" "$TMP/err.txt" && ok || bad "quantize --progress: $(cat "$TMP/err.txt")"
cmp -s "$TMP/qp.gguf" "$TMP/q-q8_0.gguf" && ok || bad "quantize --progress wrote other bytes"
expect 0 "quantize without --progress to a file" "$PHALANX" quantize "$F32" "$TMP/qp.gguf" q8_0
[ -s "$TMP/err.txt" ] && bad "quantize printed progress to a file: $(cat "$TMP/err.txt")" || ok

echo "cli-measure: $pass passed, $fail failed"
[ "$fail" -eq 0 ]
