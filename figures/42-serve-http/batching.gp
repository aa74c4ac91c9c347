# The batched step under load; data from batching.dat (columns: streams, pass, aggregate_tok_s,
# per_stream_tok_s, ttft_ms, inter_token_ms, wall_s, load_1min, steps, sequences_per_step;
# one row per run).
set multiplot layout 1, 3
set logscale x 2
set xrange [0.8:10]
set xtics ("1" 1, "2" 2, "4" 4, "8" 8) font ",8"
set ytics font ",8"
set grid lc rgb "#dddddd"
set xlabel "concurrent streams" font ",8"
unset key
set yrange [0:*]
set title "aggregate tokens/s" font ",9"
plot data using 1:3 with points pt 7 ps 0.6 lc rgb "#1f77b4"
set title "ms between a stream's tokens" font ",9"
plot data using 1:6 with points pt 7 ps 0.6 lc rgb "#d62728"
set title "sequences per batched pass" font ",9"
set yrange [0:8.5]
plot data using 1:10 with points pt 7 ps 0.6 lc rgb "#2ca02c", x with lines dt 2 lc rgb "#999999"
unset multiplot
