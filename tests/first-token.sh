#!/bin/sh
# The first token (chapter "A first token"): build/examples/first_token against
# llama.cpp's greedy output, and its error messages. Tangled from book/06-first-token.nw.
SHARED=${PHALANX_SHARED:-../shared}
BUILD=${BUILD:-build}
FT="$BUILD/examples/first_token"
pass=0
fail=0
ok() { pass=$((pass + 1)); }
bad() { fail=$((fail + 1)); echo "FAIL: $*"; }
tmp=${TMPDIR:-/tmp}/phx-first-token-$$
mkdir -p "$tmp"
trap 'rm -rf "$tmp"' EXIT
hex() { od -An -v -tx1 | tr -d ' \n'; }
M="$SHARED/models/stories260K.gguf"
golden="$SHARED/golden/logits/stories260K.empty.json"
n=$(tr -d '\n ' < "$golden" | sed -n 's/.*"greedy":\[\([0-9,]*\)\].*/\1/p' | tr ',' '\n' | grep -c .)
want=$(sed -n 's/^ *"greedy_text_hex": "\([0-9a-f]*\)".*/\1/p' "$golden")
want="${want#20}0a"
got=$("$FT" "$M" "$n" | hex)
if [ "$n" -gt 0 ] && [ "$got" = "$want" ]; then ok; else
    bad "stories260K: the $n greedy tokens differ from llama.cpp's"
    echo "  got  $got"; echo "  want $want"; fi
out=$("$FT" "$M" 15)
[ "$out" = "Once upon a time, there was a little girl named Lily." ] && ok ||
    bad "stories260K, 15 tokens: got '$out'"
out=$("$FT" "$M" 1)
[ "$out" = "Once" ] && ok || bad "stories260K, 1 token: got '$out'"
# expect_error STATUS MESSAGE-PART ARGS...: the run fails with STATUS and says MESSAGE-PART.
expect_error() {
    want_status=$1; part=$2; shift 2
    "$FT" "$@" > "$tmp/out" 2> "$tmp/err"; status=$?
    if [ "$status" = "$want_status" ] && [ ! -s "$tmp/out" ] && grep -qF -- "$part" "$tmp/err"
    then ok; else bad "first_token $*: status $status, stderr '$(cat "$tmp/err")'"; fi
}
expect_error 1 "$tmp/none.gguf: cannot open" "$tmp/none.gguf"
expect_error 1 "not a GGUF file" "$SHARED/vocab/ggml-vocab-llama-spm.gguf.inp"
expect_error 1 "ggml-vocab-llama-spm.gguf: tensor 'token_embd.weight' not found" \
    "$SHARED/vocab/ggml-vocab-llama-spm.gguf"
expect_error 1 "synth-llama-d256-q8_0.gguf: tensor 'token_embd.weight' has ggml type 8, not F32" \
    "$SHARED/models/synth/synth-llama-d256-q8_0.gguf"
expect_error 1 "architecture 'qwen2' is not llama" "$SHARED/models/archs/qwen2.gguf"
head -c 600000 "$M" > "$tmp/cut.gguf"
expect_error 1 "the file is incomplete" "$tmp/cut.gguf"
head -c 1185200 "$M" > "$tmp/cut.gguf"
expect_error 1 "'blk.4.ffn_norm.weight' (256 bytes at offset 1185120) does not lie inside" \
    "$tmp/cut.gguf"
expect_error 2 "usage: first_token" "$M" 0
expect_error 2 "usage: first_token" "$M" 12x
expect_error 2 "usage: first_token"
echo "first-token: $pass passed, $fail failed"
test "$fail" -eq 0
