# The cost of a constrained token (chapter 46): the sampler with and without the grammar of
# the golden person schema, on three vocabularies, from random logits.
S=$PHALANX_SHARED/vocab
echo "# command: build/plots/grammar_speed ggml-vocab-{llama-spm,llama-bpe,qwen2}.gguf"
"$BUILD"/plots/grammar_speed "$S/ggml-vocab-llama-spm.gguf" "$S/ggml-vocab-llama-bpe.gguf" \
  "$S/ggml-vocab-qwen2.gguf"
