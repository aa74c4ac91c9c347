# The parameter figure of chapter 35: what the shared random models of each family
# are made of, from phalanx inspect's tensor list (shape in ggml order).
echo "# command: phalanx inspect shared/models/archs/FAMILY.gguf"
echo "# family  embedding  attention  ffn  output_head  vectors  tensors_per_block"
for f in llama3 smollm2 mistral-nemo qwen2 qwen3 phi3 gemma2 gemma3; do
  "$PHALANX" inspect "$PHALANX_SHARED/models/archs/$f.gguf" | awk -v f="$f" '
    $1 ~ /^[0-9]+$/ && $2 ~ /\.(weight|bias)$/ {
      shape = $0; sub(/^[^[]*\[/, "", shape); sub(/\].*$/, "", shape)
      n = split(shape, ne, ","); count = 1
      for (i = 1; i <= n; i++) count *= ne[i] + 0
      if ($2 ~ /^blk\.0\./) per_block++
      if (n == 1) k = "vec"
      else if ($2 ~ /^token_embd/) k = "emb"
      else if ($2 ~ /^output/) k = "out"
      else if ($2 ~ /attn_/) k = "att"
      else if ($2 ~ /ffn_/) k = "ffn"
      else k = "vec"
      sum[k] += count }
    END { printf "%s %d %d %d %d %d %d\n", f, sum["emb"], sum["att"], sum["ffn"], sum["out"], sum["vec"], per_block }'
done
