# Side by side with llama.cpp, greedy, one thread: decode tokens/s (median of REPEATS runs, the
# four programs taking turns) and the drafted and accepted tokens, for phalanx run (plain,
# --lookup) and llama.cpp (llama-completion plain, llama-lookup with up to 16 drafted tokens),
# on two cases: stories260K, 300 tokens from "Once upon a time"; and the TinyLlama-shape model
# with stories260K's 512 tokens (random weights, Q8_0; written by phalanx synth to $SPEC_TMP,
# default /tmp, once), 160 tokens after a story and the start of its quotation. llama.cpp's
# programs are taken from $LLAMA_BIN (default /tmp/ref/llama.cpp/build/bin); its rows are
# left out when they are not there.
set -eu
S=${PHALANX_SHARED:-../shared}
T=${SPEC_TMP:-/tmp}
R=${REPEATS:-3}
LB=${LLAMA_BIN:-/tmp/ref/llama.cpp/build/bin}
TL=$T/phalanx-spec-tinyllama512-q8_0.gguf
test -f "$TL" || "$PHALANX" synth --vocab-from "$S/models/stories260K.gguf" -o "$TL" \
  --dim 2048 --layers 22 --heads 32 --kv-heads 4 --ffn 5632 --ctx 2048 --type q8_0 >/dev/null
STORY="Once upon a time, there was a little girl named Lily. She loved to play outside in the park. One day, she saw a big, red ball. She wanted to play with it, but it was too high."
P1="$STORY Lily said: \"Once upon a time, there was a little girl named Lily. She loved to play outside in the park."
W=$(mktemp -d)
trap 'rm -rf "$W"' EXIT
median() { sort -g | awk '{ v[NR] = $1 } END { print v[int((NR + 1) / 2)] }'; }
llama=0; test -x "$LB/llama-lookup" && test -x "$LB/llama-completion" && llama=1
echo "# command: sh figures/49-speculation/side-by-side.sh (REPEATS=$R)"
echo "# columns: case, engine, method, decode tok/s, drafted, accepted"
side_by_side() {   # case model prompt tokens
  rm -f "$W"/*
  for i in $(seq "$R"); do
    for method in plain lookup; do
      flag=; [ $method = lookup ] && flag=--lookup
      "$PHALANX" run -m "$2" -p "$3" --temp 0 -n "$4" -t 1 --stats $flag >/dev/null 2> "$W/err"
      sed -n 's/.*decode .* tokens *\([0-9.]*\) tok\/s/\1/p' "$W/err" >> "$W/$method"
      sed -n 's/.*passes, \([0-9]*\) drafted, \([0-9]*\) accepted.*/\1 \2/p' "$W/err" > "$W/$method.d"
    done
    [ $llama = 1 ] || continue
    "$LB/llama-completion" -m "$2" -p "$3" -n "$4" --temp 0 -t 1 -c 512 -no-cnv \
      >/dev/null 2> "$W/err" </dev/null
    sed -n 's/.* eval time = .* runs .* ms per token, *\([0-9.]*\) tokens per second.*/\1/p' "$W/err" \
      | tail -1 >> "$W/llplain"
    "$LB/llama-lookup" -m "$2" -p "$3" -n "$4" --temp 0 -t 1 -c 512 --spec-draft-n-max 16 \
      >/dev/null 2> "$W/look.$i" </dev/null
    sed -n 's/.*decoded .* speed: *\([0-9.]*\) t\/s.*/\1/p' "$W/look.$i" >> "$W/lllook"
  done
  for method in plain lookup; do
    echo "$1 phalanx $method $(median < "$W/$method") $(cat "$W/$method.d" 2>/dev/null | grep . || echo 0 0)"
  done
  [ $llama = 1 ] || return 0
  # llama-lookup's last log lines (its counts) are sometimes lost at exit: take the first run's that has them.
  drafted=$(cat "$W"/look.* | sed -n 's/.*n_drafted *= *\([0-9]*\).*/\1/p' | head -1)
  accepted=$(cat "$W"/look.* | sed -n 's/.*n_accept *= *\([0-9]*\).*/\1/p' | head -1)
  echo "$1 llama.cpp plain $(median < "$W/llplain") 0 0"
  echo "$1 llama.cpp lookup $(median < "$W/lllook") ${drafted:-0} ${accepted:-0}"
}
side_by_side stories "$S/models/stories260K.gguf" "Once upon a time" 300
side_by_side tinyllama512 "$TL" "$P1" 160
