# Relative error of a standard deviation, two-pass against one-pass; data from cancel.dat.
set encoding utf8
set logscale xy
set format x "10^{%T}"
set format y "10^{%T}"
set xrange [1:1e10]
set yrange [5e-17:1e3]
set xlabel "offset c of the values c+1, ..., c+5 (their deviation stays √2.5)"
set ylabel "relative error of s"
set key at graph 0.02, graph 0.72 left top Left reverse samplen 2 font ",8"
set grid lc rgb "#dddddd"
set arrow from graph 0, first 1 to graph 1, first 1 nohead dt 3 lc rgb "#777777"
set label "error = the answer itself" at 3e5, first 4 font ",8" tc rgb "#555555"
plot data using 1:3 with linespoints pt 7 ps 0.5 lc rgb "#d62728" title "one pass: (Σv² − r·mean²)/(r−1)", \
     data using 1:2 with linespoints pt 5 ps 0.45 lc rgb "#1f77b4" title "two passes: Σ(v − mean)²/(r−1), as phx\\_stats\\_of"
