#!/bin/sh
# End-to-end tests of `phalanx serve` with curl and OpenAI's Node client (tangled from book/42-serve-http.nw).
# Needs PHALANX, PHALANX_SHARED, BUILD; curl, node and npm.
PHALANX=${PHALANX:-build/phalanx}
SHARED=${PHALANX_SHARED:-../shared}
BUILD=${BUILD:-build}
MODEL="$SHARED/models/stories260K.gguf"
TMP=${TMPDIR:-/tmp}/phx-cli-serve-$$
mkdir -p "$TMP"
PIDS=""
trap 'for p in $PIDS; do kill -9 $p 2>/dev/null; done; rm -rf "$TMP"' EXIT
pass=0
fail=0
ok() { pass=$((pass + 1)); }
bad() { fail=$((fail + 1)); echo "FAIL: $*"; }
start() {
    name=$1; shift
    "$PHALANX" serve -m "$MODEL" --host 127.0.0.1 --port 0 "$@" 2> "$TMP/$name.log" &
    PID=$!
    PIDS="$PIDS $PID"
    URL=""
    for i in $(seq 1 100); do
        port=$(sed -n 's/.*listening on http:\/\/127\.0\.0\.1:\([0-9]*\).*/\1/p' "$TMP/$name.log" 2>/dev/null)
        if [ -n "$port" ] && [ "$(curl -s -o /dev/null -w '%{http_code}' "http://127.0.0.1:$port/health")" = 200 ]; then
            URL="http://127.0.0.1:$port"; return 0; fi
        sleep 0.05
    done
    bad "server $name did not start"; cat "$TMP/$name.log"; return 1
}
# req METHOD PATH [curl args...]
req() {
    m=$1; p=$2; shift 2
    curl -s -o "$TMP/body" -w '%{http_code}' -X "$m" "$URL$p" "$@" > "$TMP/code" 2> /dev/null
}
# expect_req CODE WORD DESCRIPTION METHOD PATH [curl args...]: status CODE, body contains WORD
expect_req() {
    code=$1; word=$2; what=$3; shift 3
    req "$@"
    if [ "$(cat "$TMP/code")" = "$code" ] && grep -q -- "$word" "$TMP/body"; then ok
    else bad "$what: status $(cat "$TMP/code"), expected $code with '$word': $(head -c 300 "$TMP/body")"; fi
}
metric() { curl -s "$URL/metrics" | sed -n "s/^phalanx_$1 //p"; }
# expect CODE DESCRIPTION command...: the command exits with CODE
expect() {
    code=$1; what=$2; shift 2
    "$@" > "$TMP/out.txt" 2> "$TMP/err.txt"
    rc=$?
    if [ "$rc" -eq "$code" ]; then ok; else bad "$what: exit $rc, expected $code"; cat "$TMP/err.txt"; fi
}
start main -np 4 -c 2048 || exit 1
MAIN_URL=$URL
MAIN_PID=$PID
expect_req 200 '"status":"ok"' "health" GET /health
expect_req 200 '"object":"list"' "models" GET /v1/models
grep -q '"id":"stories260K.gguf"' "$TMP/body" && ok || bad "models names the file"
expect_req 200 '"finish_reason":"length"' "completion" POST /v1/completions \
    -d '{"prompt": "Once upon a time", "max_tokens": 24, "temperature": 0}'
want=$("$PHALANX" run -m "$MODEL" -p "Once upon a time" -n 24 --temp 0 2>/dev/null)
got=$(node -e 'const body = JSON.parse(require("fs").readFileSync(process.argv[1]));
process.stdout.write(body.choices[0].text)' "$TMP/body")
[ "$got" = "$want" ] && ok || bad "server text '$got' differs from phalanx run '$want'"
grep -q '"usage":{"prompt_tokens":5,"completion_tokens":24,"total_tokens":29}' "$TMP/body" && ok \
    || bad "usage counts: $(cat "$TMP/body")"
expect_req 200 '"object":"chat.completion"' "chat" POST /v1/chat/completions \
    -d '{"messages": [{"role": "user", "content": "Tell me a story"}], "max_tokens": 16, "temperature": 0}'
grep -q '"role":"assistant"' "$TMP/body" && ok || bad "chat answer has the assistant role"
expect_req 200 'data: \[DONE\]' "stream" POST /v1/completions -N \
    -d '{"prompt": "Once upon a time", "max_tokens": 24, "temperature": 0, "stream": true}'
streamed=$(sed -n 's/^data: \({.*}\)$/\1/p' "$TMP/body" | node -e '
    let s = ""; for (const l of require("fs").readFileSync(0, "utf8").split("\n"))
        if (l) s += JSON.parse(l).choices[0].text; process.stdout.write(s)')
[ "$streamed" = "$want" ] && ok || bad "streamed text '$streamed' differs from '$want'"
expect_req 200 '"finish_reason":"stop"' "stop string" POST /v1/completions \
    -d '{"prompt": "Once upon a time", "max_tokens": 24, "temperature": 0, "stop": ["girl"]}'
grep -q '"text":", there was a little "' "$TMP/body" && ok || bad "stop string cuts the text: $(cat "$TMP/body")"
expect_req 200 '"finish_reason":"stop"' "the end token, made likely, ends the answer" \
    POST /v1/completions -d '{"prompt": "Once", "max_tokens": 6, "temperature": 0, "logit_bias": {"2": 50}}'
expect_req 200 '"completion_tokens":6' "ignore_eos runs past it" POST /v1/completions \
    -d '{"prompt": "Once", "max_tokens": 6, "temperature": 0, "logit_bias": {"2": 50}, "ignore_eos": true}'
expect_req 400 "'ignore_eos' must be true or false" "ignore_eos of the wrong type" POST /v1/completions \
    -d '{"prompt": "a", "ignore_eos": 1}'
expect_req 200 'phalanx_slots_total 4' "metrics" GET /metrics
grep -q '^phalanx_tokens_generated_total [1-9]' "$TMP/body" && ok || bad "metrics count tokens"
text_of() {   # the text and the count of generated tokens of a chat or Responses answer
    node -e 'const a = JSON.parse(require("fs").readFileSync(process.argv[1]));
        process.stdout.write(a.output ? a.output[0].content[0].text + "|" + a.usage.output_tokens
                                      : a.choices[0].message.content + "|" + a.usage.completion_tokens)' "$TMP/body"
}
expect_req 200 '"object":"chat.completion"' "a chat" POST /v1/chat/completions -d \
    '{"messages": [{"role": "system", "content": "Tell a story."}, {"role": "user", "content":
      "Once upon a time"}], "max_tokens": 6, "temperature": 0}'
