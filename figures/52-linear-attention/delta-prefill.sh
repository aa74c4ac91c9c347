# The prefill table of chapter 52: prompt tokens per second on one thread of the two hybrid
# models of the parity tests, Phalanx with its Gated DeltaNet layers token by token and in
# blocks (build/plots/delta_prefill, per second of processor time), and llama.cpp's and
# ik_llama.cpp's llama-bench (per second of wall-clock time) on the same files, when they load
# them. The engines alternate, PASSES times (default 3); each keeps its best.
# Environment: BUILD, PHALANX_SHARED (set by make plot-data); N (prompt tokens, default 512);
# LLAMA_BENCH and IK_BENCH (default the builds under /tmp/ref).
N=${N:-512}; PASSES=${PASSES:-3}
LLAMA_BENCH=${LLAMA_BENCH:-/tmp/ref/llama.cpp/build/bin/llama-bench}
IK_BENCH=${IK_BENCH:-/tmp/ref/ik_llama.cpp/build/bin/llama-bench}
SHARED=${PHALANX_SHARED:-../shared}
# tokens per second of llama-bench's JSON output (its field avg_ts), or nothing when it fails
bench() {
  "$1" -m "$2" -p "$N" -n 0 -t 1 -r 3 -o json 2>/dev/null |
    sed -n 's/^ *"avg_ts": *\([0-9.]*\).*/\1/p' | head -1
}
for model in qwen35 qwen35moe; do
  [ -f "$SHARED/models/archs/$model.gguf" ] || { echo "delta-prefill: no $SHARED/models/archs/$model.gguf" >&2; exit 1; }
done
echo "# command: sh figures/52-linear-attention/delta-prefill.sh (N=$N, PASSES=$PASSES)"
echo "# columns: model, engine, prompt tokens per second (the best of the passes)"
for pass in $(seq "$PASSES"); do
  for model in qwen35 qwen35moe; do
    f="$SHARED/models/archs/$model.gguf"
    "$BUILD"/plots/delta_prefill "$f" "$N" 3 | while read -r mode rate; do
      echo "$model phalanx-$mode $rate"; done
    for engine in llama.cpp:"$LLAMA_BENCH" ik_llama.cpp:"$IK_BENCH"; do
      name=${engine%%:*}; bin=${engine#*:}
      [ -x "$bin" ] || continue
      rate=$(bench "$bin" "$f")
      [ -n "$rate" ] && echo "$model $name $rate"
    done
  done
done | awk '{ k = $1 " " $2; if (!(k in best) || $3 > best[k]) best[k] = $3; if (!(k in seen)) { seen[k] = 1; order[n++] = k } }
  END { for (i = 0; i < n; i++) printf "%s %.1f\n", order[i], best[order[i]] }'
