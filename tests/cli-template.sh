#!/bin/sh
# End-to-end tests of `phalanx template` (chapter 39). Tangled from book/39-template-render.nw.
# Environment: PHALANX (the binary), PHALANX_SHARED (the shared data).
PHALANX=${PHALANX:-build/phalanx}
SHARED=${PHALANX_SHARED:-../shared}
T=$SHARED/templates
pass=0
fail=0
ok() { pass=$((pass + 1)); }
bad() { fail=$((fail + 1)); echo "FAIL: $*"; }
tmp=${TMPDIR:-/tmp}/phx-cli-template-$$
mkdir -p "$tmp"
trap 'rm -rf "$tmp"' EXIT
goldens=0
for t in "$T"/jinja/*.jinja; do
  name=$(basename "$t" .jinja)
  for conv in pub1 pub2; do
    if [ -f "$T/golden/$name.$conv.txt" ]; then
      goldens=$((goldens + 1))
      "$PHALANX" template --template "$t" --messages "$T/$conv.json" --date 2026-12-01 \
        > "$tmp/out" 2> "$tmp/err"
      if [ $? -eq 0 ] && cmp -s "$tmp/out" "$T/golden/$name.$conv.txt"; then ok
      else bad "$name.$conv: $(head -c 200 "$tmp/err")"; fi
    elif [ -f "$T/golden/$name.$conv.error" ]; then
      goldens=$((goldens + 1))
      msg=$(sed 's/^Error: Jinja Exception: //' "$T/golden/$name.$conv.error")
      "$PHALANX" template --template "$t" --messages "$T/$conv.json" > "$tmp/out" 2> "$tmp/err"
      rc=$?
      if [ $rc -eq 1 ] && [ ! -s "$tmp/out" ] && [ "$(cat "$tmp/err")" = "phalanx template: $msg" ]; then ok
      else bad "$name.$conv: want exit 1 and '$msg', got $rc: $(cat "$tmp/err")"; fi
    fi
  done
done
[ "$goldens" -eq 130 ] && ok || bad "found $goldens goldens, want 130"
for conv in pub1 pub2; do
  "$PHALANX" template -m "$SHARED/vocab/ggml-vocab-qwen2.gguf" --messages "$T/$conv.json" > "$tmp/out" \
    && cmp -s "$tmp/out" "$T/golden/Qwen-Qwen3-0.6B.$conv.txt" && ok || bad "-m qwen2 $conv"
done
"$PHALANX" template -m "$SHARED/vocab/ggml-vocab-llama-bpe.gguf" --messages "$T/pub1.json" > "$tmp/out" \
  && [ "$(head -c 17 "$tmp/out")" = "<|begin_of_text|>" ] && ok || bad "-m llama-bpe: BOS text"
"$PHALANX" template --template "$T/jinja/Qwen-Qwen2.5-7B-Instruct.jinja" --messages "$T/pub1.json" \
  --no-generation-prompt > "$tmp/out" && ! grep -q '<|im_start|>assistant' "$tmp/out" && ok || bad "--no-generation-prompt"
"$PHALANX" template -m "$SHARED/models/stories260K.gguf" --messages "$T/pub1.json" > /dev/null 2> "$tmp/err"
[ $? -eq 1 ] && grep -q 'no tokenizer.chat_template' "$tmp/err" && ok || bad "a model without a template"
printf '{%% for m in messages %%}\n{{ m.content.nope.x }}{%% endfor %%}' > "$tmp/bad.jinja"
"$PHALANX" template --template "$tmp/bad.jinja" --messages "$T/pub1.json" > /dev/null 2> "$tmp/err"
[ $? -eq 1 ] && grep -q 'line 2, column' "$tmp/err" && ok || bad "a runtime error names its line: $(cat "$tmp/err")"
for args in "" "--messages $T/pub1.json" "--template x.jinja" "--template a -m b --messages c" \
            "--bogus" "--template $T/jinja/Qwen-Qwen3-0.6B.jinja --messages $T/pub1.json --date 12/01/2026"; do
  # shellcheck disable=SC2086
  "$PHALANX" template $args > /dev/null 2>&1
  [ $? -eq 2 ] && ok || bad "usage error not status 2: template $args"
done
"$PHALANX" template --help | grep -q 'usage: phalanx template' && ok || bad "--help"
echo "cli-template: $pass passed, $fail failed"
test "$fail" -eq 0
