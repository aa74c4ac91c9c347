# The block-levels figure of chapter 10: the first block (32 weights) of one tensor of the shared
# synthetic model, as float32 and as decoded from its Q4_0 and Q4_1 files, and the 16 levels of
# each format's grid for that block (Q4_0: d (q - 8) with d set by the largest magnitude;
# Q4_1: m + d q, from the decoded minimum m and maximum m + 15 d).
t=blk.0.attn_q.weight
synth=$PHALANX_SHARED/models/synth/synth-llama-d256
tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT
for ty in f32 q4_0 q4_1; do
  "$PHALANX" inspect "$synth-$ty.gguf" --tensor $t --values 32 > "$tmp/$ty" || exit 1
done
echo "# command: phalanx inspect shared/models/synth/synth-llama-d256-TYPE.gguf --tensor $t --values 32 (TYPE f32, q4_0, q4_1)"
echo "# weight float32 q4_0 q4_1"
paste "$tmp/f32" "$tmp/q4_0" "$tmp/q4_1" | awk '{ printf "%2d %12.8f %12.8f %12.8f\n", NR - 1, $1, $2, $3 }' > "$tmp/block"
cat "$tmp/block"
echo; echo
echo "# level q4_0_level q4_1_level"
awk '{ a = $2 < 0 ? -$2 : $2; if (a > big) { big = a; d0 = $3 / -8 }
       if (NR == 1 || $4 < lo) lo = $4; if (NR == 1 || $4 > hi) hi = $4 }
     END { for (q = 0; q < 16; q++) printf "%2d %12.8f %12.8f\n", q, d0 * (q - 8), lo + (hi - lo) / 15 * q }' "$tmp/block"