want=$(text_of)
expect_req 200 '"object":"response"' "/v1/responses" POST /v1/responses -d \
    '{"instructions": "Tell a story.", "input": [{"role": "user", "content": [{"type":
      "input_text", "text": "Once upon a time"}]}], "max_output_tokens": 6, "temperature": 0}'
got=$(text_of)
[ "$got" = "$want" ] && [ "${got##*|}" = 6 ] && ok || bad "/v1/responses wrote '$got', the chat '$want'"
expect_req 400 "'stream'" "a Responses stream" POST /v1/responses -d '{"input": "x", "stream": true}'
expect_req 404 '"type":"not_found_error"' "unknown endpoint" GET /v2/everything
expect_req 405 'use POST' "wrong method" GET /v1/completions
expect_req 400 'not JSON' "malformed JSON" POST /v1/completions -d '{"prompt": "a",'
expect_req 400 "'temperature' must be a number" "wrong type" POST /v1/completions \
    -d '{"prompt": "a", "temperature": "hot"}'
expect_req 200 '"text"' "unknown fields are ignored" POST /v1/completions \
    -d '{"prompt": "a", "max_tokens": 2, "user": "x", "metadata": {"k": [1, 2]}}'
expect_req 400 "'max_tokens' is 99999999" "absurd max_tokens" POST /v1/completions \
    -d '{"prompt": "a", "max_tokens": 99999999}'
