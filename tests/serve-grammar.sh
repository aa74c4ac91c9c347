#!/bin/sh
# phalanx serve against llama-server's constrained answers (chapter 46; tangled from
# book/46-grammar.nw). Needs PHALANX, PHALANX_SHARED, BUILD; curl, node and npm.
PHALANX=${PHALANX:-build/phalanx}
SHARED=${PHALANX_SHARED:-../shared}
BUILD=${BUILD:-build}
TMP=${TMPDIR:-/tmp}/phx-serve-grammar-$$
mkdir -p "$TMP"
PID=""
trap '[ -n "$PID" ] && kill -9 $PID 2>/dev/null; rm -rf "$TMP"' EXIT
fail=0
start() {
    "$PHALANX" serve -m "$1" --host 127.0.0.1 --port 0 -np 1 -c 512 -t 1 2> "$TMP/log" &
    PID=$!
    for i in $(seq 1 200); do
        port=$(sed -n 's/.*listening on http:\/\/127\.0\.0\.1:\([0-9]*\).*/\1/p' "$TMP/log")
        if [ -n "$port" ] && [ "$(curl -s -o /dev/null -w '%{http_code}' "http://127.0.0.1:$port/health")" = 200 ]; then
            URL="http://127.0.0.1:$port"; return 0; fi
        sleep 0.05
    done
    echo "serve-grammar: the server on $1 did not start"; cat "$TMP/log"; return 1
}
refuse() {   # refuse WORD BODY: a 400 whose message contains WORD
    code=$(curl -s -o "$TMP/body" -w '%{http_code}' "$URL/v1/completions" -d "$2")
    if [ "$code" != 400 ] || ! grep -q -- "$1" "$TMP/body"; then
        echo "serve-grammar: expected a 400 naming $1, got $code: $(cat "$TMP/body")"; fail=1; fi
}
for model in models/stories260K.gguf models/archs/llama3.gguf models/archs/qwen3.gguf; do
    start "$SHARED/$model" || { fail=1; continue; }
    node tests/serve-grammar.cjs "$URL" "$model" "$SHARED/golden/grammar" || fail=1
    refuse "response_format.type" '{"prompt": "x", "response_format": {"type": "bogus"}}'
    refuse "line 1, column 10" '{"prompt": "x", "grammar": "root ::= [a"}'
    refuse "allOf" '{"prompt": "x", "json_schema": {"allOf": [{"type": "string"}]}}'
    refuse "cannot be given with" '{"prompt": "x", "grammar": "root ::= \"a\"", "json_schema": {}}'
    refuse "response_format.json_schema" '{"prompt": "x", "response_format": {"type": "json_schema"}}'
    if [ "$model" = models/stories260K.gguf ]; then
        dies='"prompt": "Once", "grammar": "root ::= (\"a\"{0,100}){0,100}", "temperature": 0'
        refuse "too ambiguous" "{$dies}"
        curl -s -N "$URL/v1/completions" -d "{$dies, \"stream\": true}" > "$TMP/stream"
        grep -q '"invalid_request_error"' "$TMP/stream" && grep -q "too ambiguous" "$TMP/stream" || {
            echo "serve-grammar: a stream whose grammar fails: $(cat "$TMP/stream")"; fail=1; }
    fi
    if [ "$model" = models/archs/qwen3.gguf ]; then
        flock "$BUILD/node.lock" sh -c '[ -d "$1/node_modules/openai" ] || npm install --prefix "$1" \
            openai --no-audit --no-fund' sh "$BUILD/node" > "$TMP/npm.log" 2>&1 || { cat "$TMP/npm.log"; fail=1; }
        NODE_PATH="$BUILD/node/node_modules" node -e '
const OpenAI = require("openai"), fs = require("fs"), [url, dir] = process.argv.slice(1);
const client = new OpenAI({ baseURL: url + "/v1", apiKey: "unused", maxRetries: 0 });
const json = (t) => { try { return JSON.parse(t); } catch (e) { return undefined; } }, bad = [];
(async () => {
    for (const f of fs.readdirSync(dir).filter((f) => f.startsWith("qwen3.")).sort()) {
        const g = JSON.parse(fs.readFileSync(dir + "/" + f, "utf8")), want = [g.content, ...(g.content_alt || [])];
        const text = (await client.chat.completions.create(g.request)).choices[0].message.content;
        let streamed = "";
        for await (const c of await client.chat.completions.create({ ...g.request, stream: true }))
            streamed += c.choices[0].delta.content || "";
        if (!want.includes(text) || streamed !== text || json(text) === undefined) bad.push(f + " " + text);
    }
    const o = (await client.chat.completions.create({ messages: [{ role: "user", content: "Once upon a time" }],
        max_tokens: 100, temperature: 0, response_format: { type: "json_object" } })).choices[0].message.content;
    if (!(json(o) instanceof Object) || Array.isArray(json(o))) bad.push("json_object " + o);
    bad.forEach((b) => console.log("serve-grammar: through the client: " + b));
    process.exit(bad.length ? 1 : 0);
})();' "$URL" "$SHARED/golden/grammar" || fail=1
    fi
    kill $PID; wait $PID 2>/dev/null; PID=""
done
[ "$fail" -eq 0 ] && echo "serve-grammar: passed" || echo "serve-grammar: FAILED"
[ "$fail" -eq 0 ]
