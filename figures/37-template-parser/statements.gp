# Statement tags of the 65 chat templates by keyword; data from statements.dat
# (columns: keyword, tags over all templates, templates that use it).
set logscale y
set yrange [0.7:4000]
set format y "10^{%T}"
set xrange [-0.6:8.6]
set ylabel "tags in the 65 templates"
set style fill solid 0.6 border rgb "#404040"
set boxwidth 0.6
set grid ytics lc rgb "#dddddd"
set xtics nomirror scale 0 font ",9"
set ytics nomirror
unset key
plot data using 0:2:xtic(1) with boxes lc rgb "#1f77b4", \
     data using 0:2:(sprintf("%d of 65", $3)) with labels offset 0, 0.8 font ",8" tc rgb "#333333"
