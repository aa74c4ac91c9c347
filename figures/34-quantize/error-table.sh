# The error table of chapter 34: the float32 synthetic model quantized with each scheme,
# once by llama.cpp (the shared files) and once by phalanx quantize, both measured against
# the float32 weights with phalanx quant-error (all 2-D weights); bits per weight are the
# matrices' bytes in our file (phalanx inspect) over their weights.
S=$PHALANX_SHARED/models/synth
tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT
echo "# command: phalanx quantize synth-llama-d256-f32.gguf OURS.gguf SCHEME -t 1"
echo "# command: phalanx quant-error synth-llama-d256-f32.gguf {shared synth-llama-d256-SCHEME[-mix].gguf, OURS.gguf}"
echo "# scheme  bits_per_weight  rmse_llama_cpp  rmse_phalanx  rel_percent_phalanx  max_abs_phalanx"
err() { "$PHALANX" quant-error "$S/synth-llama-d256-f32.gguf" "$1" | awk '$1 == "total"'; }
for s in q8_0 q6_k q5_1 q5_k_m q5_k q5_0 q4_1 q4_k_m q4_k q4_0 q3_k_m q3_k q2_k; do
  ref=$S/synth-llama-d256-$s.gguf
  [ -f "$ref" ] || ref=$S/synth-llama-d256-$s-mix.gguf
  "$PHALANX" quantize "$S/synth-llama-d256-f32.gguf" "$tmp/q.gguf" "$s" -t 1 > /dev/null || exit 1
  bits=$("$PHALANX" inspect "$tmp/q.gguf" | awk '$1 ~ /^[0-9]+$/ && $2 ~ /\.weight$/ && /\[[0-9]+, [0-9]+\]/ {
      shape = $0; sub(/^[^[]*\[/, "", shape); sub(/\].*$/, "", shape); split(shape, ne, ",")
      n += ne[1] * ne[2]; b += $NF } END { printf "%.4f", 8 * b / n }')
  a=$(err "$ref"); o=$(err "$tmp/q.gguf")
  echo "$s $bits $a | $o" | awk '{ sub(/%/, "", $17); print $1, $2, $6, $15, $17, $19 }'
done
echo "# the shared q4_k_m mix, per tensor (quant-error --per-tensor): mix KEY VALUE"
"$PHALANX" quant-error "$S/synth-llama-d256-f32.gguf" "$S/synth-llama-d256-q4_k_m-mix.gguf" --per-tensor |
  awk '$1 != "total" { r = $7; sub(/%/, "", r); r += 0; t = $2
         if (!(t in lo) || r < lo[t]) lo[t] = r; if (!(t in hi) || r > hi[t]) hi[t] = r
         if (r > top) { top = r; name = $1 }
         if ($1 == "output.weight") out = r }
       END { for (t in lo) printf "mix %s_min %.5f\nmix %s_max %.5f\n", t, lo[t], t, hi[t]
             printf "mix largest_rel %.5f\nmix largest_name %s\nmix output_rel %.5f\n", top, name, out }' | sort
