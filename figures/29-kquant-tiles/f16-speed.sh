# The f16 speed table of chapter 29: an f16 model of TinyLlama's shape (random weights) with
# its weights exact and converted to bf16 at load, Phalanx against llama.cpp and ik_llama.cpp
# (make bench-compare, engines alternated, PASSES passes of R repetitions): "exact" runs
# Phalanx as is and ik_llama.cpp without -rtr, "bf16" runs Phalanx with --repack bf16 and
# ik_llama.cpp with -rtr 1 (llama.cpp has no such option: it runs once, on the f16 weights,
# and the bf16 rows are compared with that run).
models=${PLOT_MODELS:-/tmp/phalanx-plot-models}
model=$models/tl-f16-8k.gguf
llama=${LLAMA_BENCH-/tmp/ref/llama.cpp/build/bin/llama-bench}
ik=${IK_BENCH-/tmp/ref/ik_llama.cpp/build/bin/llama-bench}
[ -x "$llama" ] || llama=
[ -x "$ik" ] || ik=
mkdir -p "$models"
test -f "$model" || "$PHALANX" synth --vocab-from "$PHALANX_SHARED/models/stories260K.gguf" --dim 2048 \
  --layers 22 --heads 32 --kv-heads 4 --ffn 5632 --ctx 8192 --type f16 -o "$model" > /dev/null || exit 1
P=${P:-64}; N=${N:-16}; T=${T:-2}; R=${R:-2}; PASSES=${PASSES:-2}
echo "# command: phalanx synth --vocab-from stories260K.gguf --dim 2048 --layers 22 --heads 32 --kv-heads 4 --ffn 5632 --ctx 8192 --type f16 -o tl-f16-8k.gguf"
echo "# command: make bench-compare MODEL=tl-f16-8k.gguf P=$P N=$N T=$T R=$R PASSES=$PASSES LLAMA_BENCH=${llama:-(none)} IK_BENCH=${ik:-(none)}"
echo "#   exact: PHALANX_ARGS='' IK_ARGS=''; bf16: PHALANX_ARGS='--repack bf16' IK_ARGS='-rtr 1'"
echo "# columns: mode test phalanx_mean phalanx_sd llama_mean llama_sd ik_mean ik_sd (tokens/s)"
# The roofs: f32 multiply-adds per second (build/plots/peak_flops, AVX-512 FMA) over the FLOPs of
# a token (2 per weight of every matrix but the embeddings), and the best read bandwidth of the
# session (phalanx bench --bandwidth, before and after the runs) over the bytes of those weights.
params=$("$PHALANX" inspect "$model" | awk '$2 ~ /\.weight$/ && $2 != "token_embd.weight" && $4 ~ /^\[/ && $5 ~ /\]$/ {
    a = $4; b = $5; gsub(/[^0-9]/, "", a); gsub(/[^0-9]/, "", b); n += a * b } END { printf "%.0f\n", n }')
peak=$("$BUILD"/plots/peak_flops "$T" 20 | awk '$1 == "peak" { print $2 }')
bw1=$("$PHALANX" bench --bandwidth -t "$T" --json | jq .bandwidth_gb_per_s)
echo "# command: build/plots/peak_flops $T 20; phalanx bench --bandwidth -t $T --json (before and after)"
for mode in exact bf16; do
  pa=; ia=; ll=$llama; [ $mode = bf16 ] && pa="--repack bf16" && ia="-rtr 1" && ll=   # llama.cpp: exact only
  out="$BUILD/f16-speed-$mode.csv"
  PHALANX="$PHALANX" MODEL="$model" LLAMA_BENCH="$ll" IK_BENCH="$ik" PHALANX_ARGS="$pa" IK_ARGS="$ia" \
    P="$P" N="$N" T="$T" D=0 R="$R" PASSES="$PASSES" OUT="$out" \
    sh generated/tools/bench-compare > "$BUILD/f16-speed-$mode.log" 2>&1 || { cat "$BUILD/f16-speed-$mode.log" >&2; exit 1; }
  sed 's/^/# /' "$BUILD/f16-speed-$mode.log"
  awk -F, -v mode=$mode '
    NR > 1 { key = $6; if (!(key in seen)) { seen[key] = 1; order[++n] = key }
             m[key, $1] = $7; s[key, $1] = $8 }
    function cell(k, e) { return (k, e) in m ? sprintf("%.2f %.2f", m[k, e], s[k, e]) : "- -" }
    END { for (i = 1; i <= n; i++)
            printf "%s %s %s %s %s\n", mode, order[i], cell(order[i], "phalanx"),
                   cell(order[i], "llama.cpp"), cell(order[i], "ik_llama.cpp") }
  ' "${out%.csv}-summary.csv"
done
bw2=$("$PHALANX" bench --bandwidth -t "$T" --json | jq .bandwidth_gb_per_s)
echo "# roofs: matrix weights $params; peak f32 GFLOP/s $peak; bandwidth GB/s $bw1 (before) $bw2 (after)"
awk -v p="$params" -v f="$peak" -v b1="$bw1" -v b2="$bw2" -v pp="pp$P" -v tg="tg$N" 'BEGIN {
    b = b1 > b2 ? b1 : b2
    printf "roof %s %.2f 0 - - - -\n", pp, f * 1e9 / (2 * p)
    printf "roof %s %.2f 0 - - - -\n", tg, b * 1e9 / (2 * p) }'
