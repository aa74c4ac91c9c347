# The active-parameters figure of chapter 44: parameters of Qwen3-30B-A3B read per token
# against k, the experts each token runs, and all the parameters stored.
# Shape of the model (its config.json): 48 blocks, d = 2048, 32 query heads and 4 key/value
# heads of width 128, 128 experts of width 768, vocabulary 151936, untied output head.
echo "# command: sh figures/44-experts/active.sh (computed from the model's shape)"
echo "# columns: k, parameters read per token (billions), parameters stored (billions)"
awk 'BEGIN {
  L = 48; d = 2048; hq = 32; hkv = 4; hd = 128; E = 128; fe = 768; V = 151936
  attn = d * hq * hd * 2 + d * hkv * hd * 2      # q, o and k, v
  router = d * E
  expert = 3 * d * fe
  head = V * d                                    # the output head; one embedding row is negligible
  stored = L * (attn + router + E * expert) + 2 * V * d
  for (k = 1; k <= 16; k++)
    printf "%d %.4f %.4f\n", k, (L * (attn + router + k * expert) + head) / 1e9, stored / 1e9
}'
