# The reference kernels on the pool (chapter 25, Table tab:18-pool): bench_kernels with
# PHX_FORCE_REF=1, so that every product, the one-token ones and the prefill, runs the scalar
# references of chapter 24, as on the snapshot of chapters 1-25. All weight products of one
# decoded token of two 1.1B layers, and a 16-token prefill of the same products, for q4_0
# and q4_K, with one and two threads; three rounds, alternating the thread counts so that a
# change of load hits both. Wall-clock time on a shared machine.
make -s "$BUILD/bench/bench_kernels" >&2 || exit 1
echo "# command: PHX_FORCE_REF=1 build/bench/bench_kernels --layers 2 -p 16 -t T --type TYPE"
echo "#   (T = 1, 2; TYPE = q4_0, q4_K; three rounds)"
echo "# type threads round ms_per_token prefill_tokens_per_s"
echo "#   (ms_per_token: the faster of the benchmark's two one-token timings, both of the references)"
for round in 1 2 3; do
    for type in q4_0 q4_K; do
        for t in 1 2; do
            PHX_FORCE_REF=1 "$BUILD"/bench/bench_kernels --layers 2 -p 16 -t $t --type $type |
              awk -v t=$t -v r=$round '/^#/ || $1 == "type" { next }
                  { ms = $3 < $5 ? $3 : $5; printf "%-5s %d %d %8.2f %8.1f\n", $1, t, r, ms, $7 }' || exit 1
        done
    done
done
