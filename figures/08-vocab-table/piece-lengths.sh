# The piece-length figure of chapter 8: how many bytes of text each normal token of four real
# vocabularies stands for (16: 16 or more), as a fraction of its normal tokens. gawk reads the
# GGUF file itself: header, then every key, keeping tokenizer.ggml.model, .tokens, .token_type.
tmp=$(mktemp); trap 'rm -f "$tmp"' EXIT
cat > "$tmp" <<'AWK'
# text they stand for: a byte-level BPE character is one byte; SentencePiece's ▁ is one space.
function u(n,   v, k) { v = 0; for (k = n - 1; k >= 0; k--) v = v * 256 + ord[substr(buf, pos + k, 1)]; pos += n; return v }
function str(   n, s) { n = u(8); s = substr(buf, pos, n); pos += n; return s }
function skip(t,   c, i) {
    if (t == 8) { str(); return }
    if (t == 9) { et = u(4); c = u(8); for (i = 0; i < c; i++) skip(et); return }
    pos += size[t]
}
BEGIN { RS = "^$"; for (i = 0; i < 256; i++) ord[sprintf("%c", i)] = i
        split("1 1 2 2 4 4 4 1 0 0 8 8 8", sz, " "); for (i = 0; i < 13; i++) size[i] = sz[i + 1] }
{ buf = $0; pos = 1 + 16; nkv = u(8)
  for (kv = 0; kv < nkv; kv++) {
      key = str(); t = u(4)
      if (key == "tokenizer.ggml.model" && t == 8) { model = str(); continue }
      if (key == "tokenizer.ggml.tokens") { et = u(4); n = u(8); for (i = 0; i < n; i++) tok[i] = str(); continue }
      if (key == "tokenizer.ggml.token_type") { et = u(4); n = u(8); for (i = 0; i < n; i++) type[i] = u(4); continue }
      skip(t)
  } }
END {
  for (i = 0; i < n; i++) {
      if (type[i] != 1) continue
      s = tok[i]
      if (model == "llama") gsub(/\342\226\201/, " ", s)           # ▁ (U+2581) is a space
      else if (model == "gpt2") gsub(/[\300-\377][\200-\277]/, "x", s)  # one character = one byte
      len = length(s); h[len > 16 ? 16 : len]++; total++
  }
  for (l = 1; l <= 16; l++) printf "%s %d %d %.5f\n", name, l, h[l], h[l] / total
}
AWK
echo "# command: gawk -b (this recipe's GGUF reader) on shared/vocab/ggml-vocab-NAME.gguf"
echo "# vocabulary bytes tokens fraction"
for v in llama-spm gpt-2 llama-bpe qwen2; do
  LC_ALL=C gawk -b -v name=$v -f "$tmp" "$PHALANX_SHARED/vocab/ggml-vocab-$v.gguf" || exit 1
  echo; echo
done
