# The entropy figure of chapter 20: how sure stories260K is at each position of a real prompt.
# phalanx logits prints all 512 logits of every position (--top 512, the whole vocabulary);
# awk turns each row into the entropy of its softmax and the surprisal of the prompt's next token.
model=models/stories260K.gguf
prompt="Once upon a time, there was a little dog named Max. He loved to eat red apples in the garden."
echo "# command: build/phalanx logits -m shared/$model -p \"$prompt\" --top 512 -t 1"
echo "# pos token piece entropy_bits surprisal_of_next_bits (the logits of pos p predict token p+1)"
"$PHALANX" tokenize -m "$PHALANX_SHARED/$model" --pieces "$prompt" > "${TMPDIR:-/tmp}/entropy.$$.pieces"
"$PHALANX" logits -m "$PHALANX_SHARED/$model" -p "$prompt" --top 512 -t 1 |
awk -v pieces="${TMPDIR:-/tmp}/entropy.$$.pieces" '
  BEGIN { FS = "\t"; n = 0; while ((getline line < pieces) > 0) { split(line, f, "\t"); piece[n++] = f[2] }
          FS = " " }
  /^pos / {
    p = $2; tok[p] = $4; gsub(/[^0-9]/, "", tok[p]); max = $6
    for (i = 5; i <= NF; i += 2) if ($(i + 1) > max) max = $(i + 1)
    z = 0; for (i = 5; i <= NF; i += 2) { e[$i] = exp($(i + 1) - max); z += e[$i] }
    h = 0; for (id in e) { q = e[id] / z; if (q > 0) h -= q * log(q) / log(2) }
    H[p] = h; for (id in e) P[p, id] = e[id] / z; delete e; last = p }
  END {
    for (p = 0; p <= last; p++) {
      s = p < last ? sprintf("%.4f", -log(P[p, tok[p + 1]]) / log(2)) : "NaN"
      printf "%d %d \"%s\" %.4f %s\n", p, tok[p], piece[p], H[p], s } }'
rm -f "${TMPDIR:-/tmp}/entropy.$$.pieces"
