# Bits a per-matrix scale would cost each Q8_0 block of stories260K; data from block-scales.dat.
set encoding utf8
set xlabel "log_2 (largest block scale of the matrix / the block's scale) = bits lost"
set ylabel "blocks of 32 weights"
set xrange [0:5]
set yrange [0:*]
set xtics 0, 0.5, 5
set grid ytics lc rgb "#dddddd"
set style fill solid 0.6 border lc rgb "#1f77b4"
w = 0.25
bin(x) = w * floor(x / w) + w / 2
plot data using (bin($3)):(1) smooth frequency with boxes lc rgb "#1f77b4" notitle
