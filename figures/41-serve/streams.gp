# Tokens per second against concurrent streams, phalanx serve and llama-server, each -np 4 -t 2;
# data from streams.dat (columns: engine, streams, pass, tokens, wall_s, tok_s, load_1min; one row per run).
set logscale x 2
set xrange [0.8:10]
set xtics ("1" 1, "2" 2, "4" 4, "8" 8)
set yrange [0:*]
set grid lc rgb "#dddddd"
set xlabel "concurrent streams"
set ylabel "tokens per second, all streams"
set key top left
plot data using 2:(strcol(1) eq "phalanx" ? $6 : 1/0) with points pt 7 ps 0.7 lc rgb "#1f77b4" title "phalanx serve -np 4", \
     data using 2:(strcol(1) eq "llama" ? $6 : 1/0) with points pt 5 ps 0.7 lc rgb "#d62728" title "llama-server -np 4"
