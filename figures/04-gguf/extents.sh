# The data-section figure of the GGUF chapter: each tensor's extent in the Q4_K_M mix.
echo "# command: build/plots/gguf_bytes tensors shared/models/synth/synth-llama-d256-q4_k_m-mix.gguf"
echo "# index name type elements offset extent bits_per_element"
cd "${PHALANX_SHARED:-../shared}" && "$BUILD"/plots/gguf_bytes tensors models/synth/synth-llama-d256-q4_k_m-mix.gguf
