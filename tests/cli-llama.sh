#!/bin/sh
# llama.cpp's command lines, pasted (chapter 23; tangled from book/23-cli-api.nw).
set -u
pass=0; fail=0
ok() { pass=$((pass + 1)); }
bad() { fail=$((fail + 1)); echo "cli-llama: $1"; }
t=$(mktemp -d)
trap 'rm -rf "$t"' EXIT
M=$PHALANX_SHARED/models/stories260K.gguf
has() {   # has NN: chapter NN was built (a snapshot or kit holds the chapters up to its own)
  case " ${PHALANX_CHAPTERS:-} " in *" $1-"*|"  ") return 0 ;; *) return 1 ;; esac
}
$PHALANX > /dev/null 2> "$t/err"; rc=$?
[ $rc -eq 2 ] && grep -q '^usage: phalanx COMMAND' "$t/err" && ok || bad "phalanx alone: exit $rc"
$PHALANX -m "$M" -p "Hi" -ngl 99 > /dev/null 2> "$t/err"; rc=$?
[ $rc -eq 2 ] && grep -q "'-m' is an option; a command comes first: phalanx run" "$t/err" && ok \
  || bad "a llama-cli line without a command: exit $rc, $(cat "$t/err")"
try() {   # try WHAT ARGS...: the command must succeed and print text
  what=$1; shift
  "$@" > "$t/out" 2> "$t/err" < /dev/null && [ -s "$t/out" ] && ok || bad "$what: $(cat "$t/err")"
}
try "README" $PHALANX run -m "$M" -p "Building a website can be done in 10 steps:" -n 50
try "README, -ngl" $PHALANX run -m "$M" -p "Hi you how are you" -ngl 99
grep -q '^phalanx run: note: -ngl: no effect here' "$t/err" && ok || bad "-ngl note: $(cat "$t/err")"
cnv=; ! has 40 || cnv=-no-cnv   # -no-cnv comes with the conversations of chapter 40
try "docs/build, SYCL" $PHALANX run -m "$M" $cnv -p "Building a website can be done in 10 simple steps:" \
  -n 400 -e -ngl 99 -s 0
cp "$t/out" "$t/first"
try "docs/build, SYCL, -sm none" $PHALANX run $cnv -m "$M" \
  -p "Building a website can be done in 10 simple steps:" -n 400 -e -ngl 99 -sm none -mg 0 --mmap -s 0
cmp -s "$t/out" "$t/first" && ok || bad "-s 0 twice gave two texts"
try "mirostat" $PHALANX run -m "$M" -p "Once upon a time" -n 40 --mirostat 2 --mirostat-ent 5 --mirostat-lr 0.1
try "mirostat 1" $PHALANX run -m "$M" -p "Once upon a time" -n 40 --mirostat 1 -fa on --no-warmup
try "batches" $PHALANX run -m "$M" -p "Once upon a time" -n 20 -b 2048 -ub 512 -tb 2 --jinja --color
try "threads" $PHALANX run -m "$M" -p "Once upon a time" -n 20 --numa distribute --prio 2 --poll 50 \
  --no-display-prompt --simple-io --no-perf --log-disable
if ! has 40 || ! has 42; then
  echo "cli-llama: the conversation and server lines are skipped (they need chapters 40 and 42)"
  echo "cli-llama: $pass passed, $fail failed"
  test "$fail" -eq 0; exit
fi
printf 'Hi\n/exit\n' | $PHALANX run -m "$M" -ngl 100 -c 16384 -t 10 -n 16 -cnv > "$t/out" 2> "$t/err" \
  && [ -s "$t/out" ] && ok || bad "-cnv: $(cat "$t/err")"
serve_line() {   # serve_line WHAT ARGS...: the server must come up and answer /health
  what=$1; shift
  "$PHALANX" serve -m "$M" --host 127.0.0.1 --port 0 "$@" 2> "$t/serve" & pid=$!
  up=""   # it listens while the model loads (503 until then), as llama-server does
  for i in $(seq 1 400); do
    port=$(sed -n 's/.*listening on http:\/\/127\.0\.0\.1:\([0-9]*\).*/\1/p' "$t/serve")
    [ -n "$port" ] && curl -s "http://127.0.0.1:$port/health" | grep -q '"ok"' && { up=1; break; }
    sleep 0.05
  done
  [ -n "$up" ] && ok || bad "$what: $(cat "$t/serve")"
  kill -TERM $pid; wait $pid
}
serve_line "tools/server README" -c 2048
serve_line "vim plugin" -ngl 99 -fa --ubatch-size 512 --batch-size 1024 --cache-reuse 256
serve_line "function calling" --jinja -fa --metrics -cb --chat-template chatml
echo "cli-llama: $pass passed, $fail failed"
test "$fail" -eq 0
