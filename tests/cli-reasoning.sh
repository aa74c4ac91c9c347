#!/bin/sh
# Reasoning, channels and streamed log-probabilities through phalanx serve (chapter 51).
# Tangled from book/51-reasoning.nw. Environment: PHALANX, PHALANX_SHARED; needs curl and node.
PHALANX=${PHALANX:-build/phalanx}
SHARED=${PHALANX_SHARED:-../shared}
T=$SHARED/templates/jinja
TMP=$(mktemp -d)
PIDS=""
fail=0
trap 'for p in $PIDS; do kill "$p" 2> /dev/null; done; rm -rf "$TMP"' EXIT
start() {
    name=$1; shift; : > "$TMP/$name.log"   # before the server writes it: sed may look first
    "$PHALANX" serve --host 127.0.0.1 --port 0 -c 2048 "$@" 2> "$TMP/$name.log" &
    PID=$!; PIDS="$PIDS $PID"; URL=""
    for i in $(seq 1 200); do
        port=$(sed -n 's/.*listening on http:\/\/127\.0\.0\.1:\([0-9]*\).*/\1/p' "$TMP/$name.log")
        if [ -n "$port" ] && [ "$(curl -s -o /dev/null -w '%{http_code}' \
                                  "http://127.0.0.1:$port/health")" = 200 ]; then
            URL="http://127.0.0.1:$port"; return 0; fi
        sleep 0.05
    done
    echo "FAIL: server $name did not start"; cat "$TMP/$name.log"; fail=1; return 1
}
if start tags -m "$SHARED/models/archs/qwen3.gguf" --chat-template-file "$T/Qwen-QwQ-32B.jinja"; then
    node tests/serve-reasoning.cjs "$URL" tags || fail=1; fi
if start none -m "$SHARED/models/archs/qwen3.gguf" --chat-template-file "$T/Qwen-QwQ-32B.jinja" \
         --reasoning-format none; then
    node tests/serve-reasoning.cjs "$URL" server-none || fail=1; fi
if start harmony -m "$SHARED/models/archs/gpt-oss.gguf" \
         --chat-template-file "$T/openai-gpt-oss-120b.jinja"; then
    for check in harmony analysis kwargs; do
        node tests/serve-reasoning.cjs "$URL" $check || fail=1; done; fi
if start kwargs -m "$SHARED/models/archs/gpt-oss.gguf" --chat-template-file \
         "$T/openai-gpt-oss-120b.jinja" --chat-template-kwargs '{"reasoning_effort": "very very high"}'
then node tests/serve-reasoning.cjs "$URL" server-kwargs || fail=1; fi
if "$PHALANX" serve -m "$SHARED/models/stories260K.gguf" --chat-template-kwargs '[1]' 2> "$TMP/kw"
then echo "FAIL: --chat-template-kwargs '[1]' was accepted"; fail=1
elif ! grep -q 'chat-template-kwargs' "$TMP/kw"; then
    echo "FAIL: --chat-template-kwargs '[1]': $(cat "$TMP/kw")"; fail=1; fi
if start stories -m "$SHARED/models/stories260K.gguf"; then
    node tests/serve-reasoning.cjs "$URL" logprobs || fail=1; fi
if start budget -m "$SHARED/models/archs/qwen3.gguf" --chat-template-file "$T/Qwen-QwQ-32B.jinja" \
         --reasoning-budget 3 --reasoning-budget-message "Enough."; then
    node tests/serve-reasoning.cjs "$URL" budget || fail=1; fi
if "$PHALANX" serve -m "$SHARED/models/stories260K.gguf" --reasoning-budget -2 2> "$TMP/budget"
then echo "FAIL: --reasoning-budget -2 was accepted"; fail=1
elif ! grep -q 'reasoning-budget' "$TMP/budget"; then
    echo "FAIL: --reasoning-budget -2: $(cat "$TMP/budget")"; fail=1; fi
prompt_tokens() {   # prompt_tokens MODE: the chat prompt's length under -rea MODE
    start "rea-$1" -m "$SHARED/models/archs/qwen3.gguf" -rea "$1" \
        --chat-template-file "$T/Qwen-Qwen3-0.6B.jinja" || return
    curl -s "$URL/v1/chat/completions" -d '{"messages":[{"role":"user","content":"Hi"}],
        "max_tokens":1}' | sed -n 's/.*"prompt_tokens":\([0-9]*\).*/\1/p'
    kill "$PID"; wait "$PID" 2> /dev/null
}
auto=$(prompt_tokens auto); off=$(prompt_tokens off); on=$(prompt_tokens on)
if [ -z "$auto" ] || [ -z "$off" ] || [ "$off" -le "$auto" ] || [ "$on" != "$auto" ]; then
    echo "FAIL: -rea: prompt tokens auto '$auto', off '$off', on '$on'"; fail=1; fi
for bad in "-rea maybe" "--reasoning-format bogus"; do
    if "$PHALANX" serve -m "$SHARED/models/stories260K.gguf" $bad 2> "$TMP/bad"; then
        echo "FAIL: $bad was accepted"; fail=1
    elif ! grep -q "expects one of" "$TMP/bad"; then echo "FAIL: $bad: $(cat "$TMP/bad")"; fail=1; fi
done
echo "cli-reasoning: $([ $fail = 0 ] && echo passed || echo FAILED)"
test "$fail" -eq 0