long=$(for i in $(seq 1 500); do printf 'the cat sat on the mat '; done)
expect_req 400 "shorten the prompt" "prompt longer than the context" POST /v1/completions \
    -d "{\"prompt\": \"$long\"}"
head -c 9000000 /dev/zero | tr '\0' ' ' > "$TMP/big.json"
expect_req 413 "larger than" "a 9 MB body" POST /v1/completions --data-binary @"$TMP/big.json"
expect_req 200 '"status":"ok"' "still healthy after the refusals" GET /health
before=$(metric tokens_generated_total)
curl -s -N --max-time 0.5 "$URL/v1/completions" -o /dev/null -d \
    '{"prompt": "Once", "max_tokens": 2000, "temperature": 1, "seed": 1, "stream": true, "logit_bias": {"2": -100}}'
busy=1
for i in $(seq 1 20); do busy=$(metric slots_busy); [ "$busy" = 0 ] && break; sleep 0.05; done
[ "$busy" = 0 ] && ok || bad "the slot of a vanished client is still busy"
after=$(metric tokens_generated_total)
[ $((after - before)) -lt 2000 ] && ok || bad "a vanished client's request ran to the end ($((after - before)) tokens)"
start short -np 1 --queue 1 -c 2048 --timeout 1 || exit 1
SHORT_URL=$URL
port=${URL##*:}
node -e '
    const net = require("net"); let closed = 0;
    for (const half of ["", "POST /v1/completions HTTP/1.1\r\nHost: x\r\n"]) {
        const s = net.connect(+process.argv[1], "127.0.0.1", () => s.write(half));
        s.on("close", () => { if (++closed == 2) process.exit(0); });
    }
    setTimeout(() => process.exit(1), 4000);' "$port" && ok || bad "idle connections are not closed by --timeout"
expect_req 200 '"text"' "answers while slow clients hang" POST /v1/completions -d '{"prompt": "a", "max_tokens": 2}'
CURLS=""
for i in 1 2 3 4; do
    curl -s -o /dev/null -w '%{http_code}\n' "$URL/v1/completions" -d \
        '{"prompt": "Once", "max_tokens": 1000, "temperature": 0, "logit_bias": {"2": -100}}' >> "$TMP/codes" &
    CURLS="$CURLS $!"
done
wait $CURLS
grep -q 503 "$TMP/codes" && ok || bad "a full queue answers 503: $(tr '\n' ' ' < "$TMP/codes")"
[ "$(grep -c 200 "$TMP/codes")" -ge 2 ] && ok || bad "the slot and the queue were served: $(tr '\n' ' ' < "$TMP/codes")"
start keyed --api-key sekrit -c 256 || exit 1
expect_req 401 '"type":"authentication_error"' "no key" GET /v1/models
expect_req 401 'API key' "wrong key" GET /v1/models -H 'Authorization: Bearer wrong'
expect_req 200 '"object":"list"' "right key" GET /v1/models -H 'Authorization: Bearer sekrit'
expect_req 200 '"status"' "health needs no key" GET /health
KEYED_URL=$URL
start templated -c 512 --chat-template-file "$SHARED/templates/jinja/google-gemma-2-2b-it.jinja" || exit 1
expect_req 400 "System role not supported" "a template refuses the conversation" POST /v1/chat/completions \
    -d '{"messages": [{"role": "system", "content": "Be brief."}, {"role": "user", "content": "Hi"}]}'
expect_req 200 '"chat.completion"' "a template renders the conversation" POST /v1/chat/completions \
    -d '{"messages": [{"role": "user", "content": "Hi"}], "max_tokens": 4, "temperature": 0}'
expect 1 "a template file that does not exist" "$PHALANX" serve -m "$MODEL" --port 0 --chat-template-file "$TMP/none.jinja"
expect 1 "a model that does not exist" "$PHALANX" serve -m "$TMP/none.gguf" --port 0
grep -q "none.gguf" "$TMP/err.txt" && ok || bad "the error names the missing model: $(cat "$TMP/err.txt")"
expect 2 "serve without -m" "$PHALANX" serve --port 0
expect 2 "serve -np 0" "$PHALANX" serve -m "$MODEL" -np 0
expect 0 "bench -np 2" "$PHALANX" bench -m "$MODEL" -p 0 -n 16 -r 1 -np 2
grep -q "^parallel tg16 x2: .* t/s in total, .* t/s per sequence" "$TMP/out.txt" && ok \
    || bad "bench -np 2 prints the parallel test: $(cat "$TMP/out.txt")"
want=$("$PHALANX" run -m "$MODEL" -p "Once upon a time" -n 24 --temp 0 2>/dev/null)
for how in --no-mmap --mlock; do
    start "open$how" -c 256 $how --progress || exit 1
    expect_req 200 '"finish_reason":"length"' "completion with $how" POST /v1/completions \
        -d '{"prompt": "Once upon a time", "max_tokens": 24, "temperature": 0}'
    got=$(node -e 'const body = JSON.parse(require("fs").readFileSync(process.argv[1]));
process.stdout.write(body.choices[0].text)' "$TMP/body")
    [ -n "$want" ] && [ "$got" = "$want" ] && ok || bad "serve $how: '$got' differs from the mapped file's '$want'"
    kill -TERM "$PID"; wait "$PID"
    log="$TMP/open$how.log"
    order=$(sed -n 's/^phalanx serve: \(listening\) on .*/\1/p; s/^phalanx serve: \(loading the model 100%\)$/\1/p;
                    s/^phalanx serve: model .* \(loaded\): .*/\1/p' "$log" | tr '\n' ' ')
    [ "$order" = "loading the model 100% loaded listening " ] && ok || bad "serve $how --progress: $(cat "$log")"
    ! grep -q mlock "$log" || grep -q "^phalanx serve: warning: --mlock: the model's .* bytes could not be locked" "$log" \
        && ok || bad "serve $how: $(cat "$log")"
done
# under a lock: suites run side by side, and a module half installed by another looks present
flock "$BUILD/node.lock" sh -c '[ -d "$1/node_modules/openai" ] || npm install --prefix "$1" openai \
    --no-audit --no-fund' sh "$BUILD/node" > "$TMP/npm.log" 2>&1 \
    || { bad "npm install openai failed"; tail -5 "$TMP/npm.log"; }
NODE_PATH="$BUILD/node/node_modules" node tests/serve-client.cjs "$MAIN_URL" "$MAIN_PID" "$KEYED_URL" \
    "${SERVE_SOAK:-300}" > "$TMP/node.log" 2>&1
cat "$TMP/node.log" | grep -v '^serve-client:'
np=$(sed -n 's/^serve-client: \([0-9]*\) passed, \([0-9]*\) failed$/\1/p' "$TMP/node.log")
nf=$(sed -n 's/^serve-client: \([0-9]*\) passed, \([0-9]*\) failed$/\2/p' "$TMP/node.log")
if [ -z "$np" ]; then bad "serve-client.cjs did not finish"; else pass=$((pass + np)); fail=$((fail + nf)); fi
URL=$MAIN_URL
curl -s -N "$URL/v1/completions" -o "$TMP/last" -d \
    '{"prompt": "Once", "max_tokens": 1000, "temperature": 0, "stream": true, "logit_bias": {"2": -100}}' &
CURL=$!
sleep 0.3
kill -TERM "$MAIN_PID"
wait "$MAIN_PID"
rc=$?
[ "$rc" -eq 0 ] && ok || bad "SIGTERM: exit $rc, expected 0"
wait "$CURL"
tail -2 "$TMP/last" | grep -q 'data: \[DONE\]' && ok || bad "the in-flight stream was finished before exit"
grep -q "stopped" "$TMP/main.log" && ok || bad "the server says it stopped"
start drain -np 1 -c 2048 --graceful-timeout 120 || exit 1
curl -s -o "$TMP/long" -w '%{http_code}' "$URL/v1/completions" -d \
    '{"prompt": "Once", "max_tokens": 1500, "temperature": 0, "logit_bias": {"2": -100}}' > "$TMP/long.code" &
CURL=$!
for i in $(seq 1 100); do [ "$(metric slots_busy)" = 1 ] && break; sleep 0.02; done
kill -TERM "$PID"
until_503() { for i in $(seq 1 200); do [ "$(curl -s -o /dev/null -w '%{http_code}' "$URL/health")" = 503 ] && return 0; sleep 0.01; done; return 1; }
until_503 && ok || bad "/health does not say 503 after SIGTERM"
expect_req 503 'the server is stopping' "/health while draining" GET /health
expect_req 503 'shutting down' "a new request while draining" POST /v1/completions -d '{"prompt": "a", "max_tokens": 2}'
[ "$(metric stopping)" = 1 ] && ok || bad "/metrics says stopping while draining"
wait "$CURL"
[ "$(cat "$TMP/long.code")" = 200 ] && grep -q '"completion_tokens":1500' "$TMP/long" && ok \
    || bad "the request taken before SIGTERM was finished: $(cat "$TMP/long.code") $(head -c 300 "$TMP/long")"
wait "$PID"
rc=$?
[ "$rc" -eq 0 ] && ok || bad "draining server: exit $rc, expected 0"
start delayed -np 1 -c 256 --drain-delay 60 || exit 1
kill -TERM "$PID"
until_503 && ok || bad "/health does not say 503 after SIGTERM (with --drain-delay)"
expect_req 200 '"finish_reason"' "a new request within --drain-delay" POST /v1/completions -d '{"prompt": "a", "max_tokens": 2}'
kill -9 "$PID"
wait "$PID" 2> /dev/null
"$PHALANX" serve -m "$MODEL" --host 127.0.0.1 --port 0 --wait-for-file "$TMP/go" 2> "$TMP/loading.log" &
LOADING_PID=$!
PIDS="$PIDS $LOADING_PID"
port=""
for i in $(seq 1 100); do
    port=$(sed -n 's/.*listening on http:\/\/127\.0\.0\.1:\([0-9]*\).*/\1/p' "$TMP/loading.log" 2>/dev/null)
    [ -n "$port" ] && break
    sleep 0.05
done
code=$(curl -s -o "$TMP/body" -w '%{http_code}' "http://127.0.0.1:$port/health")
[ "$code" = 503 ] && grep -q '"type":"unavailable_error"' "$TMP/body" && ok \
    || bad "/health while loading: status '$code', expected 503: $(cat "$TMP/body" 2>/dev/null)"
sleep 0.2
code=$(curl -s -o /dev/null -w '%{http_code}' "http://127.0.0.1:$port/health")
[ "$code" = 503 ] && ok || bad "/health still loading: status '$code', expected 503"
touch "$TMP/go"
for i in $(seq 1 100); do
    code=$(curl -s -o /dev/null -w '%{http_code}' "http://127.0.0.1:$port/health")
    [ "$code" = 200 ] && break
    sleep 0.05
done
[ "$code" = 200 ] && ok || bad "/health after loading: status '$code', expected 200"
kill -TERM "$LOADING_PID"
wait "$LOADING_PID"
rc=$?
[ "$rc" -eq 0 ] && ok || bad "the server held for loading: SIGTERM gave exit $rc"
echo "cli-serve: $pass passed, $fail failed"
[ "$fail" -eq 0 ]
