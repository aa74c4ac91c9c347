# The targets of chapter 33 set against the committed comparison (make plot-data PLOT=targets,
# after compare and compare-1thread): the pp512 and tg128 rows of compare.dat (two threads) and
# compare-1thread.dat (one thread), each with the bytes a decoded token reads from its file and
# the machine's best read bandwidth on the same number of threads, both from phalanx bench
# --bandwidth, measured now (three runs, the best kept), and the peak resident memory of Phalanx
# and of ik_llama.cpp decoding 16 tokens of the file (/usr/bin/time; "-" without it or without
# IK_BENCH), with the arguments of the row. targets.tab makes the table.
dir=figures/33-benchmarks
cdir=${COMPARE_DIR:-/tmp/tl}
echo "# command: phalanx bench -m FILE -p 0 -n 1 -r 1 -t T --bandwidth --json   (decode bytes; bandwidth: best of 3)"
echo "# from: $dir/compare.dat ($(sed -n 's/^# commit: //p' $dir/compare.dat)), $dir/compare-1thread.dat ($(sed -n 's/^# commit: //p' $dir/compare-1thread.dat))"
echo "# columns: label, phalanx mean, sd, llama.cpp mean, sd, ik_llama.cpp mean, sd (tokens/s),"
echo "#   MB a decoded token reads, best read bandwidth GB/s on the row's threads,"
echo "#   peak resident MB of phalanx bench -p 0 -n 16 and of ik's llama-bench -p 0 -n 16 (same arguments)"
ik=${IK_BENCH-/tmp/ref/ik_llama.cpp/build/bin/llama-bench}
peak() { [ -x /usr/bin/time ] && [ -x "$1" ] || { echo "-"; return; }
         b=$1; shift; /usr/bin/time -f %M -o /tmp/targets-rss.$$ "$b" "$@" > /dev/null 2>&1 &&
         awk '{ printf "%.0f", $1 / 1024 }' /tmp/targets-rss.$$; rm -f /tmp/targets-rss.$$; }
for t in 1 2; do
  best=0
  for i in 1 2 3; do
    b=$("$PHALANX" bench --bandwidth -t $t --json | jq .bandwidth_gb_per_s) || exit 1
    best=$(echo "$best $b" | awk '{ print ($2 > $1 ? $2 : $1) }')
  done
  eval "bw$t=$best"
done
for f in compare compare-1thread; do
  grep -v '^#' "$dir/$f.dat" | grep -E ' (pp512|tg128) t[0-9]+"' | while read -r line; do
    label=$(echo "$line" | sed 's/^"\([^"]*\)".*/\1/')
    file=$(echo "$label" | cut -d' ' -f1 | sed 's/-bf16$//'); t=$(echo "$label" | sed 's/.* t//')
    mb=$("$PHALANX" bench -m "$cdir/$file.gguf" -p 0 -n 1 -r 1 -t "$t" --bandwidth --json |
         jq '.bandwidth_gb_per_s * 1000 / .roofline_tg_tokens_per_second') || exit 1
    eval "bw=\$bw$t"
    case "$label" in
      *-bf16*) pa="--repack bf16" ia="-rtr 1" ;;
      *f16*) pa="" ia="" ;;
      *) pa="" ia="-rtr 1" ;;
    esac
    rp=- ri=-
    case "$label" in *tg128*)
    rp=$(peak "$PHALANX" bench -m "$cdir/$file.gguf" -p 0 -n 16 -t "$t" -r 1 $pa)
    ri=$(peak "$ik" -m "$cdir/$file.gguf" -p 0 -n 16 -t "$t" -r 1 $ia) ;;
    esac
    printf '%s %.1f %s %s %s\n' "$line" "$mb" "$bw" "$rp" "$ri"
  done
done
