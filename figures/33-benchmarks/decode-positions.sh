# The decode-time-versus-position figure of chapter 32.
models=${PLOT_MODELS:-/tmp/phalanx-plot-models}
mkdir -p "$models"
model=$models/pos-q8_0.gguf
cmd="phalanx synth --vocab-from stories260K.gguf --dim 1024 --layers 2 --heads 8 --kv-heads 8 --ffn 2816 --ctx 2048 --type q8_0 -o pos-q8_0.gguf"
echo "# command: $cmd"
test -f "$model" || "$PHALANX" synth --vocab-from "$PHALANX_SHARED/models/stories260K.gguf" --dim 1024 --layers 2 \
  --heads 8 --kv-heads 8 --ffn 2816 --ctx 2048 --type q8_0 -o "$model" > /dev/null || exit 1
echo "# command: build/plots/decode_positions pos-q8_0.gguf 2048 64 1 3"
"$BUILD"/plots/decode_positions "$model" 2048 64 1 3 | sed "s|$models/||"
