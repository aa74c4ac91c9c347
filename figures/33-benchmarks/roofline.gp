# Roofline: attainable GFLOP/s against arithmetic intensity; data from roofline.dat
# (index 0: the roofs, 1: Phalanx's points, 2: llama.cpp's).
stats data index 0 using 1:2 nooutput
W = STATS_max_x
P = STATS_max_y
set logscale xy
set xrange [0.4:1000]
set yrange [1:2*P]
set xlabel "arithmetic intensity (FLOP per byte read)"
set ylabel "GFLOP/s"
set key bottom right samplen 1.5 font ",8" spacing 1.1
set grid lc rgb "#dddddd"
roof(x) = x * W < P ? x * W : P
set label sprintf("memory: %.1f GB/s", W) at 1.0, 1.5 * W * 1.0 rotate by 36 font ",8" tc rgb "#555555"
set label sprintf("peak: %.0f GFLOP/s", P) at 330, P / 1.3 font ",8" tc rgb "#555555"
tag(t, s) = sprintf("%s %s", t, s)
plot roof(x) with lines lw 1.5 lc rgb "#333333" notitle, \
     data index 1 using 3:4:5 with yerrorbars pt 7 ps 0.8 lc rgb "#1f77b4" title "Phalanx", \
     data index 2 using 3:4:5 with yerrorbars pt 6 ps 1.0 lc rgb "#d62728" title "llama.cpp", \
     data index 1 using 3:4:(tag(strcol(1), strcol(2))) with labels left offset 0.8,-0.6 font ",7" noenhanced notitle
