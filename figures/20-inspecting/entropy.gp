# Entropy and surprisal at each position of a prompt; data from entropy.dat (make plot-data).
set encoding utf8
set xlabel "position p (its token)" offset 0, 0.3
set ylabel "bits"
set xrange [-0.5:35.5]
set yrange [0:7.5]
set xtics rotate by 70 right font ",7" nomirror
set key top center horizontal samplen 2 font ",8"
set grid ytics lc rgb "#dddddd"
plot data using 1:4:xtic(3) with linespoints pt 7 ps 0.45 lc rgb "#1f77b4" title "entropy of the distribution at p", \
     data using 1:5 with linespoints pt 5 ps 0.4 dt 2 lc rgb "#d62728" title "surprisal of the prompt's token p+1"
