# Multiply-adds per vector load against the registers a tile of R rows by T tokens holds;
# data from tile-shapes.dat (make plot-data).
set xlabel "vector registers held (R·T accumulators + R weights + 1 activation)"
set ylabel "multiply-adds per vector load"
set xrange [0:75]
set yrange [0:4.2]
set key top left samplen 1.5 font ",8"
set grid ytics lc rgb "#dddddd"
set arrow from 32, graph 0 to 32, graph 1 nohead dt 2 lc rgb "#777777"
set label "32 registers (AVX-512)" at 33, 0.25 font ",8" tc rgb "#555555"
lab(r, t) = sprintf("%d×%d", r, t)
shown(r, t) = (r == 1 && t == 4) || (r == 4 && t == 1) || (r == 4 && t == 4) || (r == 4 && t == 6) || \
              (r == 5 && t == 5) || (r == 2 && t == 8) || (r == 8 && t == 8) || (r == 4 && t == 8)
plot data using ($7 == 1 ? $3 : NaN):6 with points pt 7 ps 0.6 lc rgb "#1f77b4" title "fits in the register file", \
     data using ($7 == 0 ? $3 : NaN):6 with points pt 6 ps 0.6 lc rgb "#999999" title "spills", \
     data using ($3):(shown($1, $2) ? $6 : NaN):(lab($1, $2)) with labels offset 0, 0.7 font ",8" notitle, \
     data using ($1 == 4 && $2 == 6 ? $3 : NaN):6 with points pt 7 ps 1.2 lc rgb "#d62728" title "the kernel's 4×6 tile"
