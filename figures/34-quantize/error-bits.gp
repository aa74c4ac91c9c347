# Relative RMS error of one tensor in every type against bits per weight; data from error-bits.dat.
set logscale y
set yrange [0.01:60]
set xrange [1:17]
set xtics 2, 2, 16
set xlabel "bits per weight"
set ylabel "relative RMS error (% of the tensor's RMS)"
set key top right samplen 2 font ",8"
set grid lc rgb "#dddddd"
# labels, upright so that neighbours half a bit apart do not collide: K-quants below
# their point, the other block formats above, the 16-bit types to the left
kquant(c) = strstrt(strcol(c), "_k") > 0
wide(c) = strstrt(strcol(c), "16") > 0
guide(x) = 0.5347 * 2**(8.5 - x)
plot guide(x) with lines dt 2 lc rgb "#aaaaaa" title "halving per bit (guide)", \
     data index 0 using 2:3 with points pt 7 ps 0.7 lc rgb "#1f77b4" title "synth-llama-d256 (Gaussian weights)", \
     data index 1 using 2:3 with points pt 6 ps 1.1 lc rgb "#d62728" title "stories260K (trained)", \
     data index 0 using 2:(kquant(1) || wide(1) ? NaN : $3):(strcol(1)) with labels rotate by 90 left offset 0,0.8 font ",8" noenhanced notitle, \
     data index 0 using 2:(kquant(1) ? $3 : NaN):(strcol(1)) with labels rotate by 90 right offset 0,-0.8 font ",8" noenhanced notitle, \
     data index 0 using 2:(wide(1) ? $3 : NaN):(strcol(1)) with labels right offset -1,0 font ",8" noenhanced notitle
