# Bytes of the KV cache against the context length; data from kv-bytes.dat (make plot-data).
set encoding utf8
set logscale xy 2
set xrange [256:131072]
set yrange [2**17:2**37]
set xtics ("256" 256, "1K" 1024, "4K" 4096, "16K" 16384, "64K" 65536, "128K" 131072)
set ytics ("128 KiB" 2**17, "1 MiB" 2**20, "32 MiB" 2**25, "1 GiB" 2**30, "32 GiB" 2**35, "128 GiB" 2**37)
set xlabel "context length n_{ctx} (positions)"
set ylabel "bytes of the cache"
set grid xtics ytics lc rgb "#dddddd"
set key bottom right Left reverse samplen 2.5 font ",7" spacing 0.9 opaque
set label "weights of Llama-2 7B (f16)" at 300, 13.48e9 * 0.55 font ",7" tc rgb "#d62728"
set label "weights of Llama-3 8B (f16)" at 300, 16.06e9 * 1.45 font ",7" tc rgb "#1f77b4"
plot data using 1:5 with lines lw 1.2 dt 2 lc rgb "#d62728" title "Llama-2 7B, f32", \
     data using 1:6 with lines lw 2 lc rgb "#d62728" title "Llama-2 7B, f16", \
     data using 1:7 with lines lw 1.2 dt 3 lc rgb "#d62728" title "Llama-2 7B, q8\\_0", \
     data using 1:8 with lines lw 1.2 dt 2 lc rgb "#1f77b4" title "Llama-3 8B, f32", \
     data using 1:9 with lines lw 2 lc rgb "#1f77b4" title "Llama-3 8B, f16", \
     data using 1:10 with lines lw 1.2 dt 3 lc rgb "#1f77b4" title "Llama-3 8B, q8\\_0", \
     data using 1:2 with lines lw 1.2 dt 2 lc rgb "#2ca02c" title "stories260K, f32", \
     data using 1:3 with lines lw 2 lc rgb "#2ca02c" title "stories260K, f16", \
     13.48e9 with lines lw 1 dt 4 lc rgb "#d62728" notitle, \
     16.06e9 with lines lw 1 dt 4 lc rgb "#1f77b4" notitle
