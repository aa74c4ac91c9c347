# RoPE/YaRN wavelengths per pair; data from yarn-ramp.dat (make plot-data).
set encoding utf8
set logscale y
set format y "10^{%T}"
set xlabel "rotary pair i"
set ylabel "wavelength (positions per turn)"
set y2label "YaRN ramp γ_i"
set y2range [0:1.05]
set y2tics 0, 0.25, 1
set ytics nomirror
set xrange [0:63]
set key bottom right Left reverse samplen 2.5 font ",8"
set grid ytics lc rgb "#dddddd"
set arrow from graph 0, first 4096 to graph 1, first 4096 nohead dt 3 lc rgb "#777777"
set label "trained context L = 4096" at 49, first 2700 font ",8" tc rgb "#555555"
set arrow from graph 0, first 128 to graph 1, first 128 nohead dt 3 lc rgb "#777777"
set label "L / β_{fast} = 128" at 49, first 85 font ",8" tc rgb "#555555"
plot data using 1:2 with lines lw 1.2 lc rgb "#000000" title "RoPE", \
     data using 1:3 with lines lw 1.2 lc rgb "#1f77b4" title "linear, factor 8", \
     data using 1:4 with lines lw 2 lc rgb "#d62728" title "YaRN, factor 8", \
     data using 1:5 with lines lw 1.2 dt 4 lc rgb "#2ca02c" title "Llama 3 divisors", \
     data using 1:6 axes x1y2 with lines lw 1.2 dt 2 lc rgb "#d62728" title "YaRN ramp γ_i (right axis)"
