# The table of chapter 28: all weight products of one 1.1B layer (random weights of
# TinyLlama's shapes) in f16 and q8_0 with 1, 8 and 64 tokens per pass, processor time
# on one thread, the best of three passes.
echo "# command: build/plots/prefill_batch 1,8,64 f16 q8_0"
"$BUILD"/plots/prefill_batch 1,8,64 f16 q8_0
