# The fewer-experts speed table of chapter 44 (make plot-data PLOT=fewer-speed): phalanx bench
# on the four-block model of Qwen3-30B-A3B's shape in q4_0 that speed.sh writes (MOE_DIR), with
# --n-expert-used N for N = 8 (the model's own), 4, 2, 1, in two rounds of alternating order.
# One line per round and N: tokens/s of pp64 and tg32; the table divides each by N = 8's.
dir=${MOE_DIR:-/tmp/phx-moe-models}
model="$dir/a3b-q4_0.gguf"
[ -r "$model" ] || { echo "fewer-speed: no $model (run make plot-data PLOT=speed first)" >&2; exit 1; }
echo "# command: phalanx bench -m a3b-q4_0.gguf -p 64 -n 32 -t 1 -r 3 -o csv --n-expert-used N"
echo "# columns: round, N, pp64 tokens/s, tg32 tokens/s"
for round in 1 2; do
  list="8 4 2 1"; [ $round = 2 ] && list="1 2 4 8"
  for n in $list; do
    "$PHALANX" bench -m "$model" -p 64 -n 32 -t 1 -r 3 -o csv --n-expert-used $n > "$BUILD/fewer-speed.csv" || exit 1
    awk -F, -v r=$round -v n=$n 'NR == 1 { for (i = 1; i <= NF; i++) c[$i] = i; next }
      $c["n_prompt"] > 0 { pp = $c["avg_ts"] } $c["n_gen"] > 0 { tg = $c["avg_ts"] }
      END { printf "%d %d %.2f %.2f\n", r, n, pp, tg }' "$BUILD/fewer-speed.csv"
  done
done
