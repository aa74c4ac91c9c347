#!/bin/sh
# End-to-end tests of `phalanx logits` (chapter 20). Run by `make test` with
# PHALANX (the binary), PHALANX_SHARED (the shared data) and BUILD set.
PHALANX=${PHALANX:-build/phalanx}
SHARED=${PHALANX_SHARED:-../shared}
TMP=${TMPDIR:-/tmp}/phx-cli-logits-$$
mkdir -p "$TMP"
pass=0 fail=0

ok() { pass=$((pass + 1)); }
bad() { fail=$((fail + 1)); echo "FAIL: $*"; }

# expect_exit CODE DESCRIPTION -- COMMAND...: run, check the exit status
expect_exit() {
    want=$1; what=$2; shift 3
    "$@" >"$TMP/out" 2>"$TMP/err"; got=$?
    if [ "$got" -eq "$want" ]; then ok; else bad "$what: exit $got, want $want"; sed 's/^/  /' "$TMP/err"; fi
}

# the numbers of a JSON array after KEY in FILE, one line, comma separated
json_array() {
    tr -d ' \n' <"$2" | sed -n "s/.*\"$1\":\[\([-0-9,]*\)\].*/\1/p"
}
MODEL=$SHARED/models/stories260K.gguf
GOLDEN=$SHARED/golden/logits/stories260K.once.json
IDS=$(json_array prompt_tokens "$GOLDEN" | tr ',' ' ')
N_GREEDY=$(json_array greedy "$GOLDEN" | awk -F, '{print NF}')

# 1. the JSON output reproduces the golden's prompt tokens and greedy continuation
expect_exit 0 "logits --json" -- "$PHALANX" logits -m "$MODEL" --ids "$IDS" --json --greedy "$N_GREEDY"
cp "$TMP/out" "$TMP/ours.json"
[ "$(json_array prompt_tokens "$TMP/ours.json")" = "$(json_array prompt_tokens "$GOLDEN")" ] \
    && ok || bad "prompt_tokens differ"
[ "$(json_array greedy "$TMP/ours.json")" = "$(json_array greedy "$GOLDEN")" ] \
    && ok || bad "greedy differs: $(json_array greedy "$TMP/ours.json")"

# 2. the top-1 id of every position matches the golden's (margins here are > 1.6)
ours_top=$(tr -d ' \n' <"$TMP/ours.json" | grep -o '\[\[[0-9]*,' | tr -d '[,' | tr '\n' ' ')
gold_top=$(tr -d ' \n' <"$GOLDEN" | sed 's/.*"top_logits"://' | grep -o '\[\[[0-9]*,' | tr -d '[,' | tr '\n' ' ')
[ "$ours_top" = "$gold_top" ] && ok || bad "top-1 ids differ: '$ours_top' vs '$gold_top'"

# 3. text output: one line per position plus the header
expect_exit 0 "logits text" -- "$PHALANX" logits -m "$MODEL" --ids "1 403" --top 3
[ "$(grep -c '^pos ' "$TMP/out")" -eq 2 ] && ok || bad "text output has wrong line count"

