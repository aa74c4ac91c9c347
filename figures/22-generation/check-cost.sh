# The cost of scanning for non-finite values in the generation chapter: bench_check, the
# best of its repetitions, next to the time to open stories260K (one line per quantity).
make -s "$BUILD"/bench/bench_check >&2 || exit 1
echo "# command: build/bench/bench_check (in ../shared)"
out=$(cd "${PHALANX_SHARED:-../shared}" && "$BUILD"/bench/bench_check) || exit 1
echo "$out" | sed 's/^/# /'
echo "$out" | tr -d '()' | awk '
    /open stories260K/ { print "open_us", $(NF-1) }
    /704 gains/        { print "gains_us", $(NF-1) }
    /266240 gains/     { print "gains7b_us", $(NF-1) }
    /256 MiB/          { print "scan_ms", $(NF-3); print "scan_gbs", $(NF-1) }'
