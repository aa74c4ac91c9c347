# The attention-weights figure of chapter 16: one head of stories260K over a real prompt.
echo "# command: build/plots/attention_weights shared/models/stories260K.gguf 2 6 \"Once upon a time, there was a little girl named Lily. She\""
"$BUILD"/plots/attention_weights "$PHALANX_SHARED"/models/stories260K.gguf 2 6 \
  "Once upon a time, there was a little girl named Lily. She" | sed "s|$PHALANX_SHARED|shared|"
