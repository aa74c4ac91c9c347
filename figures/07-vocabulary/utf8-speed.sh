# The validator speeds of chapter 7 (Exercise 2): bench_utf8, MB/s of the scalar and the wide
# validator on 4 MiB of ASCII and of German text. Wall-clock time on a shared machine: five
# runs, and for each text and validator the fastest.
make -s "$BUILD/bench/bench_utf8" >&2 || exit 1
echo "# command: build/bench/bench_utf8 (five runs, the maximum of each column)"
echo "# text scalar_MBps wide_MBps"
for run in 1 2 3 4 5; do "$BUILD"/bench/bench_utf8 | awk 'NR > 1' || exit 1; done |
  awk '{ if ($2 > s[$1]) s[$1] = $2; if ($3 > w[$1]) w[$1] = $3; if (!($1 in seen)) { seen[$1]; order[n++] = $1 } }
       END { for (i = 0; i < n; i++) printf "%-8s %8d %8d\n", order[i], s[order[i]], w[order[i]] }'
