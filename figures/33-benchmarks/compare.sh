# The side-by-side comparison of chapter 32 (make plot-data PLOT=compare): make bench-compare
# on each file, Phalanx against llama.cpp (LLAMA_BENCH, LLAMA_ARGS) and ik_llama.cpp
# (IK_BENCH, IK_ARGS), both built from source outside the repository; an engine whose
# llama-bench is missing is left out (its columns are "-"). One row per file and test:
# the label, then each engine's mean tokens/s and standard deviation over all repetitions
# of all passes; every pass's table and load average are kept as comments.
models=${COMPARE_MODELS:-/tmp/h5-models/tl-q4_0.gguf /tmp/h5-models/tl-q8_0.gguf /tmp/h5-models/tl-q4_k_m.gguf /tmp/h5-models/tl-f16.gguf}
llama=${LLAMA_BENCH-/tmp/llama.cpp/build/bin/llama-bench}
ik=${IK_BENCH-/tmp/ik_llama.cpp/build/bin/llama-bench}
[ -x "$llama" ] || llama=
[ -x "$ik" ] || ik=
P=${P:-64,512}; N=${N:-128}; T=${T:-2}; D=${D:-0}; R=${R:-3}; PASSES=${PASSES:-2}
echo "# command: make bench-compare MODEL=FILE LLAMA_BENCH=${llama:-(none)} LLAMA_ARGS='$LLAMA_ARGS'"
echo "#   IK_BENCH=${ik:-(none)} IK_ARGS='$IK_ARGS' P=$P N=$N T=$T D=$D R=$R PASSES=$PASSES"
echo "# columns: label, phalanx mean, sd, llama.cpp mean, sd, ik_llama.cpp mean, sd (tokens/s)"
for model in $models; do
  test -r "$model" || { echo "compare: cannot read $model" >&2; exit 1; }
  name=$(basename "$model" .gguf)
  out="$BUILD/bench-compare-$name.csv"
  PHALANX="$PHALANX" MODEL="$model" LLAMA_BENCH="$llama" IK_BENCH="$ik" LLAMA_ARGS="$LLAMA_ARGS" \
    IK_ARGS="$IK_ARGS" P="$P" N="$N" T="$T" D="$D" R="$R" PASSES="$PASSES" OUT="$out" \
    sh generated/tools/bench-compare > "$BUILD/bench-compare-$name.log" || exit 1
  sed 's/^/# /' "$BUILD/bench-compare-$name.log"
  awk -F, -v name="$name" '
    NR > 1 { key = $6 " t" $5; if (!(key in seen)) { seen[key] = 1; order[++n] = key }
             m[key, $1] = $7; s[key, $1] = $8 }
    function cell(k, e) { return (k, e) in m ? sprintf("%.2f %.2f", m[k, e], s[k, e]) : "- -" }
    END { for (i = 1; i <= n; i++)
            printf "\"%s %s\" %s %s %s\n", name, order[i], cell(order[i], "phalanx"),
                   cell(order[i], "llama.cpp"), cell(order[i], "ik_llama.cpp") }
  ' "$BUILD/bench-compare-$name-summary.csv"
done
