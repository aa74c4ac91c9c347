# The prefill table of chapter 52: prompt tokens per second on one thread of hybrid models,
# Phalanx with its Gated DeltaNet layers token by token and in blocks
# (build/plots/delta_prefill, per second of processor time), and llama.cpp's and
# ik_llama.cpp's llama-bench (per second of wall-clock time) on the same files, when they load
# them. The models: the two of the parity tests (width 256), and two of Qwen3.5's layer shapes
# (width 2048, DeltaNet heads of 128: 16 key heads, 32 value heads; attention of 16 heads of 256
# over 2 key/value heads; four layers, one of them attention; q8_0), which this recipe writes
# with phalanx synth into CACHE (default $TMPDIR/phalanx-delta-prefill) unless they are there.
# The engines alternate, PASSES times (default 3); each keeps its best.
# Environment: BUILD, PHALANX_SHARED (set by make plot-data); N (prompt tokens, default 512);
# LLAMA_BENCH and IK_BENCH (default the builds under /tmp/ref).
N=${N:-512}; PASSES=${PASSES:-3}
LLAMA_BENCH=${LLAMA_BENCH:-/tmp/ref/llama.cpp/build/bin/llama-bench}
IK_BENCH=${IK_BENCH:-/tmp/ref/ik_llama.cpp/build/bin/llama-bench}
SHARED=${PHALANX_SHARED:-../shared}
CACHE=${CACHE:-${TMPDIR:-/tmp}/phalanx-delta-prefill}
# tokens per second of llama-bench's JSON output (its field avg_ts), or nothing when it fails;
# ik_llama.cpp repacks the weights (-rtr 1) and fuses the experts (-fmoe 1)
bench() {
  case "$1" in "$IK_BENCH") extra="-rtr 1 -fmoe 1" ;; *) extra= ;; esac
  "$1" -m "$2" -p "$N" -n 0 -t 1 -r 3 $extra -o json 2>/dev/null |
    sed -n 's/^ *"avg_ts": *\([0-9.]*\).*/\1/p' | head -1
}
for model in qwen35 qwen35moe; do
  [ -f "$SHARED/models/archs/$model.gguf" ] || { echo "delta-prefill: no $SHARED/models/archs/$model.gguf" >&2; exit 1; }
done
mkdir -p "$CACHE" || exit 1
shape="--dim 2048 --layers 4 --heads 16 --kv-heads 2 --head-dim 256 --ssm-state 128 --ssm-groups 16
  --ssm-heads 32 --full-attn-interval 4 --type q8_0"
# each written under a temporary name first, so that an interrupted run leaves no half file
synth() { name=$1; shift; [ -f "$CACHE/$name.gguf" ] || { "$BUILD"/phalanx synth -o "$CACHE/$name.gguf.part" \
  $shape "$@" >&2 && mv "$CACHE/$name.gguf.part" "$CACHE/$name.gguf"; }; }
synth qwen35-2048 --vocab-from "$SHARED/models/archs/qwen35.gguf" --arch qwen35 --ffn 6144 || exit 1
synth qwen35moe-2048 --vocab-from "$SHARED/models/archs/qwen35moe.gguf" --arch qwen35moe --ffn 512 \
  --experts 32 --experts-used 8 --expert-ffn 512 --shared-expert-ffn 512 || exit 1
path() { case "$1" in *-2048) echo "$CACHE/$1.gguf" ;; *) echo "$SHARED/models/archs/$1.gguf" ;; esac; }
echo "# command: sh figures/52-linear-attention/delta-prefill.sh (N=$N, PASSES=$PASSES)"
echo "# columns: model, engine, prompt tokens per second (the best of the passes)"
for pass in $(seq "$PASSES"); do
  for model in qwen35 qwen35moe qwen35-2048 qwen35moe-2048; do
    f=$(path "$model")
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
