# Source size of the 65 chat templates against the size of what they render for the two
# conversations; data from golden-sizes.dat (columns: template, source bytes, pub1 bytes, pub2 bytes;
# a comment line gives the bytes of the messages' own text).
c2 = real(system("sed -n 's/.*pub2 \\([0-9]*\\) bytes.*/\\1/p' " . data))
set logscale xy
set xrange [300:30000]
set yrange [30:10000]
set format x "10^{%T}"
set format y "10^{%T}"
set xlabel "template source (bytes)"
set ylabel "rendered prompt (bytes)"
set grid lc rgb "#dddddd"
set key top left font ",8" samplen 1.5
set datafile missing "-"
plot data using 2:3 with points pt 6 ps 0.6 lc rgb "#1f77b4" title "system and user message", \
     data using 2:4 with points pt 7 ps 0.5 lc rgb "#d62728" title "three turns", \
     c2 with lines dt 2 lc rgb "#777777" title "the three turns' own text"
