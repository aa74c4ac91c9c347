# The table of chapter 31's section "Two groups for each broadcast": all weight products of one
# 1.1B layer (random weights of TinyLlama's shapes) stored interleaved in q4_0 and q8_0, with the
# sixteen-row driver of chapter 29 and with the pairs of groups, alternated, processor time on
# one thread, the best of PASSES passes of each, for 16, 64 and 512 tokens per pass.
PASSES=${PASSES:-5}
echo "# command: build/plots/stored_pairs 16,64,512 $PASSES"
echo "# passes: $PASSES"
"$BUILD"/plots/stored_pairs 16,64,512 "$PASSES"
