# Tokens per second of one layer's weight products against tokens per pass; data from batch-speed.dat.
set logscale x 2
set logscale y
set xrange [0.9:72]
set xtics (1, 2, 4, 8, 16, 32, 64)
set xlabel "tokens per pass T"
set ylabel "tokens per second (one layer, one thread)"
set key outside right top samplen 2 font ",8"
set grid xtics ytics lc rgb "#dddddd"
plot data using 1:2 with linespoints pt 7 ps 0.5 lw 1.5 lc rgb "#1f77b4" title "q4\\_0", \
     data using 1:3 with linespoints pt 5 ps 0.5 lw 1.5 lc rgb "#ff7f0e" title "q8\\_0", \
     data using 1:4 with linespoints pt 9 ps 0.6 lw 1.5 lc rgb "#2ca02c" title "q4\\_K", \
     data using 1:5 with linespoints pt 11 ps 0.6 lw 1.5 lc rgb "#9467bd" title "q6\\_K", \
     data using 1:6 with linespoints pt 13 ps 0.6 lw 1.5 lc rgb "#d62728" title "f16", \
     data using 1:7 with linespoints pt 6 ps 0.5 lw 1.2 dt 2 lc rgb "#777777" title "q4\\_1"
