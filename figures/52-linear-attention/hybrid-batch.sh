# The batched-decoding table of chapter 52: milliseconds of processor time of one decoding
# step of N = 1, 2, 4 sequences of a random qwen35 model, stacked in one batched pass and
# one phx_eval after another (build/plots/hybrid_batch, one thread), the best of REPEATS
# alternating runs of STEPS steps each.
# Environment: BUILD, PHALANX, PHALANX_SHARED (set by make plot-data); STEPS (default 32),
# REPEATS (default 5).
STEPS=${STEPS:-32}; REPEATS=${REPEATS:-5}
SHARED=${PHALANX_SHARED:-../shared}
TMP=${TMPDIR:-/tmp}/phx-hybrid-batch-$$
mkdir -p "$TMP" || exit 1
trap 'rm -rf "$TMP"' EXIT
SHAPE="--arch qwen35 --dim 2048 --layers 4 --heads 8 --kv-heads 2 --head-dim 256 --ffn 6144
       --ssm-state 128 --ssm-groups 16 --ssm-heads 16 --type q8_0"
"$PHALANX" synth $SHAPE --vocab-from "$SHARED/models/stories260K.gguf" -o "$TMP/qwen35.gguf" >&2 || exit 1
echo "# command: sh figures/52-linear-attention/hybrid-batch.sh (STEPS=$STEPS, REPEATS=$REPEATS)"
echo "# model: phalanx synth" $SHAPE "--vocab-from stories260K.gguf"
echo "# columns: sequences, ms per step batched, ms per step one by one"
"$BUILD"/plots/hybrid_batch "$TMP/qwen35.gguf" "$STEPS" "$REPEATS"
