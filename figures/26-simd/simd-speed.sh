# What the SIMD kernels buy (chapter 26, Table tab:26-simd): bench_kernels with two threads,
# all weight products of one decoded token of two 1.1B layers, through the scalar references
# and through the kernels the table chose; the five default types, then q4_1 and q5_K; five
# rounds. The benchmark's prefill column is not kept (-p 1: in the whole program a prefill
# goes through the tiles of later chapters). Wall-clock time on a shared machine.
make -s "$BUILD/bench/bench_kernels" >&2 || exit 1
echo "# command: build/bench/bench_kernels --layers 2 -t 2 -p 1 [--type q4_1 | --type q5_K], five rounds"
echo "# type kernel round ref_ms_per_token kernel_ms_per_token"
for round in 1 2 3 4 5; do
    for opt in "" "--type q4_1" "--type q5_K"; do
        "$BUILD"/bench/bench_kernels --layers 2 -t 2 -p 1 $opt |
          awk -v r=$round '/^#/ || $1 == "type" { next }
              { printf "%-5s %-7s %d %9.2f %8.2f\n", $1, $2, r, $3, $5 }' || exit 1
    done
done
