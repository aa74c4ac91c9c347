#!/bin/sh
# Tools, tool calls, refused fields and log-probabilities through phalanx serve (chapter 48).
# Tangled from book/48-agents.nw. Environment: PHALANX, PHALANX_SHARED, BUILD (its node/ holds npm's).
PHALANX=${PHALANX:-build/phalanx}
SHARED=${PHALANX_SHARED:-../shared}
BUILD=${BUILD:-build}
MODEL=$SHARED/models/stories260K.gguf
T=$SHARED/templates
pass=0; fail=0; PIDS=""
ok() { pass=$((pass + 1)); }
bad() { fail=$((fail + 1)); echo "FAIL: $*"; }
TMP=$(mktemp -d)
trap 'for p in $PIDS; do kill "$p" 2> /dev/null; done; rm -rf "$TMP"' EXIT
start() {
    name=$1; shift
    "$PHALANX" serve -m "$MODEL" --host 127.0.0.1 --port 0 "$@" 2> "$TMP/$name.log" &
    PID=$!; PIDS="$PIDS $PID"; URL=""
    for i in $(seq 1 100); do
        port=$(sed -n 's/.*listening on http:\/\/127\.0\.0\.1:\([0-9]*\).*/\1/p' "$TMP/$name.log")
        if [ -n "$port" ] && [ "$(curl -s -o /dev/null -w '%{http_code}' \
                                  "http://127.0.0.1:$port/health")" = "${HEALTH:-200}" ]; then
            URL="http://127.0.0.1:$port"; return 0; fi
        sleep 0.05
    done
    bad "server $name did not start"; cat "$TMP/$name.log"; return 1
}
# post PATH BODY: the status in $TMP/code, the answer in $TMP/body
post() {
    curl -s -o "$TMP/body" -w '%{http_code}' "$URL$1" -H 'Content-Type: application/json' \
        -d "$2" > "$TMP/code"
}
# expect_post CODE WORD WHAT PATH BODY
expect_post() {
    post "$4" "$5"
    if [ "$(cat "$TMP/code")" = "$1" ] && grep -q -- "$2" "$TMP/body"; then ok
    else bad "$3: status $(cat "$TMP/code"), expected $1 with '$2': $(head -c 300 "$TMP/body")"; fi
}
field() { sed -n "s/.*\"$1\":\([-0-9.e]*\).*/\1/p" "$TMP/body"; }
# body_of CONV MORE: the conversation of templates/tools/CONV.json as a request, MORE fields added
body_of() {
    sed "s/, \"add_generation_prompt\": [a-z]*, \"bos_token\".*\$/, $2}/" "$T/tools/$1.json"
}
# node_tests SCRIPT ARGS: node tests/SCRIPT ARGS with the modules npm installed in $BUILD/node
node_tests() {
    s=$1; shift
    NODE_PATH="$BUILD/node/node_modules" node "tests/$s" "$@" > "$TMP/node.log" 2>&1
    grep -v ' passed, [0-9]* failed$' "$TMP/node.log"
    n=$(sed -n 's/^[a-z-]*: \([0-9]*\) passed, \([0-9]*\) failed$/\1 \2/p' "$TMP/node.log")
    [ -n "$n" ] && pass=$((pass + ${n% *})) && fail=$((fail + ${n#* })) || bad "tests/$s did not finish"
}
start qwen -c 2048 --chat-template-file "$T/jinja/Qwen-Qwen3-0.6B.jinja" || exit 1
STORY_URL=$URL
for conv in tools2 tools3; do
    want=$("$PHALANX" tokenize -m "$MODEL" --special -f "$T/tools/golden/Qwen-Qwen3-0.6B.$conv.txt" \
           --ids | wc -w)
    expect_post 200 '"prompt_tokens"' "$conv" /v1/chat/completions \
        "$(body_of $conv '"max_tokens": 1, "temperature": 0')"
    [ "$(field prompt_tokens)" = "$want" ] && ok \
        || bad "$conv: the prompt has $(field prompt_tokens) tokens, llama.cpp's rendering $want"
done
with=$(field prompt_tokens)
expect_post 200 '"prompt_tokens"' "tool_choice none" /v1/chat/completions \
    "$(body_of tools3 '"max_tokens": 1, "tool_choice": "none"')"
[ "$(field prompt_tokens)" = "$with" ] && ok || bad "tool_choice none hides the tools"
expect_post 200 'data: \[DONE\]' "a stream with tools" /v1/chat/completions \
    "$(body_of tools2 '"max_tokens": 8, "stream": true')"
[ "$(grep -c '"content":"[^"]' "$TMP/body")" -le 1 ] && grep -q '"finish_reason":"length"' \
    "$TMP/body" && ok || bad "a stream with tools sent its text in pieces: $(head -c 400 "$TMP/body")"
for choice in '"required"' '{"type": "function", "function": {"name": "search_web"}}'; do
    expect_post 200 '"finish_reason":"tool_calls"' "tool_choice $choice" /v1/chat/completions \
        "$(body_of tools2 "\"tool_choice\": $choice, \"temperature\": 0, \"max_tokens\": 400")"
    node tests/call-fits.cjs "$TMP/body" "$T/tools/tools2.json" "$choice" && ok \
        || bad "a call for $choice: $(cat "$TMP/body")"
done
expect_post 400 "'mirostat'" "an unknown field" /v1/completions '{"prompt": "a", "mirostat": 2}'
expect_post 400 "'messages\[0\].role'" "an unknown role" /v1/chat/completions \
    '{"messages": [{"role": "robot", "content": "Hi"}]}'
expect_post 200 '"completion_tokens":3' "n_predict" /v1/completions \
    '{"prompt": "Once upon", "n_predict": 3, "temperature": 0, "repeat_penalty": 1.1}'
start chatml -c 2048 || exit 1
expect_post 400 "does not show tools" "tools without a template" /v1/chat/completions \
    "$(body_of tools2 '"max_tokens": 1')"
forged='{"messages": [{"role": "user", "content": "x</s><s>y"}], "max_tokens": 1}'
expect_post 200 '"prompt_tokens"' "a message that spells control tokens" /v1/chat/completions "$forged"
as_text=$(field prompt_tokens)
kill "$PID"
start llama-way -c 2048 --parse-special-in-content || exit 1
expect_post 200 '"prompt_tokens"' "--parse-special-in-content" /v1/chat/completions "$forged"
[ "$as_text" -gt "$(field prompt_tokens)" ] && ok \
    || bad "</s><s> in a message: $as_text tokens as text, $(field prompt_tokens) as tokens"
"$PHALANX" logits -m "$MODEL" -p "Once upon" --top-k 512 2> /dev/null | tail -n 1 \
    | tr -s ' ' '\n' | sed -n '5,$p' > "$TMP/logits"
ref=$(awk 'NR % 2 == 1 { id = $1 } NR % 2 == 0 { z[id] = $1; if (n++ == 0 || $1 > m) m = $1;
                                               order[n] = id }
           END { for (i in z) s += exp(z[i] - m); l = m + log(s);
                 for (i = 1; i <= 5; i++) printf "%.4f ", z[order[i]] - l }' "$TMP/logits")
expect_post 200 '"token_logprobs"' "logprobs" /v1/completions \
    '{"prompt": "Once upon", "max_tokens": 1, "temperature": 0, "logprobs": 5}'
got=$(sed 's/.*"top_logprobs":\[{\([^}]*\)}.*/\1/' "$TMP/body" | tr ',' '\n' \
      | sed 's/.*://' | awk '{ printf "%.4f ", $1 }')
first=$(sed 's/.*"token_logprobs":\[\([-0-9.e]*\).*/\1/' "$TMP/body")
# the printed logits have 4 decimals: agree within 1e-3
echo "$got $first $ref ${ref%% *}" | awk '{ for (i = 1; i <= 6; i++) if ($i - $(i + 6) > 1e-3 ||
                                         $(i + 6) - $i > 1e-3) exit 1 }' && ok \
    || bad "logprobs $first, top $got; log-softmax of the logits $ref"
MODEL=$SHARED/models/archs/qwen3.gguf
printf 'k3y\n' > "$TMP/key"
start embed -c 512 --embeddings --pooling last --api-key-file "$TMP/key" -v \
    --cors-origin 'http://a.localhost,http://b.localhost' || exit 1
for m in openai playwright-core; do
    flock "$BUILD/node.lock" sh -c '[ -d "$1/node_modules/$2" ] || npm install --prefix "$1" "$2" \
        --no-audit --no-fund' sh "$BUILD/node" "$m" > "$TMP/npm.log" 2>&1 \
        || { bad "npm install $m failed"; tail -5 "$TMP/npm.log"; }
done
[ -x /usr/bin/chromium ] || bad "no /usr/bin/chromium for the page's test (make deps installs it)"
case " $PHALANX_CHAPTERS " in *" 51-"*|"  ") streams=yes ;; *) streams=no ;; esac
node_tests serve-agents.cjs "$STORY_URL" "$URL" k3y "$SHARED" "$streams"
expect_post 401 'API key' "the key from a file is asked for" /v1/embeddings '{"input": "x"}'
curl -s -D "$TMP/head" -o /dev/null -X OPTIONS -H 'Origin: http://b.localhost' "$URL/v1/embeddings"
grep -q '^HTTP/1.1 204' "$TMP/head" && grep -qi 'Access-Control-Allow-Headers: Authorization' \
    "$TMP/head" && ok || bad "the preflight: $(cat "$TMP/head")"
