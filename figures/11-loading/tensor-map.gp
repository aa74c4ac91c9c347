# The data section of a Q4_K_M file, tensor by tensor; data from tensor-map.dat.
set termoption noenhanced
set xlabel "offset in the data section (KiB)"
set yrange [20.7:-0.7]
set xrange [0:1110]
set ytics font ",7" nomirror
set xtics 100 font ",8"
set grid xtics lc rgb "#eeeeee"
set key top right samplen 1.5 font ",8"
set style fill solid 0.9 noborder
plot data using ($2 + $3 / 2):1:($2):($2 + $3):($1 - 0.38):($1 + 0.38):ytic(5) \
       with boxxyerror lc rgb "#ffffff" notitle, \
     data using (strcol(4) eq "f32" ? $2 + $3 / 2 : NaN):1:($2):($2 + $3):($1 - 0.38):($1 + 0.38) \
       with boxxyerror lc rgb "#999999" title "F32 (norms)", \
     data using (strcol(4) eq "q4_K" ? $2 + $3 / 2 : NaN):1:($2):($2 + $3):($1 - 0.38):($1 + 0.38) \
       with boxxyerror lc rgb "#1f77b4" title "Q4_K", \
     data using (strcol(4) eq "q6_K" ? $2 + $3 / 2 : NaN):1:($2):($2 + $3):($1 - 0.38):($1 + 0.38) \
       with boxxyerror lc rgb "#d62728" title "Q6_K"
