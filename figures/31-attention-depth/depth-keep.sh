# Decode at depth (chapter 31): tokens per second of 128 decoded tokens after 0, 2048, 4096 and
# 8192 cached positions, with an f16 and a Q8_0 cache, on four layers of TinyLlama's shape in
# Q4_0 (random weights, a context of 16384), two threads; the two cache types alternate over
# two passes, one repetition each (the passes give the spread). Attention and weights both
# grow with the layers, so four layers keep the share of a step that attention takes in the
# whole model (the output head aside).
models=${PLOT_MODELS:-/tmp/phalanx-plot-models}
model=$models/depth-q4_0-16k.gguf
mkdir -p "$models"
shape="--dim 2048 --layers 4 --heads 32 --kv-heads 4 --ffn 5632 --ctx 16384"
echo "# command: phalanx synth --vocab-from stories260K.gguf $shape --type q4_0 -o depth-q4_0-16k.gguf"
test -f "$model" || "$PHALANX" synth --vocab-from "$PHALANX_SHARED/models/stories260K.gguf" $shape \
  --type q4_0 -o "$model" > /dev/null || exit 1
# BASE=/path/to/another/phalanx alternates that build with this one in every pass (engine
# "base" against "this"), to compare two versions of the kernels in one run.
D=${D:-0,2048,4096,8192}; N=${N:-128}; T=${T:-2}; R=${R:-2}
echo "# command: phalanx bench -m depth-q4_0-16k.gguf -p 0 -n $N -d $D -t $T -r $R -ctk C -ctv C -o csv (C: f16, q8_0)"
[ -n "$BASE" ] && echo "# base: $BASE"
echo "# columns: engine cache pass depth tokens_per_s sd load_average"
for pass in 1 2; do
  order="f16 q8_0"; [ $pass = 2 ] && order="q8_0 f16"
  engines="this${BASE:+ base}"; [ $pass = 2 ] && engines="${BASE:+base }this"
  for c in $order; do
    for e in $engines; do
      bin=$PHALANX; [ $e = base ] && bin=$BASE
      load=$(cut -d' ' -f1 /proc/loadavg)
      "$bin" bench -m "$model" -p 0 -n "$N" -d "$D" -t "$T" -r "$R" -ctk $c -ctv $c -o csv |
        awk -F, -v e=$e -v c=$c -v p=$pass -v l="$load" \
          'NR > 1 { printf "%s %s %d %d %.3f %.3f %s\n", e, c, p, $8, $12, $13, l }' || exit 1
    done
  done
done
