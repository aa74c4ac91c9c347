#!/bin/sh
# End-to-end tests of phalanx pull, list, rm and -hf (chapter 50), against a fake hub on the
# loopback interface. Tangled from book/50-getting-models.nw.
PHALANX=${PHALANX:-build/phalanx}
BUILD=${BUILD:-build}
pass=0
fail=0
ok() { pass=$((pass + 1)); }
bad() { fail=$((fail + 1)); echo "FAIL: $*"; }
if [ ! -x "$BUILD/tests/test_pull" ]; then
    echo "cli-pull: skipped (needs $BUILD/tests/test_pull)"; exit 0
fi
tmp=${TMPDIR:-/tmp}/phx-cli-pull-$$
mkdir -p "$tmp/hub" "$tmp/cache" "$tmp/no-shared"
hub_pid=
trap '[ -n "$hub_pid" ] && kill "$hub_pid" 2>/dev/null; rm -rf "$tmp"' EXIT
model="$tmp/hub/synth-F32.gguf"
"$BUILD/tests/test_pull" --vocab "$tmp/vocab.gguf" && "$PHALANX" synth --vocab-from "$tmp/vocab.gguf" \
    -o "$model" --dim 64 --layers 2 --heads 4 --kv-heads 2 --ffn 128 --ctx 256 >/dev/null 2>&1 ||
    bad "synth a model"
"$PHALANX" quantize "$model" "$tmp/hub/synth-Q8_0.gguf" q8_0 >/dev/null 2>&1 ||
    bad "quantize to q8_0"
"$BUILD/tests/test_pull" --serve "$tmp/hub" test/synth-GGUF > "$tmp/hub.out" &
hub_pid=$!
for i in 1 2 3 4 5 6 7 8 9 10; do
    grep -qs "^fake hub:" "$tmp/hub.out" && break; sleep 0.2
done
HF_ENDPOINT=$(sed -n 's/^fake hub: \([^ ]*\) .*/\1/p' "$tmp/hub.out")
PHALANX_CACHE="$tmp/cache"
export HF_ENDPOINT PHALANX_CACHE
[ -n "$HF_ENDPOINT" ] && ok || bad "the fake hub did not start"
path=$("$PHALANX" pull test/synth-GGUF:q8_0 2>"$tmp/pull.err")
[ "$path" = "$tmp/cache/models/test/synth-GGUF/synth-Q8_0.gguf" ] && ok ||
    { bad "pull printed '$path'"; cat "$tmp/pull.err"; }
want=$(sha256sum < "$tmp/hub/synth-Q8_0.gguf" | cut -d' ' -f1)
got=$(sha256sum < "$path" | cut -d' ' -f1)
[ "$got" = "$want" ] && ok || bad "the pulled file's sha256sum differs"
grep -q "SHA-256 checked" "$tmp/pull.err" && ok || bad "pull did not report the check"
run() { "$PHALANX" run "$@" -p "Once upon a time" -n 12 --temp 0 --ignore-eos 2>"$tmp/run.err"; }
want=$(run -m "$tmp/hub/synth-Q8_0.gguf")
[ -n "$want" ] && [ "$(run -hf test/synth-GGUF:Q8_0)" = "$want" ] && ok || bad "run -hf differs from run -m"
[ -n "$(PHALANX_SHARED="$tmp/no-shared" run -hf test/synth-GGUF:Q8_0)" ] && ok ||
    bad "run -hf with an empty PHALANX_SHARED printed nothing"
[ "$(run --hf-repo test/synth-GGUF --hf-file synth-Q8_0.gguf)" = "$want" ] && ok ||
    bad "run --hf-repo --hf-file"
"$PHALANX" run -m "$path" -hf test/synth-GGUF -p x >/dev/null 2>&1
[ $? -eq 2 ] && ok || bad "-m and -hf together must be a usage error"
if command -v script >/dev/null 2>&1; then   # a terminal: util-linux's script
    script -qec "'$PHALANX' pull test/synth-GGUF:F32" /dev/null > "$tmp/tty" 2>&1
    grep -q "100%" "$tmp/tty" && ok || { bad "no progress bar on a terminal"; cat "$tmp/tty"; }
else
    "$PHALANX" pull test/synth-GGUF:F32 >/dev/null 2>&1 && ok || bad "pull :F32"
fi
grep -q "%" "$tmp/pull.err" && bad "a progress bar without a terminal" || ok
"$PHALANX" list > "$tmp/list" 2>&1
grep -q "^test/synth-GGUF:Q8_0 .*synth-Q8_0.gguf" "$tmp/list" &&
    grep -q "^test/synth-GGUF:F32 " "$tmp/list" && ok || { bad "list"; cat "$tmp/list"; }
kill "$hub_pid"; wait "$hub_pid" 2>/dev/null; hub_pid=
[ "$(run --offline -hf test/synth-GGUF:q8_0)" = "$want" ] && ok || bad "run --offline -hf"
run -hf test/synth-GGUF:Q8_0 >/dev/null
[ $? -eq 1 ] && grep -q "offline" "$tmp/run.err" && ok ||
    { bad "no hub and no --offline must fail, suggesting --offline"; cat "$tmp/run.err"; }
"$PHALANX" rm test/synth-GGUF:Q8_0 2>/dev/null && ok || bad "rm"
[ ! -e "$path" ] && ok || bad "rm left $path"
run --offline -hf test/synth-GGUF:Q8_0 >/dev/null
[ $? -eq 1 ] && ok || bad "offline after rm must fail"
"$PHALANX" rm test/synth-GGUF 2>/dev/null && [ ! -d "$tmp/cache/models/test" ] && ok ||
    bad "rm of the whole repository"
echo "cli-pull: $pass passed, $fail failed"
test "$fail" -eq 0
