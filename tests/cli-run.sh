#!/bin/sh
# End-to-end tests of `phalanx run` (chapter 23). Tangled from book/23-cli-api.nw.
# Environment: PHALANX (the binary), PHALANX_SHARED (the shared data), BUILD.
PHALANX=${PHALANX:-build/phalanx}
SHARED=${PHALANX_SHARED:-../shared}
BUILD=${BUILD:-build}
pass=0
fail=0
ok() { pass=$((pass + 1)); }
bad() { fail=$((fail + 1)); echo "FAIL: $*"; }
tmp=${TMPDIR:-/tmp}/phx-cli-run-$$
mkdir -p "$tmp"
trap 'rm -rf "$tmp"' EXIT
hex() { od -An -v -tx1 | tr -d ' \n'; }
json_string() { sed -n "s/^ *\"$1\": \"\(.*\)\",\{0,1\}$/\1/p" "$2" | head -n 1; }
json_greedy_count() {
    tr -d '\n ' < "$1" | sed -n 's/.*"greedy":\[\([0-9,]*\)\].*/\1/p' | tr ',' '\n' | grep -c .
}
json_last_margin() {
    tr -d '\n ' < "$1" | sed 's/.*"top_logits":\[\[\[//; s/\]\]\].*//' |
        awk -F'\\]\\],\\[\\[' '{ print $NF }' | awk -F'[],[]+' '{ print $2 - $4 }'
}
full=0; goldens=0
for golden in "$SHARED"/golden/logits/*.json; do
    name=$(basename "$golden" .json)
    model="$SHARED/$(json_string model "$golden")"
    prompt=$(json_string prompt "$golden")
    want=$(json_string greedy_text_hex "$golden")
    n=$(json_greedy_count "$golden")
    case "$name" in
    stories260K.*|aidreams260K.*|tiny-random-*|synth-llama-d256-f32.*|synth-llama-d256-f16.*|synth-llama-d256-bf16.*)
        got=$("$PHALANX" run -m "$model" -p "$prompt" --temp 0 -n "$n" --raw | hex)
        if [ "$got" = "$want" ]; then ok; full=$((full + 1)); else bad "$name: --raw greedy bytes differ"; echo "  got  $got"; echo "  want $want"; fi ;;
    *)
        got=$("$PHALANX" run -m "$model" -p "$prompt" --temp 0 -n "$n" --raw | hex)
        if [ "$got" = "$want" ]; then
            ok; full=$((full + 1))
        elif awk -v m="$(json_last_margin "$golden")" 'BEGIN { exit !(m >= 0.7) }'; then
            got=$("$PHALANX" run -m "$model" -p "$prompt" --temp 0 -n 1 --raw | hex)
            case "$want" in "$got"?*) [ -n "$got" ] && ok || bad "$name: no output" ;;
                            *) bad "$name: first greedy token differs ($got)" ;; esac
        fi ;;
    esac
    goldens=$((goldens + 1))
    case "$name" in stories260K.*|aidreams260K.*)
        if [ -z "$prompt" ]; then want=${want#20}; fi
        got=$("$PHALANX" run -m "$model" -p "$prompt" --temp 0 -n "$n" | hex)
        if [ "$got" = "$want" ]; then ok; else bad "$name: greedy text differs"; echo "  got  $got"; echo "  want $want"; fi ;;
    esac
done
echo "cli-run: $full of $goldens golden greedy continuations reproduced to the last byte"
story="Once upon a time, there was a little girl named Lily. She loved to play outside in the park. One day, she saw a big, red ball. She wanted to play with it, but it was too high."
out=$("$PHALANX" run -m "$SHARED/models/stories260K.gguf" -p "" --temp 0 -n 64)
case "$out" in "$story"*) ok ;; *) bad "known-good story: got '$out'" ;; esac
M="$SHARED/models/stories260K.gguf"
a=$("$PHALANX" run -m "$M" -p "Once upon a time" -n 48 --seed 42 --temp 1)
b=$("$PHALANX" run -m "$M" -p "Once upon a time" -n 48 --seed 42 --temp 1)
c=$("$PHALANX" run -m "$M" -p "Once upon a time" -n 48 --seed 43 --temp 1)
[ -n "$a" ] && [ "$a" = "$b" ] && ok || bad "same seed gave different text"
[ "$a" != "$c" ] && ok || bad "different seeds gave the same text"
out=$("$PHALANX" run -m "$M" -p "" --temp 0 -n 64 --stop "named")
[ "$out" = "Once upon a time, there was a little girl " ] && ok || bad "--stop: got '$out'"
out=$("$PHALANX" run -m "$M" -p "Once upon a time" --temp 0 -n 3 --echo)
case "$out" in "Once upon a time,"*) ok ;; *) bad "--echo: got '$out'" ;; esac
printf 'Once upon a time' > "$tmp/prompt.txt"
x=$("$PHALANX" run -m "$M" -f "$tmp/prompt.txt" --temp 0 -n 16)
y=$("$PHALANX" run -m "$M" -p "Once upon a time" --temp 0 -n 16)
[ -n "$x" ] && [ "$x" = "$y" ] && ok || bad "-f differs from -p"
out=$("$PHALANX" run -m "$M" -p "" --temp 0 -n 8 --stats 2>"$tmp/err")
grep -q "decode .*tok/s" "$tmp/err" && grep -q "seed" "$tmp/err" && ! echo "$out" | grep -q "tok/s" \
    && ok || bad "--stats output"
"$PHALANX" run -m "$M" -p "" --temp 0 -c 8 >/dev/null 2>"$tmp/err" && grep -q "context is full" "$tmp/err" \
    && ok || bad "full context message"
"$PHALANX" run -m "$M" -p "Once upon a time there was a long prompt" -c 4 >/dev/null 2>"$tmp/err"
[ $? -eq 1 ] && grep -q "room for 4" "$tmp/err" && ok || bad "prompt longer than the context"
"$PHALANX" run -m "$tmp/missing.gguf" -p "x" >/dev/null 2>"$tmp/err"
[ $? -eq 1 ] && [ "$(wc -l < "$tmp/err")" -eq 1 ] && ok || bad "missing model: exit 1, one line"
"$PHALANX" run -m "$M" -p "$(printf 'bad \377 byte')" >/dev/null 2>"$tmp/err"
[ $? -eq 1 ] && grep -q "UTF-8" "$tmp/err" && ok || bad "invalid UTF-8 prompt: exit 1 naming UTF-8"
out=$("$PHALANX" run -m "$M" -p "Once" -n 0 --temp 0)
[ $? -eq 0 ] && [ -z "$out" ] && ok || bad "-n 0 must print nothing"
usage_error() {
    "$PHALANX" run "$@" >/dev/null 2>"$tmp/err"
    st=$?
    if [ $st -eq 2 ] && [ "$(wc -l < "$tmp/err")" -eq 2 ] && grep -q "Try 'phalanx run --help'" "$tmp/err"; then ok
    else bad "usage error for '$*': status $st, stderr: $(cat "$tmp/err")"; fi
}
usage_error -p "x"
usage_error -m "$M"
usage_error -m "$M" -p "x" -f "$tmp/prompt.txt"
usage_error -m "$M" -p "x" --temp abc
usage_error -m "$M" -p "x" --temp -1
usage_error -m "$M" -p "x" --top-p 1.5
usage_error -m "$M" -p "x" --min-p nan
usage_error -m "$M" -p "x" --top-k -3
usage_error -m "$M" -p "x" -n -3
usage_error -m "$M" -p "x" -n 12x
usage_error -m "$M" -p "x" --seed
usage_error -m "$M" -p "x" --stop ""
usage_error -m "$M" -p "x" --logit-bias 13
usage_error -m "$M" -p "x" --logit-bias 99999+1
usage_error -m "$M" -p "x" --frobnicate
out=$("$PHALANX" run -m "$M" -p "" --temp 0 -n 80 --logit-bias 13-inf)
case "$out" in "$story"*) ok ;; *) bad "--logit-bias 13-inf: got '$out'" ;; esac
echo "$out" | grep -q "^Lily" && bad "--logit-bias 13-inf: a newline was generated" || ok
"$PHALANX" run --help >"$tmp/out" 2>&1 && grep -q "usage: phalanx run" "$tmp/out" && ok || bad "run --help"
"$PHALANX" --help | grep -q "run " && ok || bad "phalanx --help lists run"
base=$("$PHALANX" run -m "$M" -p "Once upon a time" --temp 1 --seed 7 -n 24 -c 128)
alias=$("$PHALANX" run -m "$M" --prompt="Once upon a time" --temperature=1 -s 7 --n-predict 24 --ctx-size=128)
[ -n "$base" ] && [ "$base" = "$alias" ] && ok || bad "llama.cpp aliases and --opt=value differ"
piped=$(printf 'Once upon a time' | "$PHALANX" run -m "$M" -f - --temp 1 -s 7 -n 24 -c 128)
[ "$piped" = "$base" ] && ok || bad "-f - (standard input) differs from -p"
out=$("$PHALANX" run -m "$M" -p "" --temp 0 -n 64 -r "named")
[ "$out" = "Once upon a time, there was a little girl " ] && ok || bad "-r as a stop string: '$out'"
x=$("$PHALANX" run -m "$M" -e -p 'Once upon\na time' --temp 0 -n 8)
y=$("$PHALANX" run -m "$M" -p "$(printf 'Once upon\na time')" --temp 0 -n 8)
[ -n "$x" ] && [ "$x" = "$y" ] && ok || bad "-e does not turn \\n into a newline"
"$PHALANX" run -m "$M" -p "" --temp 0 -n 400 --ignore-eos --stats >/dev/null 2>"$tmp/err"
grep -q "stopped by token limit" "$tmp/err" && grep -q "sampling .* 400 tokens" "$tmp/err" \
    && ok || bad "--ignore-eos must run to -n"
"$PHALANX" run -m "$M" -p "x" -n 2 -v --no-mmap >/dev/null 2>"$tmp/err"
grep -q "phalanx run: [0-9]* threads, .* kernels, context 2048, KV cache f16 (0.62 KiB per token), file type f32, read into memory" \
    "$tmp/err" && ok || bad "-v summary with --no-mmap: $(cat "$tmp/err")"
"$PHALANX" run -m "$M" -p "x" -n 2 --stats -ctk f32 -ctv f32 >/dev/null 2>"$tmp/err"
grep -q "KV cache f32 (1.25 KiB per token), file type f32, mapped" "$tmp/err" && ok || bad "--stats summary with -ctk f32"
if command -v taskset >/dev/null 2>&1 && taskset -c 0 true 2>/dev/null; then
    taskset -c 0 "$PHALANX" run -m "$M" -p "x" -n 2 -v >/dev/null 2>"$tmp/err"
    grep -q "phalanx run: 1 threads" "$tmp/err" && ok || bad "taskset -c 0: $(cat "$tmp/err")"
    taskset -c 0 "$PHALANX" run -m "$M" -p "x" -n 2 -v -t 1000 >/dev/null 2>"$tmp/err"
    grep -q "t 1000 is more than the 1 threads" "$tmp/err" && grep -q "phalanx run: 1 threads" "$tmp/err" \
        && ok || bad "-t 1000 is clamped with a warning: $(cat "$tmp/err")"
fi
long=$(i=0; while [ $i -lt 150 ]; do printf 'Once upon a time '; i=$((i + 1)); done)
"$PHALANX" run -m "$M" -p "$long" -n 2 -c 1024 --progress >/dev/null 2>"$tmp/err"
grep -q "^phalanx run: prefill 602/602$" "$tmp/err" && grep -q "^phalanx run: prefill 64/602$" "$tmp/err" \
    && ok || bad "--progress for a long prefill: $(cat "$tmp/err")"
"$PHALANX" run -m "$M" -p "$long" -n 2 -c 1024 >/dev/null 2>"$tmp/err"
grep -q "prefill" "$tmp/err" && bad "prefill progress without --progress to a file" || ok
"$PHALANX" run -m "$M" -p "x" -n 2 --mlock -v >/dev/null 2>"$tmp/err"
[ $? -eq 0 ] && { grep -q "file type f32, mapped, locked$" "$tmp/err" ||
    grep -q "warning: mlock: the model's 1185376 bytes could not be locked" "$tmp/err"; } \
    && ok || bad "--mlock must lock or say why not: $(cat "$tmp/err")"
"$PHALANX" run -m "$M" -p "x" -n 2 --progress >/dev/null 2>"$tmp/err"
grep -q "^phalanx run: loading the model 0%$" "$tmp/err" && grep -q "^phalanx run: loading the model 100%$" "$tmp/err" \
    && ok || bad "--progress for the load: $(cat "$tmp/err")"
"$PHALANX" run -m "$M" -p "x" -n 2 >/dev/null 2>"$tmp/err"
grep -q "loading the model" "$tmp/err" && bad "load progress without --progress to a file" || ok
"$PHALANX" run -m "$M" -p "x" -n 2 -c 3000 >/dev/null 2>"$tmp/err"
grep -q "^phalanx run: warning: a context of 3000 positions is longer than the 2048 the model was trained on" \
    "$tmp/err" && ok || bad "-c past the training context: no warning: $(cat "$tmp/err")"
"$PHALANX" run -m "$M" -p "x" -n 2 -c 0 -v >/dev/null 2>"$tmp/err"
grep -q "context 2048, KV cache f16" "$tmp/err" && ! grep -q warning "$tmp/err" \
    && ok || bad "-c 0 is the training context: $(cat "$tmp/err")"
"$PHALANX" run -m "$M" -p "Once" -n 1 --verbose-prompt >/dev/null 2>"$tmp/err"
grep -q "the prompt is 2 tokens" "$tmp/err" && grep -q "403 -> ' Once'" "$tmp/err" && ok || bad "--verbose-prompt"
"$PHALANX" run -m "$M" -p "x" -n 2 -v --log-file "$tmp/log" >/dev/null 2>"$tmp/err"
grep -q "^info: .*stories260K.gguf: 48 tensors" "$tmp/log" && ! grep -q "48 tensors" "$tmp/err" \
    && ok || bad "--log-file: the log is not in the file (alone)"
"$PHALANX" run -m "$M" -p "x" -n 2 -ctk q8_0 -ctv q8_0 >/dev/null 2>"$tmp/err"
[ $? -eq 1 ] && grep -q "q8_0 KV cache needs attention heads a multiple of 32 wide" "$tmp/err" \
    && ok || bad "-ctk q8_0 on heads of 8: $(cat "$tmp/err")"
usage_error -m "$M" -p "x" -ctk q8_0 -ctv f16
usage_error -m "$M" -p "x" -ctk f32
usage_error -m "$M" -p "x" --tmep 0
grep -q "did you mean --temp?" "$tmp/err" && ok || bad "no suggestion for --tmep"
usage_error -m "$M" -p "x" --echo=yes
PHALANX_LOG=verbose "$PHALANX" run -m "$M" -p "x" -n 1 >/dev/null 2>"$tmp/err"
[ $? -eq 2 ] && grep -q "PHALANX_LOG='verbose' is not valid" "$tmp/err" && ok || bad "PHALANX_LOG=verbose accepted"
PHALANX_NO_MMAP=yes "$PHALANX" run -m "$M" -p "x" -n 1 >/dev/null 2>&1
[ $? -eq 2 ] && ok || bad "PHALANX_NO_MMAP=yes accepted"
for v in PHALANX_LOG PHALANX_NO_MMAP PHX_FORCE_REF; do
    "$PHALANX" --help | grep -q "^  $v " && "$PHALANX" --man | grep -q "^\.B $v$" \
        && ok || bad "$v is not documented in --help and the manual page"
done
"$PHALANX" run -m "$M" -p "" --temp 0 -n 400 --ignore-eos 2>"$tmp/err" | head -c 5 >/dev/null
[ ! -s "$tmp/err" ] && ok || bad "a reader that goes away (| head) gives a message: $(cat "$tmp/err")"
(trap '' PIPE; "$PHALANX" run -m "$M" -p "" --temp 0 -n 400 --ignore-eos 2>"$tmp/err" | head -c 5 >/dev/null)
[ ! -s "$tmp/err" ] && ok || bad "| head with SIGPIPE ignored gives a message: $(cat "$tmp/err")"
"$PHALANX" run --help | grep -q "(| head)" && ok || bad "run --help does not document | head"
printf '\020\0\0\0\0\0\0\0{"a":{"x":1}}   ' > "$tmp/m.safetensors"
head -c 500000 "$M" > "$tmp/cut.gguf"
for case in "$SHARED/vocab/ggml-vocab-llama-spm.gguf|vocabulary-only GGUF file" \
            "$tmp/m.safetensors|this is a safetensors file (Hugging Face): convert it" \
            "$SHARED/models/llama2c/stories260K.bin|this is a llama2.c checkpoint: convert it" \
            "$tmp/cut.gguf|the file is incomplete: 500000 of more than"; do
    file=${case%%|*}; want=${case#*|}
    "$PHALANX" run -m "$file" -p "x" -n 1 >/dev/null 2>"$tmp/err"
    [ $? -eq 1 ] && grep -q "$want" "$tmp/err" && ok || bad "run -m $file: $(cat "$tmp/err")"
done
"$PHALANX" rnu -m "$M" >/dev/null 2>"$tmp/err"
[ $? -eq 2 ] && grep -q "did you mean 'run'?" "$tmp/err" && ok || bad "no suggestion for 'rnu'"
"$PHALANX" --man > "$tmp/man"
sed 's/\\-/-/g' "$tmp/man" > "$tmp/man.txt"
grep -q '^\.TH PHALANX 1' "$tmp/man" && ok || bad "--man does not start with .TH"
[ ! -f "$BUILD/man/phalanx.1" ] || cmp -s "$tmp/man" "$BUILD/man/phalanx.1" && ok || bad "build/man/phalanx.1 is stale"
commands=$("$PHALANX" --help | sed -n '/^Commands:/,/^$/p' | awk 'NR > 1 && NF { print $1 }')
[ -n "$commands" ] && ok || bad "no commands in phalanx --help"
for c in $commands; do
    "$PHALANX" "$c" --help > "$tmp/help" || bad "$c --help fails"
    grep -q "^\.SS \"$c\"" "$tmp/man" || bad "the manual page has no section for $c"
    left=$(grep '^  *-' "$tmp/help" | cut -c1-28 | sed 's/^ *//; s/ [^-].*//' | grep -o -- '--*[a-zA-Z][-a-zA-Z0-9]*')
    names=$( { echo "$left"; tr '\n' ' ' < "$tmp/help" | tr -s ' ' | grep -o '\[also [^]]*\]' |
               grep -o -- '--*[a-zA-Z][-a-zA-Z0-9]*'; } )
    dup=$(echo "$left" | sort | uniq -d)
    [ -z "$dup" ] && ok || bad "$c --help lists $dup twice"
    for n in $names; do
        grep -q -- "$n" "$tmp/man.txt" && ok || bad "$c: $n is in --help but not in the manual page"
    done
