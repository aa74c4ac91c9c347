# Dot-product error of every weight type against bits per weight; data from quant-error.dat.
set encoding utf8
set logscale y
set format y "10^{%T}"
set xlabel "bits per weight"
set ylabel "relative error of the dot products"
set xrange [1.5:17]
set yrange [1e-4:0.8]
set key bottom left samplen 2 font ",8"
set grid ytics lc rgb "#dddddd"
half(x) = 0.3 * 2**(2.625 - x)
plot half(x) with lines dt 2 lc rgb "#999999" title "error halved per bit", \
     data using 2:3 with points pt 6 ps 0.9 lc rgb "#1f77b4" title "weights rounded, float activations", \
     data using 2:4 with points pt 7 ps 0.45 lc rgb "#d62728" title "kernel: 8-bit activation blocks too", \
     data using 2:(strstrt(strcol(1), "K") ? NaN : $3):1 with labels left offset 0.6, 0.5 font ",7" tc rgb "#444444" noenhanced notitle, \
     data using 2:(strstrt(strcol(1), "K") ? $3 : NaN):1 with labels right offset -0.7, -0.4 font ",7" tc rgb "#444444" noenhanced notitle
