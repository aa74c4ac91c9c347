#!/bin/sh
# End-to-end tests of `phalanx chat` (chapter 40; tangled from book/40-conversations.nw).
set -u
pass=0; fail=0
ok() { pass=$((pass + 1)); }
bad() { fail=$((fail + 1)); echo "cli-chat: $1"; }
t=$(mktemp -d)
trap 'rm -rf "$t"' EXIT
S=$PHALANX_SHARED
qwen=$S/models/archs/llama3.gguf
tpl=$S/templates/jinja/meta-llama-Llama-3.1-8B-Instruct.jinja
printf 'Hello there\nAnd then?\n' | $PHALANX chat -m "$qwen" --chat-template "$tpl" -n 6 --temp 0 \
  --stats > "$t/out" 2> "$t/err" && ok || bad "two turns failed: $(cat "$t/err")"
[ "$(wc -l < "$t/out")" -eq 2 ] && ok || bad "expected two reply lines, got: $(cat "$t/out")"
reused=$(sed -n 's/.*turn 2: prompt \([0-9]*\) tokens, \([0-9]*\) reused.*, \([0-9]*\) evaluated.*/\2 \1 \3/p' "$t/err")
set -- $reused
[ "${1:-0}" -gt 0 ] && [ "$(( $1 + $3 ))" -eq "${2:-0}" ] && ok || bad "turn 2 did not reuse the cache: $(cat "$t/err")"
# the second reply, computed once without a conversation
r1=$(sed -n 1p "$t/out"); r2=$(sed -n 2p "$t/out")
python_free_json() { printf '%s' "$1" | sed 's/\\/\\\\/g; s/"/\\"/g'; }
printf '{"messages": [{"role": "user", "content": "Hello there"}, {"role": "assistant", "content": "%s"}, {"role": "user", "content": "And then?"}], "bos_token": "", "eos_token": "<|endoftext|>"}' \
  "$(python_free_json "$r1")" > "$t/conv.json"
$PHALANX template --template "$tpl" --messages "$t/conv.json" > "$t/prompt" 2> "$t/err" && ok || bad "template: $(cat "$t/err")"
once=$($PHALANX run -m "$qwen" -f "$t/prompt" --special --no-bos -n 6 --temp 0 2> "$t/err")
[ "$once" = "$r2" ] && ok || bad "turn 2 with the cache ('$r2') differs from one run ('$once')"
# ChatML for a model without a template; /exit ends the conversation before the second line
printf 'Hi\n/exit\nnever read\n' | $PHALANX chat -m "$S/models/stories260K.gguf" -n 4 --temp 0 --stats \
  > "$t/out" 2> "$t/err" && ok || bad "stories260K chat failed: $(cat "$t/err")"
grep -q 'turn 1:' "$t/err" && ! grep -q 'turn 2:' "$t/err" && ok || bad "/exit did not end it: $(cat "$t/err")"
# run --chat: one turn, the same reply as the first turn of a conversation
printf 'Hello there\n' | $PHALANX chat -m "$qwen" --chat-template "$tpl" -n 6 --temp 0 > "$t/c1" 2>/dev/null
$PHALANX run --chat -m "$qwen" --chat-template "$tpl" -p "Hello there" -n 6 --temp 0 > "$t/r1" 2> "$t/err"
[ -s "$t/r1" ] && [ "$(cat "$t/c1")" = "$(cat "$t/r1")" ] && ok || bad "run --chat differs from chat: $(cat "$t/r1") / $(cat "$t/c1")"
$PHALANX run -m "$S/models/stories260K.gguf" -sys "Be brief." -p "Hi" -n 4 --temp 0 --stats > /dev/null 2> "$t/err" \
  && grep -q 'prefill' "$t/err" && ok || bad "run -sys failed: $(cat "$t/err")"
# a conversation that outgrows the context says so and fails (1)
long=$(printf 'and the little dog ran to the park %.0s' 1 2 3 4 5 6 7 8)
printf 'Hi\n%s\n' "$long" | $PHALANX chat -m "$S/models/stories260K.gguf" -c 48 -n 4 --temp 0 \
  > /dev/null 2> "$t/err"
