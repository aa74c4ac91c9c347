# The batch-size figure of chapter 27: tokens per second of all weight products of one
# 1.1B layer (random weights of TinyLlama's shapes) with T tokens per pass, T = 1..64,
# processor time on one thread, the best of three passes.
echo "# command: build/plots/prefill_batch 1,2,3,4,6,8,12,16,24,32,48,64 q4_0 q8_0 q4_K q6_K f16 q4_1"
"$BUILD"/plots/prefill_batch 1,2,3,4,6,8,12,16,24,32,48,64 q4_0 q8_0 q4_K q6_K f16 q4_1
