# a // 3 and a % 3 as Python (the evaluator) and C compute them; data from floordiv.dat
# (columns: a, Python's a // 3, Python's a % 3, C's a / 3, C's a % 3).
set multiplot layout 1, 2
set xrange [-7.5:7.5]
set xtics 2 font ",8"
set ytics 1 font ",8"
set grid lc rgb "#dddddd"
set xlabel "a"
set key bottom right samplen 1.5 font ",8"
set yrange [-3.5:3.5]
set title "quotient by 3" font ",9"
plot data using 1:4 with points pt 6 ps 0.8 lc rgb "#999999" title "C  a / 3", \
     data using 1:2 with points pt 7 ps 0.5 lc rgb "#d62728" title "Python  a // 3"
set title "remainder by 3" font ",9"
set yrange [-2.5:3.5]
plot data using 1:5 with points pt 6 ps 0.8 lc rgb "#999999" title "C  a % 3", \
     data using 1:3 with points pt 7 ps 0.5 lc rgb "#d62728" title "Python  a % 3"
unset multiplot
