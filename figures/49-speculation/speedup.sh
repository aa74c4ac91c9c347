# The speed-up table of the speculation chapter: decode tokens/s of phalanx run, plain and with
# lookup (--lookup), on a repetitive prompt; the median of REPEATS runs each, the acceptance rate,
# and whether the greedy text was the same. A TinyLlama-shape model (random weights, Q4_0) is
# written by phalanx synth to $SPEC_TMP (default /tmp) once and reused. llama.cpp's llama-lookup
# and llama-completion run the same prompts when $LLAMA_BIN names a directory holding them.
set -eu
S=${PHALANX_SHARED:-../shared}
T=${SPEC_TMP:-/tmp}
R=${REPEATS:-3}
TL=$T/phalanx-spec-tinyllama-q4_0.gguf
test -f "$TL" || "$PHALANX" synth --vocab-from "$S/models/tiny-random-llama2-f16.gguf" -o "$TL" \
  --dim 2048 --layers 22 --heads 32 --kv-heads 4 --ffn 5632 --ctx 2048 --type q4_0 >/dev/null
STORY="Once upon a time, there was a little girl named Lily. She loved to play outside in the park. One day, she saw a big, red ball. She wanted to play with it, but it was too high."
P1="$STORY Lily said: \"Once upon a time, there was a little girl named Lily. She loved to play outside in the park."
P2="def add(a, b):\n    return a + b\n\n# the same code again:\ndef add(a, b):\n"
tok_s() { sed -n 's/.*decode .* tokens *\([0-9.]*\) tok\/s/\1/p' "$1"; }
acc() { sed -n 's/.*accepted (\([0-9.]*\)%).*/\1/p' "$1"; }
median() { sort -g | awk '{ v[NR] = $1 } END { print v[int((NR + 1) / 2)] }'; }
echo "# command: sh figures/49-speculation/speedup.sh (REPEATS=$R)"
echo "# columns: case, model, tokens, plain tok/s, lookup tok/s, speed-up, accepted %, same text (1/0)"
run_case() {   # name model prompt n
  for i in $(seq "$R"); do
    "$PHALANX" run -m "$2" -e -p "$3" --temp 0 -n "$4" --stats > "$T/spec-plain.txt" 2> "$T/spec-plain.err"
    tok_s "$T/spec-plain.err" >> "$T/spec-plain.tps"
    "$PHALANX" run -m "$2" -e -p "$3" --temp 0 -n "$4" --stats --lookup > "$T/spec-look.txt" 2> "$T/spec-look.err"
    tok_s "$T/spec-look.err" >> "$T/spec-look.tps"
  done
  a=$(median < "$T/spec-plain.tps"); b=$(median < "$T/spec-look.tps")
  same=1; cmp -s "$T/spec-plain.txt" "$T/spec-look.txt" || same=0
  echo "$1 $(basename "$2" .gguf) $4 $a $b $(awk -v a="$a" -v b="$b" 'BEGIN { printf "%.2f", b / a }') $(acc "$T/spec-look.err") $same"
  rm -f "$T/spec-plain.tps" "$T/spec-look.tps"
}
run_case story-quote "$S/models/stories260K.gguf" "$P1" 200
run_case code-repeat "$TL" "$P2" 128
run_case story-quote "$TL" "$P1" 128