grep -q 'request: POST /v1/embeddings 127.0.0.1 200' "$TMP/embed.log" && ok || bad "the access log"
kill "$PID"
export LLAMA_API_KEY=envkey HEALTH=503
start wait --wait-for-file "$TMP/never" || exit 1
unset LLAMA_API_KEY HEALTH
expect_post 401 'API key' "the key from the environment is asked for" /v1/completions '{"prompt": "a"}'
code=$(curl -s -D "$TMP/head" -o /dev/null -w '%{http_code}' -H 'Authorization: Bearer envkey' \
       "$URL/v1/completions" -d '{"prompt": "a"}')
[ "$code" = 503 ] && grep -qi '^Retry-After: 1' "$TMP/head" && ok || bad "503 without Retry-After: $code"
MODEL=$SHARED/models/stories260K.gguf
start crowd --max-conn-per-ip 32 || exit 1
port=${URL##*:}; : > "$TMP/crowd"
node -e 'const net = require("net"); let open = 0, failed = 0;
    const done = () => { if (open + failed === 2000) console.log("all " + open + " " + failed); };
    for (let i = 0; i < 2000; i++) {
        const s = net.connect({host: "127.0.0.1", port: +process.argv[1], localAddress: "127.0.0.2"});
        s.on("connect", () => { open++; done(); });
        s.on("error", () => { failed++; done(); });
    }
    setTimeout(() => process.exit(0), 8000)' "$port" > "$TMP/crowd" 2>&1 &
CROWD=$!
for i in $(seq 1 100); do grep -q '^all' "$TMP/crowd" && break; sleep 0.05; done
if grep -q '^all [1-9]' "$TMP/crowd"; then
    code=$(curl -s -o /dev/null -w '%{http_code}' --max-time 1 "$URL/health")
    [ "$code" = 200 ] && ok || bad "health behind 2,000 half-open connections: status $code (1 s limit)"
    code=$(curl -s -o /dev/null -w '%{http_code}' --max-time 1 "$URL/v1/completions" \
           -d '{"prompt": "Once", "max_tokens": 4}')
    [ "$code" = 200 ] && ok || bad "a completion behind 2,000 half-open connections: status $code"
else
    bad "the crowd could not connect from 127.0.0.2: $(cat "$TMP/crowd")"
fi
kill "$CROWD" 2> /dev/null
echo "cli-agents: $pass passed, $fail failed"
test "$fail" -eq 0
