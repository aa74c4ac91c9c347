# The verify-cost figure of the speculation chapter: the time of a pass of k = 1..16 tokens at
# depth 64 relative to one decoding step (median of 9 of each), by build/plots/spec_verify_cost,
# on a TinyLlama-shape model with random Q4_0 weights (written once by phalanx synth to $SPEC_TMP,
# default /tmp) and on stories260K. Two data blocks, in that order.
set -eu
S=${PHALANX_SHARED:-../shared}
T=${SPEC_TMP:-/tmp}
TL=$T/phalanx-spec-tinyllama-q4_0.gguf
test -f "$TL" || "$PHALANX" synth --vocab-from "$S/models/tiny-random-llama2-f16.gguf" -o "$TL" \
  --dim 2048 --layers 22 --heads 32 --kv-heads 4 --ffn 5632 --ctx 2048 --type q4_0 >/dev/null
echo "# command: build/plots/spec_verify_cost MODEL 9, for the two models"
echo "# TinyLlama shape (dim 2048, 22 layers, 32 heads, 4 KV heads, FFN 5632), Q4_0, random"
"$BUILD"/plots/spec_verify_cost "$TL" 9
printf '\n\n# stories260K, F32\n'
"$BUILD"/plots/spec_verify_cost "$S/models/stories260K.gguf" 9
