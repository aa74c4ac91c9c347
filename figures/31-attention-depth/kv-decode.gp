# Processor milliseconds per decoded token against its position, f16 and Q8_0 cache;
# data from kv-decode.dat (make plot-data).
set xlabel "position of the decoded token (depth of the cache)"
set ylabel "processor ms per token (one thread)"
set xrange [0:2048]
set xtics 512
set yrange [0:*]
set key top left samplen 2 font ",8"
set grid ytics lc rgb "#dddddd"
plot data using 1:2 with linespoints pt 7 ps 0.5 lw 1.5 lc rgb "#1f77b4" title "f16 cache", \
     data using 1:3 with linespoints pt 5 ps 0.5 lw 1.5 lc rgb "#2ca02c" title "Q8\\_0 cache"
