# The fewer-experts figure of chapter 44: the shared Qwen3-MoE model run with N experts per
# token, N = 1..8, against its own k = 2, over every position of a prompt.
model="$PHALANX_SHARED/models/archs/qwen3moe.gguf"
prompt="The quick brown fox jumps over the lazy dog. Once upon a time, in a land far away, there lived a king who had three daughters. 1234567890 !?"
echo "# command: build/plots/expert_count qwen3moe.gguf \"$prompt\""
echo "# columns: N, mean KL divergence from the model's own k (nats), share of positions with the same argmax"
"$BUILD"/plots/expert_count "$model" "$prompt"
