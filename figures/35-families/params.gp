# Parameters of the shared random models by kind of tensor; data from params.dat.
set encoding utf8
set style data histogram
set style histogram clustered gap 1.5
set style fill solid 0.85 border rgb "#404040"
set boxwidth 0.9
set logscale y
set format y "10^{%T}"
set yrange [500:3e6]
set ylabel "parameters"
set xtics nomirror rotate by 0 font ",9" noenhanced
set key below horizontal samplen 1.5 font ",8"
set grid ytics lc rgb "#dddddd"
nz(v) = v > 0 ? v : NaN
plot data using (nz($2)):xtic(1) lc rgb "#9ecae1" title "embedding", \
     data using (nz($3)) lc rgb "#3182bd" title "attention", \
     data using (nz($4)) lc rgb "#31a354" title "feed-forward", \
     data using (nz($5)) lc rgb "#fd8d3c" title "output head", \
     data using (nz($6)) lc rgb "#bdbdbd" title "norm gains and biases", \
     data using ($0):(1.6e6):(sprintf("%d tensors", $7)) with labels font ",8" notitle
