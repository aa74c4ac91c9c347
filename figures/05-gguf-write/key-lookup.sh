# The key-lookup figure of chapter 5: bench_gguf_find, nanoseconds per lookup by the walk
# (phx_gguf_find) and by the hash index, for files of 4 to 4096 keys. Wall-clock time on a
# shared machine is noisy: five runs, and for every size the fastest of each way.
make -s "$BUILD/bench/bench_gguf_find" >&2 || exit 1
echo "# command: build/bench/bench_gguf_find (five runs, the minimum of each column)"
echo "# keys walk_ns index_ns"
for run in 1 2 3 4 5; do "$BUILD"/bench/bench_gguf_find | awk 'NR > 1' || exit 1; done |
  awk '{ n = $1; if (!(n in w) || $2 < w[n]) w[n] = $2; if (!(n in x) || $3 < x[n]) x[n] = $3 }
       END { for (n = 4; n <= 4096; n *= 2) printf "%6d %10.1f %10.1f\n", n, w[n], x[n] }'
