#!/bin/sh
# End-to-end tests of the hybrid (Gated DeltaNet) models (chapter 52). Run by `make test`
# with PHALANX (the binary) and PHALANX_SHARED (the shared data) set.
PHALANX=${PHALANX:-build/phalanx}
SHARED=${PHALANX_SHARED:-../shared}
pass=0 fail=0
ok() { pass=$((pass + 1)); }
bad() { fail=$((fail + 1)); echo "FAIL: $*"; }
hex() { od -An -v -tx1 | tr -d ' \n'; }
json_string() { sed -n "s/^ *\"$1\": \"\(.*\)\",\{0,1\}$/\1/p" "$2" | head -n 1; }
json_number() { tr -d '\n ' < "$2" | sed -n "s/.*\"$1\":\(-\{0,1\}[0-9]*\).*/\1/p"; }
json_array() { tr -d '\n ' < "$2" | sed -n "s/.*\"$1\":\[\([^]]*\)\].*/\1/p"; }
for golden in "$SHARED"/golden/archs-hybrid/qwen35*.json; do
    name=$(basename "$golden" .json)
    model="$SHARED/$(json_string model "$golden")"
    prompt=$(json_string prompt "$golden")
    got=$("$PHALANX" logits -m "$model" -p "$prompt" --json --top 1 2>/dev/null | tr -d '\n ' |
          sed -n 's/.*"prompt_tokens":\[\([^]]*\)\].*/\1/p')
    [ "$got" = "$(json_array prompt_tokens "$golden")" ] && ok || bad "$name: prompt tokens $got"
    eog=$(json_number greedy_eog_index "$golden")
    n=$(json_array greedy "$golden" | tr ',' '\n' | grep -c .)
    [ "$eog" -ge 0 ] && n=$((eog + 1))
    want=$(json_string greedy_text_hex_to_eog "$golden")
    got=$("$PHALANX" run -m "$model" -p "$prompt" --temp 0 -n "$n" --raw 2>/dev/null | hex)
    if [ "$got" = "$want" ]; then ok; continue; fi
    robust=$(json_number greedy_min "$golden"); robust=${robust:-16}
    prefix=$(json_array greedy_pieces_hex "$golden" | tr -d '"' | cut -d, -f1-"$robust" | tr -d ',')
    got=$("$PHALANX" run -m "$model" -p "$prompt" --temp 0 -n "$robust" --raw 2>/dev/null | hex)
    [ "$got" = "$prefix" ] && ok || bad "$name: the first $robust greedy tokens print $got, not $prefix"
done
TMP=${TMPDIR:-/tmp}/phx-cli-hybrid-$$
mkdir -p "$TMP"
MODEL="$SHARED/models/archs/qwen35moe.gguf"
"$PHALANX" serve -m "$MODEL" --host 127.0.0.1 --port 0 -np 2 -c 1024 2> "$TMP/serve.log" &
SERVER=$!
trap 'kill -9 $SERVER 2>/dev/null; rm -rf "$TMP"' EXIT
URL=""
for i in $(seq 1 200); do
    port=$(sed -n 's/.*listening on http:\/\/127\.0\.0\.1:\([0-9]*\).*/\1/p' "$TMP/serve.log")
    if [ -n "$port" ] && [ "$(curl -s -o /dev/null -w '%{http_code}' "http://127.0.0.1:$port/health")" = 200 ]; then
        URL="http://127.0.0.1:$port"; break; fi
    sleep 0.05
done
[ -n "$URL" ] || bad "the server did not start: $(cat "$TMP/serve.log")"
complete() {   # complete FILE PROMPT N: the completion's text into FILE
    curl -s "$URL/v1/completions" -d "{\"prompt\": \"$2\", \"max_tokens\": $3, \"temperature\": 0}" |
        node -e 'let s = ""; process.stdin.on("data", d => s += d).on("end", () =>
                 process.stdout.write(JSON.parse(s).choices[0].text))' > "$1"
}
if [ -n "$URL" ]; then
    complete "$TMP/a" "Once upon a time" 16 & A=$!
    complete "$TMP/b" "The quick brown fox" 16 & B=$!
    wait $A $B
    complete "$TMP/c" "Once upon a time there" 8
    for t in "a|Once upon a time|16" "b|The quick brown fox|16" "c|Once upon a time there|8"; do
        f=${t%%|*}; rest=${t#*|}; p=${rest%|*}; n=${rest##*|}
        "$PHALANX" run -m "$MODEL" -p "$p" -n "$n" --temp 0 2>/dev/null > "$TMP/want"
        cmp -s "$TMP/want" "$TMP/$f" && ok || bad "serve -np 2: '$p' answers $(cat "$TMP/$f")"
    done
fi
echo "cli-hybrid: $pass passed, $fail failed"
[ "$fail" -eq 0 ]
