# The cost of verifying k tokens in one pass, relative to one decoding step, and the speed-up
# it allows at a given acceptance rate; data from verify-cost.dat (make plot-data PLOT=verify-cost):
# blocks 0, 1, 2 = TinyLlama shape Q4_0, Q8_0, stories260K; columns k, median, quartiles.
set encoding utf8
set multiplot layout 1,2
set xrange [0.5:16.5]
set xtics 2
set grid ytics lc rgb "#dddddd"
set key top left Left reverse samplen 2 font ",7" opaque
set xlabel "tokens in the pass, k"
set ylabel "time / one decoding step"
set yrange [0:17]
plot x with lines dt 2 lw 1 lc rgb "#555555" title "k steps", \
     data index 0 using 1:2:3:4 with yerrorlines lw 2 pt 7 ps 0.4 lc rgb "#1f77b4" title "TinyLlama shape, Q4\\_0", \
     data index 1 using 1:2:3:4 with yerrorlines lw 2 pt 9 ps 0.5 lc rgb "#2ca02c" title "TinyLlama shape, Q8\\_0", \
     data index 2 using 1:2:3:4 with yerrorlines lw 2 pt 5 ps 0.4 lc rgb "#d62728" title "stories260K"
# Expected tokens per pass with k - 1 drafted tokens each accepted with probability a:
# (1 - a^k) / (1 - a); divided by the pass's cost it is the speed-up over plain decoding.
g(a, k, c) = (1 - a**k) / (1 - a) / c
set ylabel "speed-up over plain decoding"
set yrange [0:4]
set arrow from 0.5, 1 to 16.5, 1 nohead dt 3 lc rgb "#555555"
plot data index 1 using 1:(g(0.95, $1, $2)) with linespoints lw 2 pt 9 ps 0.5 lc rgb "#2ca02c" title "Q8\\_0, a = 0.95", \
     data index 1 using 1:(g(0.8, $1, $2)) with linespoints lw 2 pt 9 ps 0.5 lc rgb "#1f77b4" title "Q8\\_0, a = 0.8", \
     data index 1 using 1:(g(0.5, $1, $2)) with linespoints lw 2 pt 9 ps 0.5 lc rgb "#9467bd" title "Q8\\_0, a = 0.5", \
     data index 0 using 1:(g(0.8, $1, $2)) with linespoints lw 1 pt 7 ps 0.4 lc rgb "#ff7f0e" title "Q4\\_0, a = 0.8", \
     data index 2 using 1:(g(0.95, $1, $2)) with linespoints lw 1 pt 5 ps 0.4 lc rgb "#d62728" title "stories260K, a = 0.95"
unset multiplot