# 4. -p tokenizes the prompt as llama.cpp did, for every golden file
for g in "$SHARED"/golden/logits/*.json; do
    prompt=$(sed -n 's/^ *"prompt": "\(.*\)",$/\1/p' "$g")
    model=$SHARED/$(sed -n 's/^ *"model": "\(.*\)",$/\1/p' "$g")
    expect_exit 0 "logits -p ($(basename "$g"))" -- "$PHALANX" logits -m "$model" -p "$prompt" --json --top 1
    [ "$(json_array prompt_tokens "$TMP/out")" = "$(json_array prompt_tokens "$g")" ] \
        && ok || bad "$(basename "$g"): prompt tokens $(json_array prompt_tokens "$TMP/out")"
done
expect_exit 1 "empty prompt without BOS" -- "$PHALANX" logits -m "$MODEL" -p "" --no-bos
# 5. errors: usage (2) and failures (1), each with one line on stderr
expect_exit 0 "--help" -- "$PHALANX" logits --help
grep -q 'usage: phalanx logits' "$TMP/out" && ok || bad "--help does not print usage"
expect_exit 2 "missing -m" -- "$PHALANX" logits --ids "1 2"
expect_exit 2 "neither -p nor --ids" -- "$PHALANX" logits -m "$MODEL"
expect_exit 2 "bad --top" -- "$PHALANX" logits -m "$MODEL" --ids "1" --top 0
expect_exit 2 "bad --ids" -- "$PHALANX" logits -m "$MODEL" --ids "1 x 3"
expect_exit 2 "unknown flag" -- "$PHALANX" logits -m "$MODEL" --ids "1" --frobnicate
expect_exit 1 "id outside the vocabulary" -- "$PHALANX" logits -m "$MODEL" --ids "1 512"
grep -q 'id 512 is outside the vocabulary' "$TMP/err" && ok || bad "no message for id 512"
expect_exit 1 "missing model" -- "$PHALANX" logits -m "$TMP/none.gguf" --ids "1"
expect_exit 1 "context too small" -- "$PHALANX" logits -m "$MODEL" --ids "1 2 3" --n-ctx 2
grep -q 'context is full' "$TMP/err" && ok || bad "no context-full message"
# 6. shared options, their old spellings, progress and the summary
"$PHALANX" logits -m "$MODEL" --ids "1 403" --top 3 --n-ctx 32 > "$TMP/old.txt" 2>&1
"$PHALANX" logits -m "$MODEL" --ids "1 403" --top-k=3 -c 32 > "$TMP/new.txt" 2>&1
[ -s "$TMP/new.txt" ] && cmp -s "$TMP/old.txt" "$TMP/new.txt" && ok || bad "--top/--n-ctx differ from --top-k/-c"
expect_exit 0 "logits --greedy without --progress" -- "$PHALANX" logits -m "$MODEL" --ids "1" --greedy 20
grep -q "greedy 20/20" "$TMP/err" && bad "progress printed without --progress to a file" || ok
cp "$TMP/out" "$TMP/quiet.txt"
expect_exit 0 "logits --progress" -- "$PHALANX" logits -m "$MODEL" --ids "1" --greedy 20 --progress
grep -q "^phalanx logits: greedy 20/20$" "$TMP/err" && [ "$(grep -c 'greedy' "$TMP/err")" -le 11 ] \
    && ok || bad "--progress: $(cat "$TMP/err")"
cmp -s "$TMP/out" "$TMP/quiet.txt" && ok || bad "--progress changed standard output"
expect_exit 0 "logits -v" -- "$PHALANX" logits -m "$MODEL" --ids "1 403" -v -ctk f32 -ctv f32 -t 1
grep -q "^phalanx logits: 1 threads, .* kernels, context 16, KV cache f32 (1.25 KiB per token), file type f32, mapped$" "$TMP/err" \
    && ok || bad "logits -v summary: $(cat "$TMP/err")"
expect_exit 2 "logits -ctk q8_0 -ctv f16" -- "$PHALANX" logits -m "$MODEL" --ids "1" -ctk q8_0 -ctv f16
expect_exit 1 "logits -ctk q8_0 on heads of 8" -- "$PHALANX" logits -m "$MODEL" --ids "1" -ctk q8_0 -ctv q8_0
grep -q "q8_0 KV cache needs attention heads a multiple of 32 wide .* heads are 8 wide" "$TMP/err" \
    && ok || bad "-ctk q8_0 on stories260K: $(cat "$TMP/err")"
expect_exit 2 "logits --top-k 0" -- "$PHALANX" logits -m "$MODEL" --ids "1" --top-k 0
expect_exit 2 "logits -p and --ids" -- "$PHALANX" logits -m "$MODEL" --ids "1" -p "x"
printf 'Once upon a time' > "$TMP/prompt.txt"
"$PHALANX" logits -m "$MODEL" -p "Once upon a time" --json --top 1 > "$TMP/p.json"
"$PHALANX" logits -m "$MODEL" -f "$TMP/prompt.txt" --json --top 1 > "$TMP/f.json"
printf 'Once upon a time' | "$PHALANX" logits -m "$MODEL" -f - --json --top 1 > "$TMP/s.json"
[ -s "$TMP/p.json" ] && cmp -s "$TMP/p.json" "$TMP/f.json" && cmp -s "$TMP/p.json" "$TMP/s.json" \
    && ok || bad "logits -f FILE / -f - differ from -p"
for how in --no-mmap --mlock; do
    expect_exit 0 "logits $how" -- "$PHALANX" logits -m "$MODEL" -p "Once upon a time" --json --top 1 $how
    cmp -s "$TMP/out" "$TMP/p.json" && ok || bad "logits $how differs from the mapped file"
done
grep -q "mlock" "$TMP/err" && ! grep -q "^phalanx logits: warning: --mlock: the model's .* bytes could not be locked" \
    "$TMP/err" && bad "logits --mlock: $(cat "$TMP/err")" || ok
"$PHALANX" logits --help | grep -q -- "--no-mmap" && "$PHALANX" logits --help | grep -q -- "--mlock" \
    && ok || bad "logits --help lists --no-mmap and --mlock"
rm -rf "$TMP"
echo "cli-logits: $pass passed, $fail failed"
[ "$fail" -eq 0 ]
