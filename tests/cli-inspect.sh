#!/bin/sh
# End-to-end tests of `phalanx inspect` (chapter 11). Needs PHALANX and PHALANX_SHARED.
PHALANX=${PHALANX:-build/phalanx}
SHARED=${PHALANX_SHARED:-../shared}
TMP=${TMPDIR:-/tmp}/phx-cli-inspect-$$
mkdir -p "$TMP"
trap 'rm -rf "$TMP"' EXIT
pass=0
fail=0
ok() { pass=$((pass + 1)); }
bad() { fail=$((fail + 1)); echo "FAIL: $*"; }

for f in "$SHARED"/models/*.gguf "$SHARED"/models/synth/*.gguf "$SHARED"/vocab/*.gguf; do
    if "$PHALANX" inspect "$f" > "$TMP/out.txt" 2> "$TMP/err.txt" &&
       grep -q "GGUF version" "$TMP/out.txt" && grep -q "^totals:" "$TMP/out.txt" &&
       [ ! -s "$TMP/err.txt" ]; then ok; else bad "inspect $f"; fi
    if "$PHALANX" inspect --json "$f" > "$TMP/out.json" 2> "$TMP/err.txt" &&
       head -c 9 "$TMP/out.json" | grep -q '^{"file": ' && tail -n 1 "$TMP/out.json" | grep -q '}}$'
    then ok; else bad "inspect --json $f"; fi
done
"$PHALANX" inspect "$SHARED/models/stories260K.gguf" > "$TMP/out.txt"
if grep -q 'tokenizer.ggml.tokens .*\[512 strings: "<unk>", "<s>", "</s>", ...\]' "$TMP/out.txt"
then ok; else bad "long arrays are abbreviated"; fi
if grep -q '^  block_count  *5$' "$TMP/out.txt"; then ok; else bad "architecture summary"; fi
# to_f32: round a decimal to the nearest float32 (ties to even) and print it with 9 digits,
# so that two decimals naming the same float32 give the same line.
to_f32='
function rf(x,   a, e, u, y, r) {
    if (x == 0) return x
    a = x < 0 ? -x : x
    e = int(log(a) / log(2))
    while (2 ^ e > a) e--
    while (2 ^ (e + 1) <= a) e++
    if (e < -126) e = -126
    u = 2 ^ (e - 23); y = a / u; r = int(y)
    if (y - r > 0.5 || (y - r == 0.5 && r % 2 == 1)) r++
    return (x < 0 ? -r : r) * u
}
{ for (i = 1; i <= NF; i++) printf "%.9g\n", rf($i + 0) }'
for g in "$SHARED"/golden/dequant/*.f32; do
    base=$(basename "$g" .f32)
    model=${base%%.blk.*}
    tensor=${base#"$model".}
    n=$(( $(wc -c < "$g") / 4 ))
    [ "$n" -gt 4096 ] && n=4096
    "$PHALANX" inspect "$SHARED/models/synth/$model.gguf" --tensor "$tensor" --values "$n" \
        | awk "$to_f32" > "$TMP/got.txt"
    od -An -tf4 -v -N $((n * 4)) "$g" | awk "$to_f32" > "$TMP/want.txt"
    if [ "$(wc -l < "$TMP/got.txt")" -eq "$n" ] && cmp -s "$TMP/got.txt" "$TMP/want.txt"
    then ok; else bad "--values of $model $tensor differ from the golden floats"; fi
done
expect_failure() {   # expected-status description command...
    want=$1; what=$2; shift 2
    "$@" > "$TMP/out.txt" 2> "$TMP/err.txt"
    status=$?
    if [ "$status" -eq "$want" ] && [ -s "$TMP/err.txt" ] && [ "$(grep -c . "$TMP/err.txt")" -le 2 ]
    then ok; else bad "$what: status $status (wanted $want), stderr: $(head -c 200 "$TMP/err.txt")"; fi
}
head -c 100000 "$SHARED/models/stories260K.gguf" > "$TMP/truncated.gguf"
printf 'this is not a gguf file\n' > "$TMP/text.gguf"
: > "$TMP/empty.gguf"
expect_failure 1 "missing file" "$PHALANX" inspect "$TMP/does-not-exist.gguf"
expect_failure 1 "truncated file" "$PHALANX" inspect "$TMP/truncated.gguf"
expect_failure 1 "not GGUF" "$PHALANX" inspect "$TMP/text.gguf"
expect_failure 1 "empty file" "$PHALANX" inspect "$TMP/empty.gguf"
expect_failure 1 "unknown tensor" "$PHALANX" inspect "$SHARED/models/stories260K.gguf" --tensor nope
expect_failure 2 "no file" "$PHALANX" inspect
expect_failure 2 "bad flag" "$PHALANX" inspect --frobnicate "$SHARED/models/stories260K.gguf"
expect_failure 2 "bad count" "$PHALANX" inspect "$SHARED/models/stories260K.gguf" --tensor x --values -3
expect_failure 2 "values alone" "$PHALANX" inspect "$SHARED/models/stories260K.gguf" --values 3
"$PHALANX" inspect "$TMP/truncated.gguf" 2> "$TMP/err.txt"
if grep -q "truncated.gguf: " "$TMP/err.txt"; then ok; else bad "error names the file"; fi
if "$PHALANX" inspect --help | grep -q "usage: phalanx inspect"; then ok; else bad "--help"; fi
M="$SHARED/models/stories260K.gguf"
"$PHALANX" inspect "$M" --tensor output_norm.weight --values 4 > "$TMP/a.txt"
"$PHALANX" inspect -m "$M" --tensor=output_norm.weight --values=4 > "$TMP/b.txt"
if [ -s "$TMP/a.txt" ] && cmp -s "$TMP/a.txt" "$TMP/b.txt"; then ok; else bad "-m and --opt=value differ"; fi
expect_failure 2 "file twice" "$PHALANX" inspect "$M" -m "$M"
expect_failure 2 "--json=1" "$PHALANX" inspect "$M" --json=1
"$PHALANX" inspect "$M" --tensr x 2> "$TMP/err.txt"
if grep -q "did you mean --tensor?" "$TMP/err.txt"; then ok; else bad "no suggestion for --tensr"; fi

echo "cli-inspect: $pass passed, $fail failed"
[ "$fail" -eq 0 ]
