# Rounding error of a float dot product against its length; data from dot-error.dat (make plot-data).
set encoding utf8
set logscale x 2
set logscale y 10
set format x "2^{%L}"
set format y "10^{%T}"
set xlabel "length n (terms uniform in [0, 1))"
set ylabel "relative error"
set xrange [8:4194304]
set key top left Left reverse samplen 2.5 font ",8"
set grid xtics ytics lc rgb "#dddddd"
plot data using 1:4 with lines lw 1.2 dt 2 lc rgb "#777777" title "bound γ_n", \
     sqrt(x) * 2**-24 with lines lw 1.2 dt 3 lc rgb "#777777" title "√n u", \
     data using 1:2 with linespoints pt 7 ps 0.5 lw 1.2 lc rgb "#d62728" title "one running sum", \
     data using 1:3 with linespoints pt 5 ps 0.5 lw 1.2 lc rgb "#1f77b4" title "phx\\_op\\_dot (eight partial sums)"
