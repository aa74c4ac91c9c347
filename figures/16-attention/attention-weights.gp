# Softmax weights of one head over a real prompt; data from attention-weights.dat (make plot-data).
set encoding utf8
set xlabel "key j" offset 0, 0.5
set ylabel "query p"
set xrange [-0.5:16.5]
set yrange [16.5:-0.5]
set xtics rotate by 60 right font ",7" nomirror
set ytics font ",7" nomirror
set cblabel "weight w_j"
set cbrange [0:1]
set cbtics 0, 0.25, 1
set palette defined (0 "#ffffff", 0.1 "#deebf7", 0.3 "#9ecae1", 0.6 "#3182bd", 1 "#08306b")
set size ratio -1
set object 1 rectangle from graph 0, graph 0 to graph 1, graph 1 behind fc rgb "#e8e8e8" fs solid noborder
set label 1 "masked: j > p" at 11, 4 center font ",8" tc rgb "#555555"
unset key
plot data using 2:1:($2-0.5):($2+0.5):($1-0.5):($1+0.5):3:xtic(5) with boxxy fc palette fs solid noborder, \
     data using (1/0):1:ytic(4) with points
