# The comparison of chapter 32 on one thread (make plot-data PLOT=compare-1thread):
# figures/33-benchmarks/compare.sh with T=1 (and, unless given, two passes of two
# repetitions, since one thread takes twice as long). Same files, same engines.
T=1 PASSES=${PASSES:-2} R=${R:-2} exec sh figures/33-benchmarks/compare.sh
