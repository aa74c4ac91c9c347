# The cache-type figure of chapter 31: processor time per decoded token against its
# position, f16 and Q8_0 cache, one thread, on a model whose cache matters at a modest
# depth (random weights).
models=${PLOT_MODELS:-/tmp/phalanx-plot-models}
mkdir -p "$models"
model=$models/kvb-q4_0.gguf
echo "# command: phalanx synth --vocab-from stories260K.gguf --dim 1024 --layers 8 --heads 16 --kv-heads 8 --ffn 2816 --ctx 4096 --type q4_0 -o kvb-q4_0.gguf"
test -f "$model" || "$PHALANX" synth --vocab-from "$PHALANX_SHARED/models/stories260K.gguf" --dim 1024 --layers 8 \
  --heads 16 --kv-heads 8 --ffn 2816 --ctx 4096 --type q4_0 -o "$model" > /dev/null || exit 1
echo "# command: build/plots/kv_decode kvb-q4_0.gguf 2048 128"
"$BUILD"/plots/kv_decode "$model" 2048 128
