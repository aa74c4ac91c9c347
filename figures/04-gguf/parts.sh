# The file-parts figure of the GGUF chapter: bytes of metadata, tensor infos, padding and
# tensor data in files of the shared data.
echo "# command: build/plots/gguf_bytes parts FILES (in shared/)"
echo "# file size metadata tensor_infos padding data"
cd "${PHALANX_SHARED:-../shared}" && "$BUILD"/plots/gguf_bytes parts \
  models/stories260K.gguf models/tiny-random-llama2-f16.gguf \
  models/synth/synth-llama-d256-f32.gguf models/synth/synth-llama-d256-q4_k_m-mix.gguf \
  models/archs/llama3.gguf models/archs/gemma4-moe.gguf models/archs/qwen35moe.gguf \
  vocab/ggml-vocab-llama-bpe.gguf
