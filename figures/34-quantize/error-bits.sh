# The error-versus-bits figure of chapter 34: one tensor quantized to every type,
# its relative RMS error (quant-error) against its bits per weight (inspect's byte count).
tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT
echo "# command: phalanx quantize MODEL.gguf OUT.gguf TYPE -t 1; phalanx quant-error MODEL.gguf OUT.gguf --per-tensor"
echo "# command: phalanx inspect OUT.gguf (bytes of TENSOR)"
echo "# type  bits_per_weight  rel_rmse_percent  rmse  max_abs_error"
series() {  # series MODEL TENSOR TYPES...
  model=$1 tensor=$2; shift 2
  echo "# $(basename "$model") $tensor"
  for t in "$@"; do
    "$PHALANX" quantize "$model" "$tmp/q.gguf" "$t" -t 1 > /dev/null || exit 1
    "$PHALANX" inspect "$tmp/q.gguf" | awk -v n="$tensor" '$2 == n { print $3, $NF }' > "$tmp/info"
    read -r type bytes < "$tmp/info"
    # a type the tensor cannot take (a fallback) is not this type's point
    [ "$(echo "$type" | tr A-Z a-z)" = "$t" ] || continue
    "$PHALANX" quant-error "$model" "$tmp/q.gguf" --per-tensor |
      awk -v n="$tensor" -v t="$t" -v b="$bytes" '$1 == n {
        sub(/%/, "", $7); printf "%s %.4f %s %s %s\n", t, 8 * b / $3, $7, $5, $9 }'
  done
}
types="f16 bf16 q8_0 q6_k q5_1 q5_k q5_0 q4_1 q4_k q4_0 q3_k q2_k"
series "$PHALANX_SHARED/models/synth/synth-llama-d256-f32.gguf" blk.0.ffn_up.weight $types
printf '\n\n'
series "$PHALANX_SHARED/models/stories260K.gguf" blk.0.ffn_up.weight $types
