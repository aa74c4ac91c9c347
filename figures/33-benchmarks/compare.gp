# Side by side: tokens/s of Phalanx, llama.cpp and ik_llama.cpp per file and test, with the
# standard deviation over every repetition of every pass (compare.dat, from make plot-data).
set style data histogram
set style histogram errorbars gap 1 lw 1
set style fill solid 0.85 border -1
set boxwidth 0.9
set datafile missing "-"
set logscale y
set yrange [1:*]
set ylabel "tokens per second"
set xtics rotate by -35 font ",7" noenhanced
set key top right font ",8"
set grid ytics lc rgb "#dddddd"
plot data using 2:3:xtic(1) title "Phalanx" lc rgb "#1f77b4", \
     '' using 4:5 title "llama.cpp" lc rgb "#d62728", \
     '' using 6:7 title "ik\\_llama.cpp" lc rgb "#2ca02c"
