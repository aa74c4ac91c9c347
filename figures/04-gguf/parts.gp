# Bytes of each part of a GGUF file, per file; data from parts.dat (make plot-data).
set encoding utf8
set logscale x 10
set format x "10^{%T}"
set xrange [1:3e7]
set yrange [7.6:-0.6]
set xlabel "bytes (logarithmic)"
set ytics nomirror noenhanced font ",8"
set key outside top center horizontal samplen 1 font ",8"
set grid xtics lc rgb "#dddddd"
set lmargin 27
name(s) = substr(s, 1, strstrt(s, ".gguf") - 1)
plot data using 3:0:ytic(name(strcol(1))) with points pt 7 ps 0.9 lc rgb "#e69138" title "metadata", \
     data using ($4 > 0 ? $4 : 1/0):0 with points pt 5 ps 0.8 lc rgb "#6aa84f" title "tensor infos", \
     data using ($5 > 0 ? $5 : 1/0):0 with points pt 9 ps 0.9 lc rgb "#777777" title "padding", \
     data using ($6 > 0 ? $6 : 1/0):0 with points pt 13 ps 1.0 lc rgb "#a64d79" title "tensor data"
