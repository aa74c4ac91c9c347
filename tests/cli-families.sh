#!/bin/sh
# End-to-end tests of the family models (chapter 35). Run by `make test` with
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
set -- "$SHARED"/golden/archs/*.json
set -- "$@" "$SHARED"/golden/archs-moe/qwen3moe.*.json "$SHARED"/golden/archs-moe/qwen2moe.*.json
set -- "$@" "$SHARED"/golden/archs-moe/gpt-oss.*.json
for golden in "$@"; do
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
    if json_array greedy_pieces_hex "$golden" | cut -d, -f1-"$robust" | grep -q '""'; then
                ids=$("$PHALANX" logits -m "$model" -p "$prompt" --json --top 1 --greedy "$robust" 2>/dev/null |
                      tr -d '\n ' | sed -n 's/.*"greedy":\[\([^]]*\)\].*/\1/p')
                [ "$ids" = "$(json_array greedy "$golden" | cut -d, -f1-"$robust")" ] && ok ||
                    bad "$name: the first $robust greedy ids are $ids"
        continue
    fi
    prefix=$(json_array greedy_pieces_hex "$golden" | tr -d '"' | cut -d, -f1-"$robust" | tr -d ',')
    got=$("$PHALANX" run -m "$model" -p "$prompt" --temp 0 -n "$robust" --raw 2>/dev/null | hex)
    [ "$got" = "$prefix" ] && ok || bad "$name: the first $robust greedy tokens print $got, not $prefix"
done
echo "cli-families: $pass passed, $fail failed"
[ "$fail" -eq 0 ]
