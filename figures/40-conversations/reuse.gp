# What turn 2 keeps of turn 1, per chat template; data from reuse.dat
# (columns: template, bytes of turn 1 with the reply, bytes of turn 2, common prefix bytes).
# Sorted here by the share of turn 1 kept.
set xrange [0:66]
set yrange [0:105]
set xlabel "the 65 templates, by the share of turn 1 kept"
set ylabel "percent"
set xtics 10 font ",8"
set ytics 20 font ",8"
set grid lc rgb "#dddddd"
set key at graph 0.98, 0.82 right font ",8" samplen 1.5
set table $sorted
plot "< awk '!/^#/ { printf \"%.2f %.2f\\n\", 100 * $4 / $2, 100 * ($3 - $4) / $3 }' ".data." | sort -n" using 1:2 with table
unset table
plot $sorted using ($0 + 1):1 with points pt 7 ps 0.45 lc rgb "#1f77b4" title "turn 1 and its reply kept", \
     $sorted using ($0 + 1):2 with points pt 6 ps 0.55 lc rgb "#d62728" title "turn 2 evaluated afresh"
