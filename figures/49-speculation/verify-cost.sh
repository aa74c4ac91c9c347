# The verify-cost figure of the speculation chapter: the time of a pass of k = 1..16 tokens at
# depth 64 relative to a decoding step timed beside it (median and quartiles of ROUNDS rounds),
# by build/plots/spec_verify_cost on one thread, for a TinyLlama-shape model with random weights
# in Q4_0 and in Q8_0 (written once by phalanx synth to $SPEC_TMP, default /tmp) and for
# stories260K. Three data blocks, in that order.
set -eu
S=${PHALANX_SHARED:-../shared}
T=${SPEC_TMP:-/tmp}
R=${ROUNDS:-9}
for t in q4_0 q8_0; do
  test -f "$T/phalanx-spec-tinyllama-$t.gguf" || "$PHALANX" synth -o "$T/phalanx-spec-tinyllama-$t.gguf" \
    --vocab-from "$S/models/tiny-random-llama2-f16.gguf" --dim 2048 --layers 22 --heads 32 \
    --kv-heads 4 --ffn 5632 --ctx 2048 --type $t >/dev/null
done
echo "# command: build/plots/spec_verify_cost MODEL $R 1, for the three models"
for t in q4_0 q8_0; do
  echo "# TinyLlama shape (dim 2048, 22 layers, 32 heads, 4 KV heads, FFN 5632), $t, random"
  "$BUILD"/plots/spec_verify_cost "$T/phalanx-spec-tinyllama-$t.gguf" "$R" 1
  printf '\n\n'
done
echo "# stories260K, F32"
"$BUILD"/plots/spec_verify_cost "$S/models/stories260K.gguf" "$R" 1
