# The speed-up table of the speculation chapter: decode tokens/s of phalanx run on one thread,
# plain and speculating, in runs that alternate (plain, speculating, plain, ...) REPEATS times;
# the medians, the median of the pairs' ratios (speculating / plain) with the smallest and
# largest, the acceptance rate, and whether the greedy texts were the same. TinyLlama-shape
# models with random weights are written by phalanx synth to $SPEC_TMP (default /tmp) once:
# with Llama 2's vocabulary in Q8_0 and Q4_0, and with stories260K's 512 tokens in Q8_0.
set -eu
S=${PHALANX_SHARED:-../shared}
T=${SPEC_TMP:-/tmp}
R=${REPEATS:-3}
synth() {   # name vocab-file type
  test -f "$T/phalanx-spec-$1-$3.gguf" || "$PHALANX" synth --vocab-from "$2" -o "$T/phalanx-spec-$1-$3.gguf" \
    --dim 2048 --layers 22 --heads 32 --kv-heads 4 --ffn 5632 --ctx 2048 --type "$3" >/dev/null
}
synth tinyllama "$S/models/tiny-random-llama2-f16.gguf" q8_0
synth tinyllama "$S/models/tiny-random-llama2-f16.gguf" q4_0
synth tinyllama512 "$S/models/stories260K.gguf" q8_0
STORY="Once upon a time, there was a little girl named Lily. She loved to play outside in the park. One day, she saw a big, red ball. She wanted to play with it, but it was too high."
P1="$STORY Lily said: \"Once upon a time, there was a little girl named Lily. She loved to play outside in the park."
P2="def add(a, b):\n    return a + b\n\n# the same code again:\ndef add(a, b):\n"
P3="&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&"   # no task: a prompt after which the random model loops
W=$(mktemp -d)
trap 'rm -rf "$W"' EXIT
tok_s() { sed -n 's/.*decode .* tokens *\([0-9.]*\) tok\/s/\1/p' "$1"; }
acc() { sed -n 's/.*accepted (\([0-9.]*\)%).*/\1/p' "$1"; }
median() { sort -g | awk '{ v[NR] = $1 } END { print v[int((NR + 1) / 2)] }'; }
echo "# command: sh figures/49-speculation/speedup.sh (REPEATS=$R)"
echo "# columns: case, model, method, tokens, plain tok/s, speculating tok/s (medians),"
echo "#   ratio (median of pairs), smallest and largest ratio, accepted %, same text (1/0)"
run_case() {   # case model method tokens prompt spec-options...
  c=$1 m=$2 how=$3 n=$4 p=$5
  shift 5
  : > "$W/a"; : > "$W/b"; : > "$W/r"
  for i in $(seq "$R"); do
    "$PHALANX" run -m "$m" -e -p "$p" --temp 0 -n "$n" -t 1 --stats > "$W/plain.txt" 2> "$W/plain.err"
    "$PHALANX" run -m "$m" -e -p "$p" --temp 0 -n "$n" -t 1 --stats "$@" > "$W/spec.txt" 2> "$W/spec.err"
    a=$(tok_s "$W/plain.err"); b=$(tok_s "$W/spec.err")
    echo "$a" >> "$W/a"; echo "$b" >> "$W/b"
    awk -v a="$a" -v b="$b" 'BEGIN { printf "%.3f\n", b / a }' >> "$W/r"
  done
  same=1; cmp -s "$W/plain.txt" "$W/spec.txt" || same=0
  echo "$c $(basename "$m" .gguf | sed 's/^phalanx-spec-//') $how $n $(median < "$W/a") $(median < "$W/b")" \
    "$(median < "$W/r") $(sort -g "$W/r" | head -1) $(sort -g "$W/r" | tail -1) $(acc "$W/spec.err") $same"
}
run_case story-quote "$S/models/stories260K.gguf" lookup 200 "$P1" --lookup
run_case story-quote "$S/models/stories260K.gguf" lookup-3 200 "$P1" --lookup --draft-max 3
run_case code-repeat "$T/phalanx-spec-tinyllama-q8_0.gguf" lookup 128 "$P2" --lookup
run_case story-quote "$T/phalanx-spec-tinyllama512-q8_0.gguf" lookup 160 "$P1" --lookup
run_case loop "$T/phalanx-spec-tinyllama512-q8_0.gguf" lookup 128 "$P3" --lookup
run_case code-repeat "$T/phalanx-spec-tinyllama-q8_0.gguf" draft-q4_0 64 "$P2" \
  -md "$T/phalanx-spec-tinyllama-q4_0.gguf" --draft-max 4 --draft-p-min 0
