# The strategy figure of chapter 29: for every weight type with a kernel, all weight products
# of one 1.1B layer (random weights of TinyLlama's shapes), one token per pass and 64 tokens
# per pass, processor time on one thread, the best of three passes.
types="q4_0 q4_1 q5_0 q5_1 q8_0 iq4_nl q2_K q3_K q4_K q5_K q6_K f16 bf16 f32"
echo "# command: build/plots/prefill_batch 1,64 $types"
"$BUILD"/plots/prefill_batch 1,64 $types
