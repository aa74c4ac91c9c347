# Smallest decode-step time per window of 64 positions; data from decode-cost.dat (make plot-data).
set xlabel "position of the decoded token"
set ylabel "smallest time per step (ms)"
set xrange [0:2048]
set yrange [0:*]
set xtics 256
set key top left samplen 2 font ",8"
set grid ytics lc rgb "#dddddd"
plot data index 0 using (($2 + $3) / 2):5 with linespoints pt 7 ps 0.45 lc rgb "#1f77b4" title "synthetic Q4\\_0 model (d = 256)", \
     data index 1 using (($2 + $3) / 2):5 with linespoints pt 5 ps 0.4 lc rgb "#d62728" title "stories260K (d = 64)"
