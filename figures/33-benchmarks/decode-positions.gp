# Milliseconds per decoded token against position; data from decode-positions.dat.
set xlabel "position of the decoded token"
set ylabel "milliseconds per token"
set key top left samplen 2 font ",8"
set grid lc rgb "#dddddd"
set xrange [0:2048]
set yrange [0:*]
plot data using 1:3:4 with filledcurves fc rgb "#c6dbef" fs solid 0.8 noborder title "total, fastest to slowest run", \
     data using 1:2 with linespoints pt 7 ps 0.35 lw 1.5 lc rgb "#08519c" title "total (median of the runs)", \
     data using 1:5 with linespoints pt 5 ps 0.35 lc rgb "#2ca02c" title "weight products", \
     data using 1:6 with linespoints pt 9 ps 0.45 lc rgb "#d62728" title "other: attention over the cache, norms, RoPE"
