# Dot-product error of every weight type against bits per weight; data from quant-error.dat.
set encoding utf8
set logscale y
set format y "10^{%T}"
set xlabel "bits per weight"
set ylabel "relative error of the dot products"
set xrange [2:17]
set yrange [1e-4:0.6]
set key bottom left samplen 1 font ",8"
set grid ytics lc rgb "#dddddd"
plot data using 2:3 with points pt 6 ps 0.9 lc rgb "#1f77b4" title "weights rounded, float activations", \
     data using 2:4 with points pt 7 ps 0.45 lc rgb "#d62728" title "kernel: 8-bit activation blocks too", \
     data using 2:3:1 with labels offset 0.2, 0.9 left font ",7" tc rgb "#555555" notitle
