# The side-by-side comparison of chapter 33 (make plot-data PLOT=compare): make bench-compare
# on each file, Phalanx against llama.cpp (LLAMA_BENCH, LLAMA_ARGS) and ik_llama.cpp
# (IK_BENCH, IK_ARGS), both built from source outside the repository; an engine whose
# llama-bench is missing is left out (its columns are "-"). One row per file and test:
# the label, then each engine's mean tokens/s and standard deviation over all repetitions
# of all passes; every pass's table and load average are kept as comments.
# An f16 file is compared twice, as the targets of chapter 33 read: exact (Phalanx keeps the
# f16 weights; ik_llama.cpp with IK_F16_ARGS, by default without -rtr, which keeps them too)
# and, labelled FILE-bf16, Phalanx's --repack bf16 against ik_llama.cpp with IK_ARGS (its -rtr
# makes bf16 rows); llama.cpp has no such mode and is left out of that row (COMPARE_BF16=0: none).
# COMPARE_KEEP=OLD.dat COMPARE_ONLY="NAME ...": measure only the named rows (tl-f16, tl-f16-bf16, ...)
# and copy every other file's block, with its own date and commit, from OLD.dat (a run of this recipe).
dir=${COMPARE_DIR:-/tmp/tl}
models=${COMPARE_MODELS:-$dir/tl-q4_0.gguf $dir/tl-q8_0.gguf $dir/tl-q4_k_m.gguf $dir/tl-f16.gguf}
llama=${LLAMA_BENCH-/tmp/ref/llama.cpp/build/bin/llama-bench}
ik=${IK_BENCH-/tmp/ref/ik_llama.cpp/build/bin/llama-bench}
[ -x "$llama" ] || llama=
[ -x "$ik" ] || ik=
P=${P:-64,512}; N=${N:-128}; T=${T:-2}; D=${D:-0}; R=${R:-3}; PASSES=${PASSES:-2}
IK_ARGS=${IK_ARGS--rtr 1}; IK_F16_ARGS=${IK_F16_ARGS-}
echo "# command: make bench-compare MODEL=FILE LLAMA_BENCH=${llama:-(none)} LLAMA_ARGS='$LLAMA_ARGS'"
echo "#   IK_BENCH=${ik:-(none)} IK_ARGS='$IK_ARGS' P=$P N=$N T=$T D=$D R=$R PASSES=$PASSES"
echo "#   (f16 files: IK_ARGS='$IK_F16_ARGS'; FILE-bf16 rows: PHALANX_ARGS='--repack bf16', no llama.cpp)"
echo "# columns: label, phalanx mean, sd, llama.cpp mean, sd, ik_llama.cpp mean, sd (tokens/s)"
keep() {  # keep LABEL: LABEL's block (its bench-compare comments and rows) from COMPARE_KEEP
  awk -v name="$1" '/^# bench-compare: / { buf = ""; on = 1 } on && /^#/ { buf = buf $0 "\n"; next }
    /^"/ { label = $0; sub(/^"/, "", label); sub(/ .*/, "", label)
           if (label == name) { printf "%s%s\n", buf, $0; buf = "" } else buf = "" }' "$COMPARE_KEEP"
  echo "# (the block above was kept from an earlier run: its own lines give its date and commit)"
}
compare() {  # compare LABEL FILE PHALANX_ARGS LLAMA_BENCH IK_ARGS
  if [ -n "$COMPARE_ONLY" ] && ! echo " $COMPARE_ONLY " | grep -q " $1 "; then keep "$1"; return; fi
  out="$BUILD/bench-compare-$1.csv"
  PHALANX="$PHALANX" MODEL="$2" PHALANX_ARGS="$3" LLAMA_BENCH="$4" IK_BENCH="$ik" LLAMA_ARGS="$LLAMA_ARGS" \
    IK_ARGS="$5" P="$P" N="$N" T="$T" D="$D" R="$R" PASSES="$PASSES" OUT="$out" \
    sh generated/tools/bench-compare > "$BUILD/bench-compare-$1.log" || exit 1
  sed 's/^/# /' "$BUILD/bench-compare-$1.log"
  awk -F, -v name="$1" '
    NR > 1 { key = $6 " t" $5; if (!(key in seen)) { seen[key] = 1; order[++n] = key }
             m[key, $1] = $7; s[key, $1] = $8 }
    function cell(k, e) { return (k, e) in m ? sprintf("%.2f %.2f", m[k, e], s[k, e]) : "- -" }
    END { for (i = 1; i <= n; i++)
            printf "\"%s %s\" %s %s %s\n", name, order[i], cell(order[i], "phalanx"),
                   cell(order[i], "llama.cpp"), cell(order[i], "ik_llama.cpp") }
  ' "$BUILD/bench-compare-$1-summary.csv"
}
for model in $models; do
  test -r "$model" || { echo "compare: cannot read $model" >&2; exit 1; }
  name=$(basename "$model" .gguf)
  case "$name" in
    *f16) compare "$name" "$model" "" "$llama" "$IK_F16_ARGS"
          [ "${COMPARE_BF16:-1}" = 0 ] || compare "$name-bf16" "$model" "--repack bf16" "" "$IK_ARGS" ;;
    *) compare "$name" "$model" "" "$llama" "$IK_ARGS" ;;
  esac
done
