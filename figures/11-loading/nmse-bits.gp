# NMSE of the decoded weights against their bits per weight; data from nmse-bits.dat.
set logscale y
set format y "10^{%T}"
set xlabel "bits per weight"
set ylabel "NMSE against the float32 weights"
set xrange [1:17.5]
set yrange [1e-8:0.5]
set key top right samplen 2 font ",8"
set grid ytics lc rgb "#dddddd"
nz(v) = v > 0 ? v : NaN
isk(t) = strstrt(t, "_k") > 0
# the uniform quantizer's law, drawn through Q8_0: one bit more, four times less error
stats data using (strcol(1) eq "q8_0" ? $3 : NaN) nooutput
q8 = STATS_max
law(b) = q8 * 4**(8.5 - b)
plot law(x) with lines dt 2 lc rgb "#999999" title "÷4 per bit", \
     data using 2:(isk(strcol(1)) ? NaN : nz($3)) with points pt 7 ps 0.7 lc rgb "#1f77b4" title "legacy blocks and floats", \
     data using 2:(isk(strcol(1)) ? nz($3) : NaN) with points pt 5 ps 0.7 lc rgb "#d62728" title "K-quants", \
     data using 2:(isk(strcol(1)) ? NaN : nz($3)):(strcol(1)) with labels left offset 0.8,0.3 font ",7" noenhanced notitle, \
     data using 2:(isk(strcol(1)) ? nz($3) : NaN):(strcol(1)) with labels right offset -0.8,-0.3 font ",7" noenhanced notitle
