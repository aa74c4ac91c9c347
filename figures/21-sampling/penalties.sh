# The penalties figure of chapter 21: one real distribution under several penalty settings.
prompt="Once upon a time, there was a little girl named Lily. She loved to play with her ball. One day, Lily"
echo "# command: build/plots/penalty_effect shared/models/stories260K.gguf \"$prompt\" 1,0,0 1.1,0,0 1.3,0,0 1,0,1"
"$BUILD"/plots/penalty_effect "$PHALANX_SHARED"/models/stories260K.gguf "$prompt" \
  1,0,0 1.1,0,0 1.3,0,0 1,0,1 | sed "s|$PHALANX_SHARED|shared|"
