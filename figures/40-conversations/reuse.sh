# How much of the first turn each of the 65 chat templates of ../shared/templates/jinja keeps
# when it renders the second (chapter 40): turn 1 is the conversation {user} with the generation
# prompt, followed by the reply's text (what the cache holds after the reply); turn 2 is
# {user, assistant (that reply), user} with the generation prompt. For each template: the bytes
# of turn 1 and reply, the bytes of turn 2, and their longest common prefix in bytes (what a
# cache compared by ids can keep, up to the tokenizer's boundaries). Messages of pub2.json, the
# day fixed. Deterministic: renderings, not measurements. Templates that refuse are left out.
T=$(mktemp -d) && trap 'rm -rf "$T"' EXIT
cat > "$T/t1.json" <<'J'
{"bos_token": "<s>", "eos_token": "</s>", "add_generation_prompt": true,
 "messages": [{"role": "user", "content": "Hello, how are you?"}]}
J
cat > "$T/t2.json" <<'J'
{"bos_token": "<s>", "eos_token": "</s>", "add_generation_prompt": true,
 "messages": [{"role": "user", "content": "Hello, how are you?"},
              {"role": "assistant", "content": "I am fine, thank you!"},
              {"role": "user", "content": "Tell me a joke about cats."}]}
J
echo "# command: phalanx template --template shared/templates/jinja/NAME.jinja --messages T --date 2026-12-01 (T = turn 1, turn 2)"
echo "# template turn1_and_reply_bytes turn2_bytes common_prefix_bytes"
for f in "$PHALANX_SHARED"/templates/jinja/*.jinja; do
    n=$(basename "$f" .jinja)
    "$PHALANX" template --template "$f" --messages "$T/t1.json" --date 2026-12-01 > "$T/a" 2>/dev/null || continue
    printf 'I am fine, thank you!' >> "$T/a"
    "$PHALANX" template --template "$f" --messages "$T/t2.json" --date 2026-12-01 > "$T/b" 2>/dev/null || continue
    cmp "$T/a" "$T/b" > "$T/c" 2>&1
    a=$(wc -c < "$T/a"); b=$(wc -c < "$T/b")
    if [ -s "$T/c" ] && grep -q differ "$T/c"; then p=$(($(sed -n 's/.*byte \([0-9]*\).*/\1/p' "$T/c") - 1)); else p=$a; fi
    echo "$n $a $b $p"
done | sort -k1,1
