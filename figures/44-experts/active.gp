# Parameters read per token against k; data from active.dat (make plot-data PLOT=active).
set encoding utf8
set xlabel "experts run per token, k"
set ylabel "parameters (billions)"
set xrange [0.5:16.5]
set yrange [0:34]
set xtics 1, 1, 16
set grid ytics lc rgb "#dddddd"
set key top left Left reverse samplen 2.5 font ",8" opaque
set arrow from 8, 0 to 8, 34 nohead dt 3 lc rgb "#555555"
set label "Qwen3-30B-A3B: k = 8" at 8.3, 20 font ",8" tc rgb "#555555"
plot data using 1:3 with lines lw 2 dt 2 lc rgb "#d62728" title "stored", \
     data using 1:2 with linespoints lw 2 pt 7 ps 0.5 lc rgb "#1f77b4" title "read per token"
