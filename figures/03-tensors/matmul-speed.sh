# The speed of the reference matrix product (chapter 3, "How fast is the reference?") and of
# the tiled product of Exercise 5: bench_matmul, which keeps the fastest of three timed runs
# of each size, alternating the two products; two runs of it, and for each size and product
# the faster. Wall-clock time on a shared machine, one core.
make -s "$BUILD/bench/bench_matmul" >&2 || exit 1
echo "# command: build/bench/bench_matmul (two runs, for each size and product the faster)"
echo "# m n k GFLOP/s ms/call tiled_GFLOP/s"
for run in 1 2; do "$BUILD"/bench/bench_matmul | awk 'NR > 1' || exit 1; done |
  awk '{ key = $1 " " $2 " " $3
         if (!(key in g)) { order[n++] = key; g[key] = $4; t[key] = $5; tl[key] = $6 }
         if ($4 > g[key]) { g[key] = $4; t[key] = $5 }
         if ($6 > tl[key]) tl[key] = $6 }
       END { for (i = 0; i < n; i++) printf "%s %s %s %s\n", order[i], g[order[i]], t[order[i]], tl[order[i]] }'
