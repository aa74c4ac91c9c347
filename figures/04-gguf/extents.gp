# The data section of the Q4_K_M mix as a memory map; data from extents.dat (make plot-data).
set encoding utf8
set xlabel "offset in the data section (KiB)"
set ylabel "bits per element (logarithmic)"
set xrange [0:1120]
set logscale y 2
set yrange [2:48]
set ytics (4.5, 6.5625, 32)
set grid ytics lc rgb "#dddddd"
set key top center horizontal samplen 1 font ",8"
set style fill solid 0.7 border lc rgb "#333333"
box(t) = ($3 == t ? $7 : 1/0)
# each tensor: a box from its offset to the next one's, from 2 up to its bits per element
plot data using (($5 + $6 / 2) / 1024):(box(0)):($5 / 1024):(($5 + $6) / 1024):(2):(box(0)) \
          with boxxyerror lc rgb "#a64d79" title "type 0 (f32)", \
     data using (($5 + $6 / 2) / 1024):(box(14)):($5 / 1024):(($5 + $6) / 1024):(2):(box(14)) \
          with boxxyerror lc rgb "#3d85c6" title "type 14 (q6\\_K)", \
     data using (($5 + $6 / 2) / 1024):(box(12)):($5 / 1024):(($5 + $6) / 1024):(2):(box(12)) \
          with boxxyerror lc rgb "#e69138" title "type 12 (q4\\_K)"
