# The mix figure of chapter 34: a 32-layer random model quantized with q4_k_m; the relative
# error and the type of every matrix, layer by layer (phalanx quant-error --per-tensor).
tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT
echo "# command: phalanx synth --dim 256 --layers 32 --heads 4 --kv-heads 4 --ffn 512 --vocab-from shared/models/stories260K.gguf -o M.gguf"
echo "# command: phalanx quantize M.gguf Q.gguf q4_k_m -t 1; phalanx quant-error M.gguf Q.gguf --per-tensor"
"$PHALANX" synth --dim 256 --layers 32 --heads 4 --kv-heads 4 --ffn 512 \
    --vocab-from "$PHALANX_SHARED/models/stories260K.gguf" -o "$tmp/m.gguf" > /dev/null 2>&1 || exit 1
"$PHALANX" quantize "$tmp/m.gguf" "$tmp/q.gguf" q4_k_m -t 1 > /dev/null || exit 1
echo "# layer  tensor  type  rel_rmse_percent (one block per tensor kind, gnuplot index order:"
echo "#   attn_v ffn_down attn_q attn_k attn_output ffn_gate ffn_up)"
"$PHALANX" quant-error "$tmp/m.gguf" "$tmp/q.gguf" --per-tensor > "$tmp/err"
for k in attn_v ffn_down attn_q attn_k attn_output ffn_gate ffn_up; do
  echo "# $k"
  awk -v k="$k" '$1 ~ "^blk\\.[0-9]+\\." k "\\.weight$" {
      split($1, p, "."); sub(/%/, "", $7); print p[2], k, $2, $7 }' "$tmp/err"
  printf '\n\n'
done
