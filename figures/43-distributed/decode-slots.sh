# Aggregate decode tokens/s of 4 concurrent requests to `phalanx serve -np 4 -t 1` at N = 1, 2, 4
# processes (chapter 43, "Keeping every stage busy"); at N = 2 and 4 both with the overlap of
# sequences (the default) and without it (PHALANX_DIST_WAIT=1: each slot's rows come back before the
# next slot's leave). Model: a synthetic Llama, phalanx synth --dim 512 --layers 8 --heads 8
# --kv-heads 4 --ffn 1536 --ctx 1024 --type q8_0 (stories260K's vocabulary), in a temporary
# directory. Load: node tests/serve-load.cjs URL 4 --requests 2 --max-tokens 64 (ignore_eos).
# Three passes, the order of the set-ups reversed in the second. Needs PHALANX, PHALANX_SHARED;
# mpirun, node, curl. Takes about a minute on a quiet 2-core machine, two under load.
set -u
TMP=$(mktemp -d)
PIDS=""
trap 'for p in $PIDS; do kill -9 $p 2>/dev/null; done; rm -rf "$TMP"' EXIT
trap 'exit 1' INT TERM
export OMPI_ALLOW_RUN_AS_ROOT=1 OMPI_ALLOW_RUN_AS_ROOT_CONFIRM=1 OMPI_MCA_btl=self,vader \
    OMPI_MCA_btl_vader_single_copy_mechanism=none
M="$TMP/synth.gguf"
"$PHALANX" synth --vocab-from "$PHALANX_SHARED/models/stories260K.gguf" -o "$M" --dim 512 --layers 8 \
    --heads 8 --kv-heads 4 --ffn 1536 --ctx 1024 --type q8_0 > /dev/null 2>&1 || { echo "synth failed" >&2; exit 1; }
# run N MODE PASS: one measurement, one line of output
run() {
    n=$1 mode=$2 pass=$3 port=""
    wait_each=""; [ "$mode" = wait ] && wait_each=1
    if [ "$n" = 1 ]; then
        "$PHALANX" serve -m "$M" --host 127.0.0.1 --port 0 -np 4 -c 256 -t 1 2> "$TMP/serve.log" &
    else
        env ${wait_each:+PHALANX_DIST_WAIT=1} mpirun -np "$n" --oversubscribe \
            "$PHALANX" serve -m "$M" --host 127.0.0.1 --port 0 -np 4 -c 256 -t 1 2> "$TMP/serve.log" &
    fi
    server=$!
    PIDS="$server"
    for i in $(seq 1 400); do
        port=$(sed -n 's/.*listening on http:\/\/127\.0\.0\.1:\([0-9]*\).*/\1/p' "$TMP/serve.log")
        [ -n "$port" ] && curl -sf -o /dev/null "http://127.0.0.1:$port/health" && break
        sleep 0.05
    done
    out=$(node tests/serve-load.cjs "http://127.0.0.1:$port" 4 --requests 2 --max-tokens 64) || exit 1
    load=$(cut -d' ' -f1 /proc/loadavg)
    echo "$out" | node -e '
        const j = JSON.parse(require("fs").readFileSync(0, "utf8")), a = process.argv.slice(1);
        console.log([a[0], a[1], a[2], j.aggregate_tok_s, j.inter_token_ms, j.wall_s, a[3]].join(" "));' \
        "$n" "$mode" "$pass" "$load"
    kill -TERM "$server" 2> /dev/null
    # mpirun (Open MPI 4.1) at times deadlocks after forwarding the signal, its ranks already gone
    for i in $(seq 1 100); do kill -0 "$server" 2> /dev/null || break; sleep 0.1; done
    kill -9 "$server" 2> /dev/null
    wait "$server" 2> /dev/null
    PIDS=""
}
echo "# command: sh figures/43-distributed/decode-slots.sh (make plot-data PLOT=decode-slots)"
echo "# processes mode pass aggregate_tok_s inter_token_ms wall_s load_1min"
for pass in 1 2 3; do
    if [ "$pass" = 2 ]; then order="4:wait 4:overlap 2:wait 2:overlap 1:one"
    else order="1:one 2:overlap 2:wait 4:overlap 4:wait"; fi
    for s in $order; do run "${s%%:*}" "${s#*:}" "$pass"; done
done
