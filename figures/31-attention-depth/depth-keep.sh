# Decode at depth (chapter 31): tokens per second of 32 decoded tokens after 0, 2048, 4096 and
# 8192 cached positions, with an f16 and a Q8_0 cache, on four layers of TinyLlama's shape in
# Q4_0 (random weights, a context of 16384), two threads; the two cache types alternate over
# two passes. Attention and weights both grow with the layers, so four layers keep the
# share of a step that attention takes in the whole model (the output head aside).
models=${PLOT_MODELS:-/tmp/phalanx-plot-models}
model=$models/depth-q4_0-16k.gguf
mkdir -p "$models"
shape="--dim 2048 --layers 4 --heads 32 --kv-heads 4 --ffn 5632 --ctx 16384"
echo "# command: phalanx synth --vocab-from stories260K.gguf $shape --type q4_0 -o depth-q4_0-16k.gguf"
test -f "$model" || "$PHALANX" synth --vocab-from "$PHALANX_SHARED/models/stories260K.gguf" $shape \
  --type q4_0 -o "$model" > /dev/null || exit 1
D=${D:-0,2048,4096,8192}; N=${N:-32}; T=${T:-2}; R=${R:-2}
echo "# command: phalanx bench -m depth-q4_0-16k.gguf -p 0 -n $N -d $D -t $T -r $R -ctk C -ctv C -o csv (C: f16, q8_0)"
echo "# columns: cache pass depth tokens_per_s sd load_average"
for pass in 1 2; do
  order="f16 q8_0"; [ $pass = 2 ] && order="q8_0 f16"
  for c in $order; do
    load=$(cut -d' ' -f1 /proc/loadavg)
    "$PHALANX" bench -m "$model" -p 0 -n "$N" -d "$D" -t "$T" -r "$R" -ctk $c -ctv $c -o csv |
      awk -F, -v c=$c -v p=$pass -v l="$load" 'NR > 1 { printf "%s %d %d %.3f %.3f %s\n", c, p, $8, $12, $13, l }' || exit 1
  done
done
