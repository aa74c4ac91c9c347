# Probabilities of the 16 most likely tokens under several penalties; data from penalties.dat.
set encoding utf8
set logscale y
set format y "10^{%T}"
set yrange [1e-4:1]
set xrange [0.5:16.5]
set xlabel "next token, by its unpenalised rank (*: in the window)" offset 0, 0.3
set ylabel "probability"
set xtics rotate by 60 right font ",8" nomirror
set key top right samplen 2 font ",8"
set grid ytics lc rgb "#dddddd"
label(piece, count) = count > 0 ? piece . " *" : piece
plot data using 1:5:xtic(label(strcol(3), $4)) with linespoints pt 7 ps 0.5 lc rgb "#999999" title "no penalty", \
     data using 1:6 with linespoints pt 5 ps 0.45 lc rgb "#1f77b4" title "repetition r = 1.1", \
     data using 1:7 with linespoints pt 9 ps 0.55 lw 1.5 lc rgb "#d62728" title "repetition r = 1.3", \
     data using 1:8 with linespoints pt 11 ps 0.55 dt 2 lc rgb "#2ca02c" title "presence q = 1"
