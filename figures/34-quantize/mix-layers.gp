# Relative error of each matrix of a 32-layer model quantized with q4_k_m; data from mix-layers.dat.
set encoding utf8
set xrange [-1:32]
set yrange [0:9.5]
set xtics 0, 4, 31
set mxtics 4
set xlabel "layer"
set ylabel "relative RMS error (%)"
set key at graph 0.5, graph 0.98 center top horizontal samplen 1.5 font ",8"
set grid ytics lc rgb "#dddddd"
set object 1 rect from -0.5, graph 0 to 3.5, graph 1 behind fc rgb "#f2f2f2" fs solid noborder
set object 2 rect from 27.5, graph 0 to 31.5, graph 1 behind fc rgb "#f2f2f2" fs solid noborder
set label "first eighth" at 1.5, 4.5 center font ",8" tc rgb "#555555"
set label "last eighth" at 29.5, 4.5 center font ",8" tc rgb "#555555"
set label "Q4\\_K" at 32.3, 7.13 left font ",8"
set label "Q6\\_K" at 32.3, 1.77 left font ",8"
set rmargin 6
plot for [i=2:6] data index i using 1:4 with points pt 1 ps 0.5 lc rgb "#aaaaaa" title (i == 2 ? "other matrices" : ""), \
     data index 0 using ($1 - 0.15):4 with points pt 7 ps 0.6 lc rgb "#1f77b4" title "attn\\_v", \
     data index 1 using ($1 + 0.15):4 with points pt 5 ps 0.55 lc rgb "#d62728" title "ffn\\_down"
