# Running N experts per token instead of k; data from fewer.dat (make plot-data PLOT=fewer).
set encoding utf8
set xlabel "experts run per token, N (the model's own: 2)"
set ylabel "mean KL divergence from k = 2 (nats)"
set y2label "positions with the same argmax"
set xrange [0.5:8.5]
set xtics 1, 1, 8
set yrange [0:*]
set y2range [0:1.05]
set ytics nomirror
set y2tics 0, 0.2, 1
set grid ytics lc rgb "#dddddd"
set key bottom right samplen 2.5 font ",8" opaque
plot data using 1:2 axes x1y1 with linespoints lw 2 pt 7 ps 0.5 lc rgb "#1f77b4" title "KL divergence", \
     data using 1:3 axes x1y2 with linespoints lw 2 pt 5 ps 0.5 dt 2 lc rgb "#d62728" title "same argmax"
