#!/bin/sh
# End-to-end tests of the Gemma 4 models (chapter 53). Run by `make test` with
# PHALANX (the binary) and PHALANX_SHARED (the shared data) set.
PHALANX=${PHALANX:-build/phalanx}
SHARED=${PHALANX_SHARED:-../shared}
pass=0 fail=0
ok() { pass=$((pass + 1)); }
bad() { fail=$((fail + 1)); echo "FAIL: $*"; }
hex() { od -An -v -tx1 | tr -d ' \n'; }
json_string() { sed -n "s/^ *\"$1\": \"\(.*\)\",\{0,1\}$/\1/p" "$2" | head -n 1; }
json_number() { tr -d '\n ' < "$2" | sed -n "s/.*\"$1\":\(-\{0,1\}[0-9]*\).*/\1/p"; }
json_array() { tr -d '\n ' < "$2" | sed -n "s/.*\"$1\":\[\([^]]*\)\].*/\1/p"; }
for golden in "$SHARED"/golden/archs-hybrid/gemma4*.json; do
    name=$(basename "$golden" .json)
    model="$SHARED/$(json_string model "$golden")"
    prompt=$(json_string prompt "$golden")
    ref=0; [ "$name" = gemma4-moe.fox ] && ref=1
    got=$("$PHALANX" logits -m "$model" -p "$prompt" --json --top 1 2>/dev/null | tr -d '\n ' |
          sed -n 's/.*"prompt_tokens":\[\([^]]*\)\].*/\1/p')
    [ "$got" = "$(json_array prompt_tokens "$golden")" ] && ok || bad "$name: prompt tokens $got"
    eog=$(json_number greedy_eog_index "$golden")
    n=$(json_array greedy "$golden" | tr ',' '\n' | grep -c .)
    [ "$eog" -ge 0 ] && n=$((eog + 1))
    want=$(json_string greedy_text_hex_to_eog "$golden")
    got=$(PHX_FORCE_REF=$ref "$PHALANX" run -m "$model" -p "$prompt" --temp 0 -n "$n" --raw 2>/dev/null | hex)
    if json_array greedy_pieces_hex "$golden" | grep -q '""'; then
        got=$(echo "$got" | sed 's/e29685//g')   # the unknown token, which llama.cpp prints as nothing
    fi
    [ "$got" = "$want" ] && ok || bad "$name: the greedy text is $got, not $want"
done
echo "cli-gemma4: $pass passed, $fail failed"
[ "$fail" -eq 0 ]
