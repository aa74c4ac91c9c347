# The error-against-bits figure of chapter 11: bench_dequant decodes two tensors of every
# shared synthetic model and compares them with the float32 model's (NMSE), and times decoding.
make -s "$BUILD/bench/bench_dequant" >&2 || exit 1
echo "# command: build/bench/bench_dequant"
echo "# type bits_per_weight NMSE_attn_q NMSE_ffn_down Mweights_per_s"
"$BUILD"/bench/bench_dequant | awk 'NR > 1'
