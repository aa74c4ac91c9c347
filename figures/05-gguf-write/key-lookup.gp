# Nanoseconds per key lookup, walk against hash index; data from key-lookup.dat.
set logscale xy 2
set format y "%g"
set logscale y 10
set xlabel "keys in the file"
set ylabel "nanoseconds per lookup"
set xrange [3:5000]
set key top left samplen 2 font ",8"
set grid xtics ytics lc rgb "#dddddd"
plot data using 1:2 with linespoints pt 7 ps 0.5 lc rgb "#d62728" title "walk (phx\\_gguf\\_find)", \
     data using 1:3 with linespoints pt 5 ps 0.5 lc rgb "#1f77b4" title "hash index"
