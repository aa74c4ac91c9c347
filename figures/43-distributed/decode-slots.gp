# Aggregate decode tokens/s of four concurrent requests through a pipeline of N processes, with
# and without the overlap of slots; data from decode-slots.dat (columns: processes, mode, pass,
# aggregate_tok_s, ...; one row per run).
set xrange [0.5:4.5]
set yrange [0:*]
set xtics ("1" 1, "2" 2, "4" 4)
set xlabel "processes in the pipeline (one thread each)"
set ylabel "aggregate decode tokens/s"
set key top right samplen 1.5 font ",8" spacing 1.1
set grid lc rgb "#dddddd"
plot data using (strcol(2) eq "one" ? $1 : 1/0):4 with points pt 5 ps 0.7 lc rgb "#333333" title "one process", \
     data using (strcol(2) eq "overlap" ? $1 - 0.08 : 1/0):4 with points pt 7 ps 0.8 lc rgb "#1f77b4" title "slots overlapped", \
     data using (strcol(2) eq "wait" ? $1 + 0.08 : 1/0):4 with points pt 6 ps 0.9 lc rgb "#d62728" title "each slot waits (PHALANX\\_DIST\\_WAIT=1)"
