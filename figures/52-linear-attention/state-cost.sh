# The memory figure of chapter 52: what one sequence holds against its length, for the shape of
# Qwen3.5-9B (its config.json): 32 layers, every fourth full attention with 4 KV heads of width
# 256 (f16 cache: 2 bytes a number); the other 24 Gated DeltaNet with 32 value heads and 16 key
# heads of width 128, a 4-tap convolution (f32 state: 4 bytes a number).
echo "# command: sh figures/52-linear-attention/state-cost.sh (computed from the model's shape)"
echo "# columns: tokens, MiB all 32 layers as attention, MiB of the hybrid's 8 attention layers,"
echo "#          MiB of the hybrid's 24 DeltaNet states, MiB of the whole hybrid"
awk 'BEGIN {
  L = 32; La = 8; Ld = 24; hkv = 4; hd = 256; nk = 16; nv = 32; dk = 128; K = 4
  kv_token = 2 * hkv * hd * 2                       # a key and a value row, f16, per layer
  channels = 2 * nk * dk + nv * dk
  state = (nv * dk * dk + (K - 1) * channels) * 4   # heads and convolution tail, f32, per layer
  for (n = 0; n <= 32768; n += 512) {
    full = L * kv_token * n / 1048576; att = La * kv_token * n / 1048576
    rec = Ld * state / 1048576
    printf "%d %.3f %.3f %.3f %.3f\n", n, full, att, rec, att + rec
  }
}'
