# The decode-cost figure of chapter 20: the smallest decode-step time in each window of
# 64 positions, reference kernels, one CPU (taskset), f16 cache. A speed on a shared machine.
# Two blocks (gnuplot index 0 and 1): the synthetic Q4_0 model to 512 positions, stories260K to 2048.
make -s BUILD="$BUILD" "$BUILD"/bench/bench_decode >&2 || exit 1
run() {
  echo "# command: PHX_FORCE_REF=1 taskset -c 0 build/bench/bench_decode $1 $2"
  PHX_FORCE_REF=1 taskset -c 0 "$BUILD"/bench/bench_decode "$PHALANX_SHARED/$1" "$2" |
    sed "s|$PHALANX_SHARED|shared|" |
    awk -v model="$3" '/^ *[0-9]+-/ { split($1, w, "-"); print model, w[1], w[2], $2, $3; next }
                        { print "# " $0 }'
}
echo "# model first last mean_ms min_ms"
run models/synth/synth-llama-d256-q4_0.gguf 512 synth
printf '\n\n'
run models/stories260K.gguf 2048 stories
