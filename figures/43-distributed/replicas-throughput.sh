# Aggregate throughput of phalanx serve replicas behind HAProxy (chapter 43), on this machine.
# Model: a synthetic Llama, phalanx synth --dim 512 --layers 8 --heads 8 --kv-heads 4 --ffn 1536
# --ctx 1024 --type q8_0 (stories260K's vocabulary), written to a temporary directory.
# Set-ups: R replicas of `phalanx serve -np 4 -c 256 -t 1` (R = 1, 2, 3) behind
# `haproxy-replicas --maxconn 4`, and one replica `-np 8 -t 2` (the same two cores in one process).
# Load: node tests/serve-load.cjs LB 8 --requests 4 --max-tokens 64; three passes, the order of the
# set-ups reversed in the second. Needs PHALANX, PHALANX_SHARED; haproxy, node, curl.
set -u
TMP=$(mktemp -d)
PIDS=""
trap 'for p in $PIDS; do kill -9 $p 2>/dev/null; done; rm -rf "$TMP"' EXIT
trap 'exit 1' INT TERM
M="$TMP/synth.gguf"
"$PHALANX" synth --vocab-from "$PHALANX_SHARED/models/stories260K.gguf" -o "$M" --dim 512 --layers 8 \
    --heads 8 --kv-heads 4 --ffn 1536 --ctx 1024 --type q8_0 > /dev/null 2>&1 || { echo "synth failed" >&2; exit 1; }
free_port() { node -e 'const s = require("net").createServer().listen(0, "127.0.0.1", () => {
                           console.log(s.address().port); s.close(); })'; }
# run NAME REPLICAS THREADS SLOTS PASS: one measurement, one line of output
run() {
    name=$1 n=$2 t=$3 np=$4 pass=$5 addrs="" PIDS=""
    for r in $(seq 1 "$n"); do
        "$PHALANX" serve -m "$M" --host 127.0.0.1 --port 0 -np "$np" -c 256 -t "$t" 2> "$TMP/r$r.log" &
        PIDS="$PIDS $!"
        for i in $(seq 1 200); do
            port=$(sed -n 's/.*listening on http:\/\/127\.0\.0\.1:\([0-9]*\).*/\1/p' "$TMP/r$r.log")
            [ -n "$port" ] && curl -sf -o /dev/null "http://127.0.0.1:$port/health" && break
            sleep 0.05
        done
        addrs="$addrs 127.0.0.1:$port"
    done
    lb=$(free_port)
    generated/tools/haproxy-replicas --bind "127.0.0.1:$lb" --maxconn "$np" --inter 200ms $addrs > "$TMP/haproxy.cfg"
    haproxy -db -f "$TMP/haproxy.cfg" > "$TMP/haproxy.log" 2>&1 &
    PIDS="$PIDS $!"
    for i in $(seq 1 100); do curl -sf -o /dev/null "http://127.0.0.1:$lb/health" && break; sleep 0.05; done
    sleep 1   # every replica's first checks
    out=$(node tests/serve-load.cjs "http://127.0.0.1:$lb" 8 --requests 4 --max-tokens 64) || exit 1
    load=$(cut -d' ' -f1 /proc/loadavg)
    echo "$out" | node -e '
        const j = JSON.parse(require("fs").readFileSync(0, "utf8")), a = process.argv.slice(1);
        console.log([a[0], a[1], a[2], a[3], j.aggregate_tok_s, j.ttft_ms, j.inter_token_ms, j.wall_s, a[4]].join(" "));' \
        "$name" "$n" "$t" "$pass" "$load"
    for p in $PIDS; do kill -TERM "$p" 2>/dev/null; done
    for p in $PIDS; do wait "$p" 2>/dev/null; done
    PIDS=""
}
echo "# command: sh figures/43-distributed/replicas-throughput.sh (make plot-data PLOT=replicas-throughput)"
echo "# setup replicas threads_each pass aggregate_tok_s ttft_ms inter_token_ms wall_s load_1min"
for pass in 1 2 3; do
    if [ "$pass" = 2 ]; then order="t2 3 2 1"; else order="1 2 3 t2"; fi
    for s in $order; do
        case "$s" in t2) run 1x-t2 1 2 8 "$pass" ;; *) run "$s"x-t1 "$s" 1 4 "$pass" ;; esac
    done
done
