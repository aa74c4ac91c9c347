# The load table of chapter 29: loading a model and computing one token with the weights
# stored interleaved (the default) and in the file's layout (--no-repack), alternated,
# two runs each, for q4_0 and q8_0 models of 4 layers of TinyLlama's width (random weights).
models=${PLOT_MODELS:-/tmp/phalanx-plot-models}
mkdir -p "$models"
echo "# command: phalanx synth --vocab-from stories260K.gguf --dim 2048 --layers 4 --heads 16 --kv-heads 4 --ffn 5632 --ctx 2048 --type TYPE -o load-TYPE.gguf"
echo "# command: /usr/bin/time -f '%e %U %S %M' phalanx run -m load-TYPE.gguf -p Once -n 1 -t 2 --temp 0 [--no-repack]"
echo "# type layout run elapsed_s user_s system_s peak_resident_kB"
for type in q4_0 q8_0; do
    model=$models/load-$type.gguf
    test -f "$model" || "$PHALANX" synth --vocab-from "$PHALANX_SHARED/models/stories260K.gguf" --dim 2048 --layers 4 \
      --heads 16 --kv-heads 4 --ffn 5632 --ctx 2048 --type $type -o "$model" > /dev/null || exit 1
    for run in 1 2; do
        for layout in stored file; do
            flag=; [ $layout = file ] && flag=--no-repack
            /usr/bin/time -o "$models/load-time.txt" -f '%e %U %S %M' "$PHALANX" run -m "$model" -p Once -n 1 -t 2 \
                --temp 0 $flag > /dev/null 2>&1 || exit 1
            echo "$type $layout $run $(tail -1 "$models/load-time.txt")"
        done
    done
done
