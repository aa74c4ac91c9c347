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
echo "cli-chat: $pass passed, $fail failed"
test "$fail" -eq 0
