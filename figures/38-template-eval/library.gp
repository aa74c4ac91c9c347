# The 24 filters, tests and methods that most of the 65 chat templates call; data from library.dat
# (columns: kind, name, templates that use it; sorted by the count).
set style fill solid 0.7 border rgb "#404040"
set yrange [23.6:-0.6]
set xrange [0:65]
set xtics 0, 10, 60 font ",8"
set ytics scale 0 font ",8"
set xlabel "templates that call it (of 65)"
set grid xtics lc rgb "#dddddd"
set key bottom right font ",8" samplen 1
col(k) = k eq "filter" ? 0x1f77b4 : k eq "test" ? 0xff7f0e : 0x2ca02c
plot data every ::0::23 using (0):0:(0):3:($0 - 0.35):($0 + 0.35):(col(strcol(1))):ytic(2) \
         with boxxyerror lc rgb variable notitle, \
     NaN with boxes lc rgb "#1f77b4" title "filter  x|name", \
     NaN with boxes lc rgb "#ff7f0e" title "test  x is name", \
     NaN with boxes lc rgb "#2ca02c" title "method  x.name()"
