# The roofline figure of chapter 32: the machine's two roofs, and Phalanx's and
# llama.cpp's decode (tg16) and prefill (pp64) on one model in three types.
# llama-bench is found at $LLAMA_BENCH (built outside the repository); without it
# the llama.cpp block is empty.
models=${PLOT_MODELS:-/tmp/phalanx-plot-models}
llama=${LLAMA_BENCH:-/tmp/llama-src/build/bin/llama-bench}
mkdir -p "$models"
# One thread: on a machine shared by many jobs, llama.cpp's worker threads, which meet at a
# barrier after every operation, lost most of their speed at 2 threads (Q4_0 decode: 2 t/s
# against 32 at 1 thread, load average 19, 1 December 2026).
threads=${PLOT_THREADS:-1}
shape="--dim 2048 --layers 4 --heads 16 --kv-heads 4 --ffn 5632 --ctx 2048"
echo "# command: phalanx synth --vocab-from stories260K.gguf $shape --type f16 -o roof-f16.gguf"
echo "# command: phalanx quantize roof-f16.gguf roof-TYPE.gguf TYPE   (q8_0, q4_0)"
test -f "$models/roof-f16.gguf" || "$PHALANX" synth --vocab-from "$PHALANX_SHARED/models/stories260K.gguf" $shape \
  --type f16 -o "$models/roof-f16.gguf" > /dev/null || exit 1
for t in q8_0 q4_0; do
  test -f "$models/roof-$t.gguf" || "$PHALANX" quantize "$models/roof-f16.gguf" "$models/roof-$t.gguf" $t > /dev/null || exit 1
done
# FLOPs per token: 2 per weight of every matrix but the embedding table (one row of it is read)
flops_of() {
  "$PHALANX" inspect "$1" | awk '$2 ~ /\.weight$/ && $2 != "token_embd.weight" && $4 ~ /^\[/ && $5 ~ /\]$/ {
    a = $4; b = $5; gsub(/[^0-9]/, "", a); gsub(/[^0-9]/, "", b); n += a * b } END { printf "%.0f\n", 2 * n }'
}
echo "# command: phalanx bench --bandwidth -t $threads --json   (before and after the runs, and before each llama-bench)"
echo "# command: build/plots/peak_flops $threads 20"
echo "# command: phalanx bench -m roof-TYPE.gguf -p 64 -n 16 -t $threads -r 3 --bandwidth --json"
echo "# command: llama-bench -m roof-TYPE.gguf -p 64 -n 16 -t $threads -r 3 -o csv"
echo "# intensity: FLOPs per token over the bytes a token reads (bench's decode_bytes, from its"
echo "#   roofline); prefill: 64 tokens per read of the weights. GFLOP/s = tokens/s * FLOPs/token."
bw1=$("$PHALANX" bench --bandwidth -t $threads --json | jq .bandwidth_gb_per_s)
peak=$("$BUILD"/plots/peak_flops $threads 20)
echo "$peak" | sed 's/^/# /'
out=$(mktemp); trap 'rm -f "$out"' EXIT
load() { cut -d' ' -f1 /proc/loadavg; }
for t in f16 q8_0 q4_0; do   # the two programs alternate, one file at a time
  echo "# load average before phalanx on $t: $(load)" >> "$out.log"
  "$PHALANX" bench -m "$models/roof-$t.gguf" -p 64 -n 16 -t $threads -r 3 --bandwidth --json > "$out.$t" || exit 1
  if [ -x "$llama" ]; then
    echo "# load average before llama-bench on $t: $(load)" >> "$out.log"
    "$PHALANX" bench --bandwidth -t $threads --json | jq .bandwidth_gb_per_s >> "$out.bw"
    "$llama" -m "$models/roof-$t.gguf" -p 64 -n 16 -t $threads -r 3 -o csv > "$out.llama.$t" 2> /dev/null || : > "$out.llama.$t"
  fi
done
cat "$out.log"
bw2=$("$PHALANX" bench --bandwidth -t $threads --json | jq .bandwidth_gb_per_s)
bws="$bw1 $bw2 $(for t in f16 q8_0 q4_0; do jq .bandwidth_gb_per_s "$out.$t"; done | tr '\n' ' ')$(cat "$out.bw" 2> /dev/null | tr '\n' ' ')"
echo "# bandwidth GB/s measured during the session (best of 5 each): $bws"
echo "# roofs: bandwidth_gb_per_s (the best of the session)  peak_gflops (best of 20)"
echo "$bws $(echo "$peak" | awk '$1 == "peak" { print $2 }')" | awk '{ m = 0; for (i = 1; i < NF; i++) if ($i > m) m = $i; print m, $NF }'
printf '\n\n# Phalanx: type test intensity gflops gflops_sd tokens_per_s tokens_per_s_sd\n'
for t in f16 q8_0 q4_0; do
  f=$(flops_of "$models/roof-$t.gguf")
  bytes=$(jq '.bandwidth_gb_per_s * 1e9 / .roofline_tg_tokens_per_second' "$out.$t")
  jq -r --arg t "$t" --argjson f "$f" --argjson b "$bytes" '.results[] |
    [$t, .test, (if .test[0:2] == "pp" then .n_tokens * $f / $b else $f / $b end),
     .tokens_per_second * $f / 1e9, .stddev * $f / 1e9, .tokens_per_second, .stddev] | @tsv' "$out.$t" |
    awk -F'\t' '{ printf "%s\t%s\t%.4g\t%.4g\t%.4g\t%.4g\t%.4g\n", $1, $2, $3, $4, $5, $6, $7 }'
done
build=$(awk -F, 'NR == 2 { gsub(/"/, ""); print "build " $1 " (" $2 ")"; exit }' "$out".llama.* 2> /dev/null)
printf '\n\n# llama.cpp (%s): type test intensity gflops gflops_sd tokens_per_s tokens_per_s_sd\n' \
  "${build:-llama-bench not found at $llama}"
for t in f16 q8_0 q4_0; do
  test -s "$out.llama.$t" || continue
  f=$(flops_of "$models/roof-$t.gguf")
  bytes=$(jq '.bandwidth_gb_per_s * 1e9 / .roofline_tg_tokens_per_second' "$out.$t")
  # columns by name from the CSV header: n_prompt, n_gen, avg_ts, stddev_ts
  awk -F, -v t="$t" -v f="$f" -v b="$bytes" 'NR == 1 { for (i = 1; i <= NF; i++) { gsub(/"/, "", $i); col[$i] = i }; next }
    { gsub(/"/, ""); np = $col["n_prompt"]; ng = $col["n_gen"]; ts = $col["avg_ts"]; sd = $col["stddev_ts"]
      test = np > 0 ? "pp" np : "tg" ng; i = np > 0 ? np * f / b : f / b
      printf "%s\t%s\t%.4g\t%.4g\t%.4g\t%.4g\t%.4g\n", t, test, i, ts * f / 1e9, sd * f / 1e9, ts, sd }' "$out.llama.$t"
done
rm -f "$out".* "$out.bw"