[ $? -eq 1 ] && grep -q 'no longer fits the context of 48' "$t/err" && ok || bad "context full: $(cat "$t/err")"
# Ctrl-C during a reply ends that reply and keeps the conversation going
mkfifo "$t/in"
( printf 'Once upon a time\n'; sleep 2; printf 'Hi\n/exit\n' ) > "$t/in" &
$PHALANX chat -m "$S/models/stories260K.gguf" -n 100000 -c 8192 --temp 0 --stats < "$t/in" > "$t/out" 2> "$t/err" &
pid=$!
sleep 0.5; kill -INT $pid; wait $pid; rc=$?
[ $rc -eq 0 ] && grep -q 'reply interrupted' "$t/err" && grep -q 'turn 2:' "$t/err" && ok \
  || bad "Ctrl-C during a reply (exit $rc): $(cat "$t/err")"
# errors: no model (2), a template that does not compile (1), a missing template file (1)
$PHALANX chat < /dev/null > /dev/null 2>&1; [ $? -eq 2 ] && ok || bad "no -m is not a usage error"
printf '{%% for m in messages %%}' > "$t/bad.jinja"
echo hi | $PHALANX chat -m "$S/models/stories260K.gguf" --chat-template "$t/bad.jinja" > /dev/null 2> "$t/err"
[ $? -eq 1 ] && grep -q 'chat template' "$t/err" && ok || bad "a bad template: $(cat "$t/err")"
echo hi | $PHALANX chat -m "$S/models/stories260K.gguf" --chat-template "$t/none.jinja" > /dev/null 2>&1
[ $? -eq 1 ] && ok || bad "a missing template file is not an error"
# --no-mmap and --mlock change how the file reaches memory, never a reply at temperature 0
printf 'Hello there\nAnd then?\n' | $PHALANX chat -m "$S/models/stories260K.gguf" -n 12 --temp 0 > "$t/mapped" 2>/dev/null
for how in --no-mmap --mlock; do
  printf 'Hello there\nAnd then?\n' | $PHALANX chat -m "$S/models/stories260K.gguf" -n 12 --temp 0 $how \
    > "$t/out" 2> "$t/err" && [ -s "$t/mapped" ] && cmp -s "$t/out" "$t/mapped" && ok \
    || bad "chat $how differs from the mapped file: $(cat "$t/err")"
done
! grep -q mlock "$t/err" || grep -q "^phalanx chat: warning: --mlock: the model's .* bytes could not be locked" "$t/err" \
  && ok || bad "chat --mlock: $(cat "$t/err")"
$PHALANX chat --help | grep -q -- '--no-mmap' && $PHALANX chat --help | grep -q -- '--mlock' && ok \
  || bad "chat --help lists --no-mmap and --mlock"
st=$S/models/stories260K.gguf
printf 'Hi\n/regen\n/clear\nHi\n/stats\n/frob\n' | $PHALANX chat -m "$st" -n 5 --temp 0 --stats \
  > "$t/out" 2> "$t/err" && ok || bad "chat commands failed: $(cat "$t/err")"
[ "$(sort -u "$t/out" | wc -l)" -eq 1 ] && [ "$(wc -l < "$t/out")" -eq 3 ] && ok \
  || bad "/regen and /clear should give one reply three times: $(cat "$t/out")"
grep -q "unknown command '/frob'" "$t/err" && grep -q 'messages: 2; the cache holds' "$t/err" && ok \
  || bad "/stats and an unknown command: $(cat "$t/err")"
printf '"""Hello\nthere"""\n' | $PHALANX chat -m "$st" -n 3 --temp 0 --stats > "$t/out" 2> "$t/b"
printf 'Hello\\\nthere\n' | $PHALANX chat -m "$st" -n 3 --temp 0 --stats > "$t/out2" 2> "$t/c"
grep -q 'turn 1:' "$t/b" && ! grep -q 'turn 2:' "$t/b" && cmp -s "$t/out" "$t/out2" && ok \
  || bad "a block and a continued line are one turn: $(cat "$t/b" "$t/c")"
printf 'Hi\n' | $PHALANX chat -m "$st" -sys "Be brief." -n 5 --temp 0 > "$t/c1" 2>/dev/null
printf 'Hi\n' | $PHALANX run -m "$st" -cnv -p "Be brief." -n 5 --temp 0 -ngl 99 -fa > "$t/r1" 2> "$t/err"
[ -s "$t/r1" ] && cmp -s "$t/c1" "$t/r1" && grep -q 'note: -ngl, -fa: no effect' "$t/err" && ok \
  || bad "run -cnv -p differs from chat -sys: $(cat "$t/r1" "$t/err")"
