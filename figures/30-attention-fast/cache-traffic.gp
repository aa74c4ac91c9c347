# Bytes read from the cache by one decode step against the depth; data from cache-traffic.dat.
set xlabel "depth: positions already in the cache"
set ylabel "MB read per decode step"
set xrange [0:4096]
set xtics 512
set yrange [0:800]
set key top left samplen 2 font ",8"
set grid ytics lc rgb "#dddddd"
plot data using 1:2 with lines lw 2 dt 2 lc rgb "#666666" title "f16 cache, one-head kernels (each of 8 heads reads the rows)", \
     data using 1:3 with lines lw 2 lc rgb "#1f77b4" title "f16 cache, group kernels (rows read once per group)", \
     data using 1:4 with lines lw 2 lc rgb "#2ca02c" title "Q8\\_0 cache, group kernels", \
     data using 1:5 with lines lw 1.2 dt 3 lc rgb "#d62728" title "the 22 layers' weights in q4\\_0"
