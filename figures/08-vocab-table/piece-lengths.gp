# Bytes of text per normal token, four real vocabularies; data from piece-lengths.dat.
set xlabel "bytes of text the token stands for (16: 16 or more)"
set ylabel "fraction of the normal tokens"
set xrange [0.5:16.5]
set xtics 1, 1, 16 font ",8"
set yrange [0:*]
set key top right samplen 2 font ",8"
set grid ytics lc rgb "#dddddd"
plot data index 0 using 2:4 with linespoints pt 7 ps 0.45 lc rgb "#999999" title "llama-spm (Llama 2, 32 000)", \
     data index 1 using 2:4 with linespoints pt 5 ps 0.4 lc rgb "#2ca02c" title "gpt-2 (50 257)", \
     data index 2 using 2:4 with linespoints pt 9 ps 0.5 lc rgb "#1f77b4" title "llama-bpe (Llama 3, 128 256)", \
     data index 3 using 2:4 with linespoints pt 13 ps 0.5 lw 1.5 lc rgb "#d62728" title "qwen2 (Qwen 3, 151 669)"
