# The speed table of chapter 44 (make plot-data PLOT=speed): a mixture of experts of
# Qwen3-30B-A3B's block shape (width 2048, 128 experts of width 768, 8 per token, 32 query and
# 4 key/value heads of width 128) with 4 blocks instead of 48 and the small vocabulary of the
# shared qwen3moe model, in q4_0, q8_0 and q4_K_M, side by side with llama.cpp (LLAMA_BENCH)
# and ik_llama.cpp (IK_BENCH, IK_ARGS, default -rtr 1 -fmoe 1), both built from source outside
# the repository, through make bench-compare: passes alternate the engines' order, pp512 and
# tg128. The models are written with phalanx synth and phalanx quantize when missing (MOE_DIR).
# The file oss-mxfp4 (in MOE_TYPES) is gpt-oss-20b's block instead (width 2880, 64 query and 8
# key/value heads of width 64, 32 experts of width 2880, 4 per token), 2 blocks, written in f16
# and quantized with mxfp4_moe (MXFP4 experts, the rest q8_0), with the shared gpt-oss vocabulary.
# One row per file and test: the label, then each engine's mean tokens/s and standard
# deviation over all repetitions of all passes; every pass's table and load average are kept.
# MOE_KEEP=OLD.dat: every file of OLD.dat (a run of this recipe) not in MOE_TYPES keeps its block,
# with its own date and commit, after the files measured now.
dir=${MOE_DIR:-/tmp/phx-moe-models}
llama=${LLAMA_BENCH-/tmp/ref/llama.cpp/build/bin/llama-bench}
ik=${IK_BENCH-/tmp/ref/ik_llama.cpp/build/bin/llama-bench}
[ -x "$llama" ] || llama=
[ -x "$ik" ] || ik=
IK_ARGS=${IK_ARGS--rtr 1 -fmoe 1}
P=${P:-512}; N=${N:-128}; T=${T:-2}; R=${R:-2}; PASSES=${PASSES:-2}
shape="--arch qwen3moe --dim 2048 --layers 4 --heads 32 --kv-heads 4 --head-dim 128 --ffn 6144"
shape="$shape --experts 128 --experts-used 8 --expert-ffn 768"
vocab="$PHALANX_SHARED/models/archs/qwen3moe.gguf"
oss="--arch gpt-oss --dim 2880 --layers 2 --heads 64 --kv-heads 8 --head-dim 64 --ffn 2880"
oss="$oss --experts 32 --experts-used 4 --expert-ffn 2880"
oss_vocab="$PHALANX_SHARED/models/archs/gpt-oss.gguf"
file() { case $1 in oss-*) echo "$dir/$1.gguf" ;; *) echo "$dir/a3b-$1.gguf" ;; esac; }
types=${MOE_TYPES:-q4_0 q8_0 q4_k_m}
mkdir -p "$dir" || exit 1
for t in $types; do
  [ -r "$(file $t)" ] && continue
  case $t in
    oss-mxfp4) [ -r "$dir/oss-f16.gguf" ] || "$PHALANX" synth $oss --type f16 --vocab-from "$oss_vocab" \
                 -o "$dir/oss-f16.gguf" > /dev/null || exit 1
               "$PHALANX" quantize "$dir/oss-f16.gguf" "$dir/oss-mxfp4.gguf" mxfp4_moe > /dev/null || exit 1 ;;
    q4_k_m) [ -r "$dir/a3b-f16.gguf" ] || "$PHALANX" synth $shape --type f16 --vocab-from "$vocab" \
              -o "$dir/a3b-f16.gguf" > /dev/null || exit 1
            "$PHALANX" quantize "$dir/a3b-f16.gguf" "$dir/a3b-q4_k_m.gguf" q4_k_m > /dev/null || exit 1 ;;
    *) "$PHALANX" synth $shape --type $t --vocab-from "$vocab" -o "$dir/a3b-$t.gguf" > /dev/null ||
         exit 1 ;;
  esac
done
echo "# command: phalanx synth $shape --type T (q4_k_m: phalanx quantize from f16);"
echo "#   oss-mxfp4: phalanx synth $oss --type f16, then phalanx quantize mxfp4_moe;"
echo "#   make bench-compare MODEL=FILE LLAMA_BENCH=${llama:-(none)} IK_BENCH=${ik:-(none)}"
echo "#   IK_ARGS='$IK_ARGS' P=$P N=$N T=$T R=$R PASSES=$PASSES; files: $types"
echo "# columns: label, phalanx mean, sd, llama.cpp mean, sd, ik_llama.cpp mean, sd (tokens/s);"
echo "#   on generation rows, the decode roofline of phalanx bench --bandwidth -t $T (tokens/s), - on others"
for t in $types; do
  model=$(file $t)
  name=$(basename "$model" .gguf)
  out="$BUILD/bench-compare-$name.csv"
  PHALANX="$PHALANX" MODEL="$model" LLAMA_BENCH="$llama" IK_BENCH="$ik" LLAMA_ARGS="" \
    IK_ARGS="$IK_ARGS" P="$P" N="$N" T="$T" D=0 R="$R" PASSES="$PASSES" OUT="$out" \
    sh generated/tools/bench-compare > "$BUILD/bench-compare-$name.log" || exit 1
  sed 's/^/# /' "$BUILD/bench-compare-$name.log"
  roof=$("$PHALANX" bench -m "$model" -p 0 -n 1 -r 1 -t "$T" --bandwidth 2>&1 |
         sed -n 's/.*decode roofline \([0-9.]*\) t\/s.*/\1/p')
  echo "# bandwidth probe, after the passes: roofline ${roof:-(none)} tokens/s"
  awk -F, -v name="$name" -v roof="${roof:--}" '
    NR > 1 { key = $6 " t" $5; if (!(key in seen)) { seen[key] = 1; order[++n] = key }
             m[key, $1] = $7; s[key, $1] = $8 }
    function cell(k, e) { return (k, e) in m ? sprintf("%.2f %.2f", m[k, e], s[k, e]) : "- -" }
    END { for (i = 1; i <= n; i++)
            printf "\"%s %s\" %s %s %s %s\n", name, order[i], cell(order[i], "phalanx"),
                   cell(order[i], "llama.cpp"), cell(order[i], "ik_llama.cpp"), order[i] ~ /^tg/ ? roof : "-" }
  ' "$BUILD/bench-compare-$name-summary.csv"
done
if [ -n "$MOE_KEEP" ]; then
  for name in $(grep '^"' "$MOE_KEEP" | sed 's/^"\([^ ]*\) .*/\1/' | uniq); do
    case " $(for t in $types; do basename "$(file $t)" .gguf; done | tr '\n' ' ') " in *" $name "*) continue ;; esac
    awk -v name="$name" '/^# bench-compare: / { buf = ""; on = 1 } on && /^#/ { buf = buf $0 "\n"; next }
      /^"/ { label = $0; sub(/^"/, "", label); sub(/ .*/, "", label)
             if (label == name) { printf "%s%s\n", buf, $0; buf = "" } else buf = "" }' "$MOE_KEEP"
    echo "# (the block above was kept from an earlier run: its own lines give its date and commit)"
  done
fi
