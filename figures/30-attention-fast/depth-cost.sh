# Decode at depth with the finished kernels of chapter 30: processor milliseconds per decoded
# token on one thread, from the first position to the 2048th (chapter 31's kv_decode, f16
# cache; its Q8_0 column is not used here), two runs, on a synthetic model with the layer
# shape of TinyLlama (dim 2048, 32 query heads and 4 key/value heads of 64, feed-forward 5632,
# q4_0) but two layers, so that attention weighs against the weights as in each of its layers.
models=${PLOT_MODELS:-/tmp/phalanx-plot-models}
mkdir -p "$models"
model=$models/tl-layer-q4_0.gguf
cmd="phalanx synth --vocab-from stories260K.gguf --dim 2048 --layers 2 --heads 32 --kv-heads 4 --ffn 5632 --ctx 2048 --type q4_0 -o tl-layer-q4_0.gguf"
echo "# command: $cmd"
test -f "$model" || "$PHALANX" synth --vocab-from "$PHALANX_SHARED/models/stories260K.gguf" --dim 2048 \
  --layers 2 --heads 32 --kv-heads 4 --ffn 5632 --ctx 2048 --type q4_0 -o "$model" > /dev/null || exit 1
for run in 1 2; do
    echo "# command: build/plots/kv_decode tl-layer-q4_0.gguf 2048 256 (run $run)"
    "$BUILD"/plots/kv_decode "$model" 2048 256 | sed "s|$models/||"
done
