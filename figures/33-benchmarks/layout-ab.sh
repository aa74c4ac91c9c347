# What the stored layouts do to decoding (chapter 33's targets; make plot-data PLOT=layout-ab):
# phalanx bench on each TinyLlama-shape file with its weights stored interleaved (the default)
# and in the file's layout (--no-repack), the two alternated, ROUNDS rounds, on one and two threads.
# One row per file and thread count: file, threads, then the median tokens/s (tg N) stored and
# file layout, each with the spread (the largest minus the smallest of the rounds).
dir=${COMPARE_DIR:-/tmp/tl}
files=${LAYOUT_FILES:-tl-q4_0 tl-q8_0 tl-q4_k_m}
N=${N:-128}; ROUNDS=${ROUNDS:-3}
echo "# command: phalanx bench -m FILE -p 0 -n $N -t T -r 1 [--no-repack] -o csv, alternated, $ROUNDS rounds"
echo "# columns: file, threads, stored median, stored spread, file layout median, file layout spread (tokens/s)"
run() { "$PHALANX" bench -m "$dir/$1.gguf" -p 0 -n "$N" -t "$2" -r 1 $3 -o csv 2> /dev/null |
        awk -F, 'NR == 1 { for (i = 1; i <= NF; i++) { gsub(/"/, "", $i); c[$i] = i } next }
                 { gsub(/"/, ""); print $c["avg_ts"] }'; }
stat() { sort -n | awk '{ v[NR] = $1 } END { printf "%.2f %.2f", v[int((NR + 1) / 2)], v[NR] - v[1] }'; }
for f in $files; do
  for t in 2 1; do
    : > /tmp/layout-ab.$$.a; : > /tmp/layout-ab.$$.b
    for r in $(seq "$ROUNDS"); do
      if [ $((r % 2)) -eq 1 ]; then run "$f" "$t" "" >> /tmp/layout-ab.$$.a; run "$f" "$t" --no-repack >> /tmp/layout-ab.$$.b
      else run "$f" "$t" --no-repack >> /tmp/layout-ab.$$.b; run "$f" "$t" "" >> /tmp/layout-ab.$$.a; fi
    done
    echo "$f $t $(stat < /tmp/layout-ab.$$.a) $(stat < /tmp/layout-ab.$$.b)"
  done
done
rm -f /tmp/layout-ab.$$.a /tmp/layout-ab.$$.b
