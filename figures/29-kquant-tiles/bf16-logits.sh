# How far --repack bf16 moves the logits (chapter 29): for each f16 model (random weights), every
# logit of every position of a 64-token sequence with the weights exact and converted to bf16,
# the largest difference, how many positions keep their top token, and how many of 32 greedy
# tokens after the sequence are the same. The TinyLlama-shape model is f16-speed.sh's.
models=${PLOT_MODELS:-/tmp/phalanx-plot-models}
tl=$models/tl-f16-8k.gguf
test -f "$tl" || "$PHALANX" synth --vocab-from "$PHALANX_SHARED/models/stories260K.gguf" --dim 2048 \
  --layers 22 --heads 32 --kv-heads 4 --ffn 5632 --ctx 8192 --type f16 -o "$tl" > /dev/null || exit 1
ids=$(awk 'BEGIN { s = 1; for (i = 0; i < 64; i++) { printf "%d ", i ? (i * 131 + 17) % 512 : 1 } }')
echo "# command: phalanx logits -m MODEL --ids \"1 148 279 ...\" (64 ids) --top-k 512 --greedy 32 -t 2 [--repack bf16]"
echo "# columns: model max_abs_delta logit_range positions top1_same greedy_same greedy_n"
tmp=${TMPDIR:-/tmp}/phx-bf16-logits-$$
mkdir -p "$tmp" && trap 'rm -rf "$tmp"' EXIT
for model in "$PHALANX_SHARED/models/synth/synth-llama-d256-f16.gguf" "$tl"; do
  "$PHALANX" logits -m "$model" --ids "$ids" --top-k 512 --greedy 32 -t 2 > "$tmp/f16" 2> /dev/null || exit 1
  "$PHALANX" logits -m "$model" --ids "$ids" --top-k 512 --greedy 32 -t 2 --repack bf16 > "$tmp/bf16" 2> "$tmp/err" || exit 1
  grep -q "this changes the weights" "$tmp/err" || { echo "bf16-logits: no notice on stderr" >&2; exit 1; }
  awk -v name="$(basename "$model" .gguf)" '
    FNR == 1 { file++ }
    /^pos / { p = $2; top[file, p] = $5
              for (i = 5; i < NF; i += 2) { v[file, p, $i] = $(i + 1)
                                            if (file == 1) { lo = (lo == "" || $(i+1) < lo) ? $(i+1) : lo
                                                             hi = (hi == "" || $(i+1) > hi) ? $(i+1) : hi } }
              if (file == 1) n_pos++ }
    /^greedy:/ { for (i = 2; i <= NF; i++) g[file, i] = $i; ng = NF - 1 }
    END { d = 0; same = 0; gs = 0
          for (k in v) { split(k, f, SUBSEP); if (f[1] != 1) continue
                         x = v[1, f[2], f[3]] - v[2, f[2], f[3]]; if (x < 0) x = -x; if (x > d) d = x }
          for (p = 0; p < n_pos; p++) same += top[1, p] == top[2, p]
          for (i = 2; i <= ng + 1; i++) gs += g[1, i] == g[2, i]
          printf "%s %.4f %.2f %d %d %d %d\n", name, d, hi - lo, n_pos, same, gs, ng }
  ' "$tmp/f16" "$tmp/bf16"
done
