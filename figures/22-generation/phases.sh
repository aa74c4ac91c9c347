# Prefill against decode in the generation chapter: phalanx run --stats, greedy, 64 tokens
# after a 49-token prompt, on the tiny random Llama-2 (32000-token vocabulary, f16 weights);
# five runs, and for each phase the run where it was fastest.
P="The quick brown fox jumps over the lazy dog."
echo "# command: phalanx run -m models/tiny-random-llama2-f16.gguf -p \"\$P \$P \$P \$P\" --temp 0 -n 64 --stats (in ../shared; P=\"$P\"), five times"
all=
for r in 1 2 3 4 5; do
    out=$(cd "${PHALANX_SHARED:-../shared}" && "$PHALANX" run -m models/tiny-random-llama2-f16.gguf \
          -p "$P $P $P $P" --temp 0 -n 64 --stats 2>&1 >/dev/null) || exit 1
    echo "$out" | grep -v '^$' | sed "s/^/# run $r: /"
    all="$all
$out"
done
echo "# phase  milliseconds  tokens  tokens/s (the fastest of the five runs)"
echo "$all" | awk '$3 == "prefill" || $3 == "decode" {
        if (!($3 in best) || $4 < best[$3]) { best[$3] = $4; line[$3] = $3 " " $4 " " $6 " " $8 } }
    END { print line["prefill"]; print line["decode"] }'
