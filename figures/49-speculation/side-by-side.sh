# Side by side with llama.cpp: stories260K, greedy, 300 tokens from "Once upon a time", one
# thread; decode tokens/s (median of REPEATS runs) and the share of drafted tokens accepted, for
# phalanx run (plain, --lookup) and llama.cpp (llama-completion plain, llama-lookup). llama.cpp's
# programs are taken from $LLAMA_BIN (default /tmp/ref/llama.cpp/build/bin); its rows are left
# out when they are not there.
set -eu
S=${PHALANX_SHARED:-../shared}
R=${REPEATS:-5}
LB=${LLAMA_BIN:-/tmp/ref/llama.cpp/build/bin}
M=$S/models/stories260K.gguf
T=$(mktemp -d)
trap 'rm -rf "$T"' EXIT
median() { sort -g | awk '{ v[NR] = $1 } END { print v[int((NR + 1) / 2)] }'; }
echo "# command: sh figures/49-speculation/side-by-side.sh (REPEATS=$R)"
echo "# columns: engine, method, decode tok/s, drafted, accepted"
for method in plain lookup; do
  flag=; [ $method = lookup ] && flag=--lookup
  for i in $(seq "$R"); do
    "$PHALANX" run -m "$M" -p "Once upon a time" --temp 0 -n 300 -t 1 --stats $flag >/dev/null 2> "$T/err"
    sed -n 's/.*decode .* tokens *\([0-9.]*\) tok\/s/\1/p' "$T/err" >> "$T/$method"
  done
  d=$(sed -n 's/.*passes, \([0-9]*\) drafted, \([0-9]*\) accepted.*/\1 \2/p' "$T/err")
  echo "phalanx $method $(median < "$T/$method") ${d:-0 0}"
done
test -x "$LB/llama-lookup" && test -x "$LB/llama-completion" || exit 0
for i in $(seq "$R"); do
  "$LB/llama-completion" -m "$M" -p "Once upon a time" -n 300 --temp 0 -t 1 -c 512 -no-cnv \
    >/dev/null 2> "$T/err" </dev/null
  sed -n 's/.* eval time = .* runs .* ms per token, *\([0-9.]*\) tokens per second.*/\1/p' "$T/err" \
    | tail -1 >> "$T/llplain"
  "$LB/llama-lookup" -m "$M" -p "Once upon a time" -n 300 --temp 0 -t 1 -c 512 --spec-draft-n-max 16 \
    >/dev/null 2> "$T/look.$i" </dev/null
  sed -n 's/.*decoded .* speed: *\([0-9.]*\) t\/s.*/\1/p' "$T/look.$i" >> "$T/lllook"
done
# llama-lookup's last log lines (its counts) are sometimes lost at exit: take the first run's that has them.
drafted=$(cat "$T"/look.* | sed -n 's/.*n_drafted *= *\([0-9]*\).*/\1/p' | head -1)
accepted=$(cat "$T"/look.* | sed -n 's/.*n_accept *= *\([0-9]*\).*/\1/p' | head -1)
echo "llama.cpp plain $(median < "$T/llplain") 0 0"
echo "llama.cpp lookup $(median < "$T/lllook") ${drafted:-0} ${accepted:-0}"
