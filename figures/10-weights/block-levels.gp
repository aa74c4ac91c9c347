# One block of 32 real weights and what Q4_0 and Q4_1 make of it; data from block-levels.dat.
set multiplot layout 1,2
set size square
set xrange [-0.2:0.21]
set yrange [-0.2:0.21]
set xtics 0.1 font ",8"
set ytics 0.1 font ",8"
set xlabel "float32 weight" font ",9"
set key top left samplen 1 font ",8"
lo = -0.2; w = 0.41
set ylabel "decoded weight" font ",9"
set title "Q4\\_0: d (q - 8), d = x_{max} / -8" font ",9"
plot data index 1 using (lo):2:(w):(0) with vectors nohead lw 0.8 lc rgb "#aaaaaa" notitle, \
     x with lines dt 2 lc rgb "#999999" notitle, \
     data index 0 using 2:3 with points pt 7 ps 0.55 lc rgb "#1f77b4" notitle
unset ylabel
set title "Q4\\_1: m + d q, from min to max" font ",9"
plot data index 1 using (lo):3:(w):(0) with vectors nohead lw 0.8 lc rgb "#aaaaaa" notitle, \
     x with lines dt 2 lc rgb "#999999" notitle, \
     data index 0 using 2:4 with points pt 5 ps 0.5 lc rgb "#d62728" notitle
unset multiplot
