# Aggregate tokens/s of phalanx serve replicas behind HAProxy; data from replicas-throughput.dat
# (columns: setup replicas threads_each pass aggregate_tok_s ...; one row per run).
set xrange [0.5:3.5]
set yrange [0:*]
set xtics 1
set xlabel "replicas behind HAProxy (each -np 4 -t 1)"
set ylabel "aggregate tokens/s (8 streams)"
set key top right samplen 1.5 font ",8" spacing 1.1
set grid lc rgb "#dddddd"
plot data using ($3 == 1 ? $2 : 1/0):5 with points pt 7 ps 0.8 lc rgb "#1f77b4" title "R replicas, one thread each", \
     data using ($3 == 2 ? $2 + 0.1 : 1/0):5 with points pt 6 ps 1.0 lc rgb "#d62728" title "one replica, -np 8 -t 2"
