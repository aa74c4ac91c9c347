# Tokenizer throughput per vocabulary (CPU time, one thread); data from tok-speed.dat.
set style data histograms
set style histogram clustered gap 1.5
set style fill solid 0.9 border -1
set boxwidth 0.9
set xtics rotate by -30 font ",8" nomirror
set ylabel "MB/s of CPU time"
set yrange [0:*]
set key top left samplen 1.5 font ",8"
set grid ytics lc rgb "#dddddd"
plot data using 6:xtic(1) lc rgb "#9ecae1" title "reference: merges judged by their strings", \
     data using 5 lc rgb "#1f77b4" title "default: merges judged by token ids"
