# Multiply-adds per prompt token by part of TinyLlama's shape; data from work-per-token.dat.
set style data histograms
set style histogram clustered gap 0.6
set style fill solid 0.85 border rgb "#555555"
set boxwidth 0.7
set ylabel "millions of multiply-adds per token"
set yrange [0:*]
set xtics scale 0 font ",8"
set grid ytics lc rgb "#dddddd"
unset key
plot data using 2:xtic(1) lc rgb "#1f77b4", \
     "" using 0:2:(sprintf("%.0f", $2)) with labels offset 0, 0.7 font ",8"
