# Relative RMS error of one tensor in every type against bits per weight; data from error-bits.dat.
set logscale y
set yrange [0.01:60]
set xrange [1:17]
set xtics 2, 2, 16
set xlabel "bits per weight"
set ylabel "relative RMS error (% of the tensor's RMS)"
set key top right samplen 2 font ",8"
set grid lc rgb "#dddddd"
# labels: K-quants (and f16) below left of their point, the others above right
# a guide, not data: an error that halves with every bit, through Q8_0's point
kquant(c) = strstrt(strcol(c), "_k") > 0 || strcol(c) eq "f16"
guide(x) = 0.5347 * 2**(8.5 - x)
plot guide(x) with lines dt 2 lc rgb "#aaaaaa" title "halving per bit (guide)", \
     data index 0 using 2:3 with points pt 7 ps 0.7 lc rgb "#1f77b4" title "synth-llama-d256 (Gaussian weights)", \
     data index 1 using 2:3 with points pt 6 ps 1.1 lc rgb "#d62728" title "stories260K (trained)", \
     data index 0 using 2:(kquant(1) ? NaN : $3):(strcol(1)) with labels left offset 0.9,0.45 font ",8" noenhanced notitle, \
     data index 0 using 2:(kquant(1) ? $3 : NaN):(strcol(1)) with labels right offset -0.9,-0.45 font ",8" noenhanced notitle
