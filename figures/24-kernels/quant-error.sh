# The quantization-error figure of the kernels chapter: the synthetic model's up-projection
# in every type against the same matrix in f32, with eight token embeddings.
echo "# command: build/plots/quant_error models/synth/synth-llama-d256-f32.gguf models/synth/synth-llama-d256-TYPE.gguf blk.0.ffn_up.weight (in ../shared), for each TYPE"
echo "# type  bits/weight  error(weights rounded)  error(kernel)"
cd "${PHALANX_SHARED:-../shared}" || exit 1
for t in q2_k q3_k q4_0 q4_1 q4_k q5_0 q5_1 q5_k q6_k q8_0 bf16 f16; do
    "$BUILD"/plots/quant_error models/synth/synth-llama-d256-f32.gguf \
        models/synth/synth-llama-d256-$t.gguf blk.0.ffn_up.weight || exit 1
done
