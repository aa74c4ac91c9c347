# The memory numbers of chapter 20: resident memory of a 1.1B-parameter-shaped Q4_0 model
# (bench_big_model writes it to $TMPDIR, 619 MB, and removes it after the run).
make -s BUILD="$BUILD" "$BUILD"/bench/bench_big_model >&2 || exit 1
echo "# command: PHALANX_BENCH_BIG=1 PHX_FORCE_REF=1 taskset -c 0 build/bench/bench_big_model"
PHALANX_BENCH_BIG=1 PHX_FORCE_REF=1 taskset -c 0 "$BUILD"/bench/bench_big_model
