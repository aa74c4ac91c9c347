# Length of each token-embedding row of stories260K; data from norms.dat (make plot-data).
set encoding utf8
set xlabel "token id"
set ylabel "length of the embedding row"
set xrange [0:511]
set yrange [1.2:3.3]
set key bottom right samplen 1 font ",8"
set grid ytics lc rgb "#dddddd"
set object 1 rect from 3, graph 0 to 258, graph 1 fc rgb "#eeeeee" fs solid noborder behind
set label "byte tokens <0x00> ... <0xFF>" at 130, 3.2 center font ",8" tc rgb "#555555"
set label "merged tokens, in the order they were learned" at 385, 3.2 center font ",8" tc rgb "#555555"
set label "<0x0A>" at 13, 1.94 offset 1, 0 font ",7" tc rgb "#555555"
plot data using 1:2 with points pt 7 ps 0.35 lc rgb "#1f77b4" notitle