done
if command -v groff >/dev/null 2>&1; then
    groff -man -Tutf8 "$tmp/man" >/dev/null 2>"$tmp/err" && [ ! -s "$tmp/err" ] && ok \
        || bad "groff warns about the manual page: $(head -3 "$tmp/err")"
fi
TINY="$SHARED/models/tiny-random-llama2-f16.gguf"
for sig in INT TERM; do
    "$PHALANX" run -m "$TINY" -p "Hello" -n -1 --ignore-eos -c 4096 -t 1 --stats \
        >"$tmp/sig.out" 2>"$tmp/sig.err" &
    pid=$!
    sleep 1
    kill -s "$sig" "$pid"
    wait "$pid"
    st=$?
    want=130; [ "$sig" = TERM ] && want=143
    [ "$st" -eq "$want" ] && ok || bad "SIG$sig: exit status $st, want $want"
    [ "$(tail -c 1 "$tmp/sig.out" | od -An -c | tr -d ' ')" = '\n' ] && [ -s "$tmp/sig.out" ] \
        && ok || bad "SIG$sig: the text does not end with a newline"
    grep -q "interrupted by SIG$sig" "$tmp/sig.err" && grep -q "decode .*tok/s" "$tmp/sig.err" \
        && grep -q "stopped by SIG$sig" "$tmp/sig.err" && ok || bad "SIG$sig: no statistics"
