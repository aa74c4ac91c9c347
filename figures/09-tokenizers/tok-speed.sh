# The tokenizer-speed figure of chapter 9: bench_tokenize on its 4 MiB text, one thread,
# in MB/s of the process's CPU time, reference mode (merges by strings) and default (by ids).
make -s "$BUILD/bench/bench_tokenize" >&2 || exit 1
echo "# command: build/bench/bench_tokenize"
echo "# vocabulary MiB tokens MBps_wall MBps_cpu ref_MBps_cpu speedup"
"$BUILD"/bench/bench_tokenize | awk 'NR > 1'