if command -v tmux > /dev/null 2>&1; then
  printf '"""line one\nline two"""\n' | $PHALANX chat -m "$st" -n 2 --temp 0 --stats > /dev/null 2> "$t/block"
  want=$(sed -n 's/.*turn 1: prompt \([0-9]*\) tokens.*/\1/p' "$t/block")
  tmux -S "$t/sock" new-session -d -x 150 -y 40 "PHALANX_CACHE=$t/cache $PHALANX chat -m $st \
-n 2 --temp 0 --stats 2> $t/tty; echo \$? > $t/rc; cat > $t/after"
  tmux -S "$t/sock" set-buffer -b two "$(printf 'line one\nline two')"
  sleep 1; tmux -S "$t/sock" paste-buffer -p -b two; tmux -S "$t/sock" send-keys Enter; sleep 1.5
  tmux -S "$t/sock" send-keys 'Hxi' Left Left BSpace e Enter; sleep 1
  tmux -S "$t/sock" send-keys Up Up Enter; sleep 1; tmux -S "$t/sock" send-keys C-d; sleep 1
  tmux -S "$t/sock" paste-buffer -p -b two; tmux -S "$t/sock" send-keys Enter C-d; sleep 0.5
  got=$(sed -n 's/.*turn 1: prompt \([0-9]*\) tokens.*/\1/p' "$t/tty")
  [ -n "$want" ] && [ "$got" = "$want" ] && grep -q 'turn 3:' "$t/tty" && ! grep -q 'turn 4:' "$t/tty" \
    && [ "$(cat "$t/rc" 2>/dev/null)" = 0 ] && ok || bad "a pasted message on a terminal: $(cat "$t/tty")"
  grep -q 'line two' "$t/after" && ! grep -q '20[01]~' "$t/after" && ok \
    || bad "bracketed paste still on after the chat: $(od -c "$t/after" | head -3)"
  if [ -s "$t/cache/chat_history" ]; then
    grep -qx 'exi' "$t/cache/chat_history" && tail -1 "$t/cache/chat_history" | grep -q 'one.*line' \
      && ok || bad "line editing and history: $(cat "$t/cache/chat_history")"
  fi
  tmux -S "$t/sock" kill-server 2> /dev/null
else
  echo "cli-chat: tmux is not installed; the terminal checks are skipped"
fi
$PHALANX run -m "$st" --chat -p Hi --verbose-prompt -n 2 --temp 0 > /dev/null 2> "$t/vp"
printf 'Hi\n' | $PHALANX chat -m "$st" -n 2 --temp 0 --stats > /dev/null 2> "$t/err"
n=$(sed -n 's/.*the templated prompt is \([0-9]*\) tokens/\1/p' "$t/vp")
[ -n "$n" ] && grep -q "turn 1: prompt $n tokens" "$t/err" && [ "$(grep -c ' -> ' "$t/vp")" -eq "$n" ] \
  && ok || bad "run --chat --verbose-prompt shows the templated prompt: $(head -3 "$t/vp")"
printf 'Hi\n/save %s\nAnd then?\n' "$t/conv.json" | $PHALANX chat -m "$st" -n 5 --temp 0 > "$t/one" 2>/dev/null
printf '/load %s\nAnd then?\n' "$t/conv.json" | $PHALANX chat -m "$st" -n 5 --temp 0 > "$t/two" 2> "$t/err"
[ -s "$t/two" ] && [ "$(sed -n 2p "$t/one")" = "$(cat "$t/two")" ] && grep -q 'loaded 2 messages' "$t/err" \
  && grep -q '"role": "assistant"' "$t/conv.json" && ok || bad "/save then /load: $(cat "$t/err" "$t/two")"
printf '{"messages": [{"role": "user"}]}' > "$t/bad.json"
printf 'Hi\n/load %s\n/stats\n' "$t/bad.json" | $PHALANX chat -m "$st" -n 5 --temp 0 > /dev/null 2> "$t/err"
grep -q "/load $t/bad.json: not" "$t/err" && grep -q 'messages: 2;' "$t/err" && ok \
  || bad "/load of a bad file: $(cat "$t/err")"
echo "cli-chat: $pass passed, $fail failed"
test "$fail" -eq 0
