# The pipeline of chapter 43 on one machine: N = 1, 2, 4 processes (4 oversubscribes a 2-core
# machine): prefill and decode tokens/s, and each rank's peak RSS, major page faults and time.
# Model: TinyLlama 1.1B's shape in q4_0 (made once under $BUILD/models/ by phalanx synth).
# PIPELINE_LIMIT_MIB=M: then N = 1 and 2 with each process in a memory cgroup (v1) of M MiB,
# the file's pages dropped from the page cache first (so that whoever reads them is charged).
M=${PIPELINE_MODEL:-$BUILD/models/tl-q4_0.gguf}
if [ ! -f "$M" ]; then
    mkdir -p "$(dirname "$M")"
    "$PHALANX" synth --dim 2048 --layers 22 --heads 32 --kv-heads 4 --ffn 5632 --ctx 2048 \
        --vocab-from "$PHALANX_SHARED/models/tiny-random-llama2-f16.gguf" --type q4_0 -o "$M" > /dev/null || exit 1
fi
# The file's pages are dropped from the page cache before every run: a file read whole (by synth, or
# by the run of one process before) sits in the cache in large folios, and a rank that touches one page
# of a folio maps more of it, so its RSS would count parts of its neighbours' layers (measured: 363/352
# and 346/343 MiB instead of 301/312 at N=2).
export OMPI_ALLOW_RUN_AS_ROOT=1 OMPI_ALLOW_RUN_AS_ROOT_CONFIRM=1 OMPI_MCA_btl=self,vader
PROMPT=$(for i in $(seq 1 20); do printf 'the quick brown fox jumps over the lazy dog. '; done)
CG=/sys/fs/cgroup/memory
TMPF=$(mktemp)
echo "# command: [mpirun -np N --oversubscribe] phalanx run -m $(basename "$M") -p PROMPT -n 16 --temp 0 --ignore-eos -t 1 -c 512 --stats -v"
echo "# PROMPT: 20 x 'the quick brown fox jumps over the lazy dog. '; file: $(stat -c %s "$M") bytes"
echo "# N pass prefill_tokens prefill_tok_s decode_tok_s rank:peak_rss_MiB:major_faults:compute_s:wait_s:MiB_out ..."
case_run() {   # case_run N PASS [LIMIT_MIB]
    n=$1; limit=$3; start=""
    dd if="$M" iflag=nocache count=0 2> /dev/null
    if [ -n "$limit" ]; then
        for r in $(seq 0 $((n - 1))); do
            mkdir -p "$CG/phx-rank$r" && echo $((limit << 20)) > "$CG/phx-rank$r/memory.limit_in_bytes"
        done
        start="echo \$\$ > $CG/phx-rank\${OMPI_COMM_WORLD_RANK:-0}/cgroup.procs;"
    fi
    if [ "$n" = 1 ]; then
        sh -c "$start exec /usr/bin/time -f 'phalanx run: rank 0: layers [0, 0): %e s, compute %e s, waiting 0 s, sending 0 s; 0 messages, 0 MiB in, 0 MiB out; peak RSS %MKiB, %F major page faults' \"\$@\"" sh \
            "$PHALANX" run -m "$M" -p "$PROMPT" -n 16 --temp 0 --ignore-eos -t 1 -c 512 --stats 2> "$TMPF" > /dev/null
    else
        mpirun -np "$n" --oversubscribe sh -c "$start exec \"\$@\"" sh "$PHALANX" run -m "$M" -p "$PROMPT" \
            -n 16 --temp 0 --ignore-eos -t 1 -c 512 --stats -v 2> "$TMPF" > /dev/null
    fi
    prefill=$(sed -n 's/.*prefill .* \([0-9]*\) tokens *\([0-9.]*\) tok\/s.*/\1 \2/p' "$TMPF")
    decode=$(sed -n 's/.*decode .* tokens *\([0-9.]*\) tok\/s.*/\1/p' "$TMPF")
    ranks=$(sed -n 's/.*rank \([0-9]*\): layers .*compute \([0-9.]*\) s, waiting \([0-9.]*\) s.* \([0-9.]*\) MiB out; peak RSS \([0-9.]*\)\(KiB\| MiB\), \([0-9]*\) major.*/\1:\5\6:\7:\2:\3:\4/p' "$TMPF" \
        | sed 's/:\([0-9]*\)KiB:/:\1KiB:/' | sort -n | tr '\n' ' ')
    echo "$n $2 ${prefill:-failed} ${decode:--} $ranks"
    [ -n "$prefill" ] || grep -v '^--\|^ *$' "$TMPF" | head -3 | sed 's/^/#   /'
    if [ -n "$limit" ]; then for r in $(seq 0 $((n - 1))); do rmdir "$CG/phx-rank$r" 2> /dev/null; done; fi
}
for pass in 1 2 3; do
    if [ $((pass % 2)) = 1 ]; then order="1 2 4"; else order="4 2 1"; fi
    for n in $order; do case_run "$n" "$pass"; done
done
if [ -n "$PIPELINE_LIMIT_MIB" ] && [ -w "$CG" ]; then
    echo "# each process in a memory cgroup of $PIPELINE_LIMIT_MIB MiB:"
    for pass in 1 2; do for n in 1 2; do case_run "$n" "limit$pass" "$PIPELINE_LIMIT_MIB"; done; done
fi
rm -f "$TMPF"
