# Probabilities of the 30 most likely tokens after each sampling stage; data from stages.dat.
set logscale y
set format y "10^{%T}"
set yrange [2e-4:1.5]
set xrange [0.5:30.5]
set xlabel "rank of the token by its logit"
set ylabel "probability"
set key top right samplen 2 font ",8"
set grid ytics lc rgb "#dddddd"
nz(v) = v > 0 ? v : NaN
plot data using 1:(nz($3)) with linespoints pt 7 ps 0.45 lc rgb "#999999" title "softmax of the logits", \
     data using 1:(nz($4)) with linespoints pt 5 ps 0.4 lc rgb "#1f77b4" title "after top-k 25", \
     data using 1:(nz($5)) with linespoints pt 9 ps 0.5 lc rgb "#2ca02c" title "then top-p 0.97", \
     data using 1:(nz($6)) with linespoints pt 11 ps 0.5 lc rgb "#ff7f0e" title "then min-p 0.02", \
     data using 1:(nz($7)) with linespoints pt 13 ps 0.5 lw 1.5 lc rgb "#d62728" title "then temperature 0.7"
