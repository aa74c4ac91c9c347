# Memory a sequence holds against its length; data from state-cost.dat (make plot-data PLOT=state-cost).
set encoding utf8
set xlabel "tokens in the sequence"
set ylabel "memory held (MiB)"
set xrange [0:32768]
set yrange [0:*]
set xtics 8192
set grid ytics lc rgb "#dddddd"
set key top left Left reverse samplen 2.5 font ",8" opaque
plot data using 1:2 with lines lw 2 dt 2 lc rgb "#d62728" title "all 32 layers attention (KV cache)", \
     data using 1:5 with lines lw 2 lc rgb "#1f77b4" title "hybrid: 8 attention layers + 24 states", \
     data using 1:4 with lines lw 2 dt 3 lc rgb "#2ca02c" title "hybrid: the 24 DeltaNet states alone"