done
EX="$BUILD/examples"
if [ -x "$EX/minimal_generate" ]; then
    out=$("$EX/minimal_generate" "$M" "" 64 2>/dev/null)
    case "$out" in "$story"*) ok ;; *) bad "minimal_generate: got '$out'" ;; esac
    want=$(tr -d '\n ' < "$SHARED/golden/logits/stories260K.once.json" |
           sed -n 's/.*"greedy":\[\([0-9]*\).*/\1/p')
    top=$("$EX/dump_logits" "$M" "Once upon a time" 1 2>/dev/null | tail -n 1 | cut -f 3)
    [ "$top" = "$want" ] && ok || bad "dump_logits: last argmax '$top', golden '$want'"
    if command -v valgrind >/dev/null 2>&1; then
        for cmd in "$EX/minimal_generate $M Once 16" "$EX/dump_logits $M Once 3"; do
            if valgrind -q --leak-check=full --show-leak-kinds=definite,indirect \
                   --errors-for-leak-kinds=definite,indirect --error-exitcode=99 \
                   $cmd >/dev/null 2>"$tmp/vg"; then ok
            else bad "valgrind: $cmd"; sed 's/^/  /' "$tmp/vg" | head -n 20; fi
        done
    else
        echo "cli-run: valgrind not installed; leak checks skipped"
    fi
fi
echo "cli-run: $pass passed, $fail failed"
test "$fail" -eq 0
