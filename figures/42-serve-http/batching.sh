# Throughput of the batched step (chapter 42, "Throughput of the batched step"): one
# `phalanx serve -np 8 -c 1024 -t 2` and the load generator tests/serve-load.cjs at N = 1, 2, 4, 8
# concurrent streams, two completions of 64 tokens per stream, three passes (the order of N
# reversed in the second). From the server's /metrics before and after each run: the batched
# passes over the model (steps) and the sequences they evaluated, whose ratio is the mean number
# of busy slots per pass, a count that the machine's load hardly changes. Model: phalanx synth --vocab-from stories260K.gguf --dim 1024 --layers 8
# --heads 16 --kv-heads 4 --ffn 2816 --ctx 2048 --type q8_0 (97 MB of weights, random), written to
# a temporary directory. A speed: the machine and its load are in the header and on every line.
# Needs PHALANX, PHALANX_SHARED; node, curl.
set -u
TMP=$(mktemp -d)
PID=""
trap '[ -n "$PID" ] && kill -9 $PID 2>/dev/null; rm -rf "$TMP"' EXIT
trap 'exit 1' INT TERM
M="$TMP/synth.gguf"
"$PHALANX" synth --vocab-from "$PHALANX_SHARED/models/stories260K.gguf" -o "$M" --dim 1024 --layers 8 \
    --heads 16 --kv-heads 4 --ffn 2816 --ctx 2048 --type q8_0 > /dev/null 2>&1 || { echo "synth failed" >&2; exit 1; }
"$PHALANX" serve -m "$M" --host 127.0.0.1 --port 0 -np 8 -c 1024 -t 2 2> "$TMP/serve.log" &
PID=$!
for i in $(seq 1 400); do
    port=$(sed -n 's/.*listening on http:\/\/127\.0\.0\.1:\([0-9]*\).*/\1/p' "$TMP/serve.log")
    [ -n "$port" ] && curl -sf -o /dev/null "http://127.0.0.1:$port/health" && break
    sleep 0.05
done
[ -n "$port" ] || { echo "the server did not start" >&2; exit 1; }
echo "# command: phalanx serve -m synth.gguf -np 8 -c 1024 -t 2; node tests/serve-load.cjs URL N --requests 2 --max-tokens 64"
echo "# streams pass aggregate_tok_s per_stream_tok_s ttft_ms inter_token_ms wall_s load_1min steps sequences_per_step"
metric() { curl -sf "http://127.0.0.1:$port/metrics" | sed -n "s/^phalanx_$1 //p"; }
for pass in 1 2 3; do
    if [ "$pass" = 2 ]; then order="8 4 2 1"; else order="1 2 4 8"; fi
    for n in $order; do
        s0=$(metric steps_total) q0=$(metric step_sequences_total)
        out=$(node tests/serve-load.cjs "http://127.0.0.1:$port" "$n" --requests 2 --max-tokens 64) || exit 1
        load=$(cut -d' ' -f1 /proc/loadavg)
        s1=$(metric steps_total) q1=$(metric step_sequences_total)
        steps=$((s1 - s0)) seqs=$((q1 - q0))
        echo "$out" | node -e '
            const j = JSON.parse(require("fs").readFileSync(0, "utf8")), a = process.argv.slice(1);
            console.log([j.streams, a[0], j.aggregate_tok_s, j.per_stream_tok_s, j.ttft_ms, j.inter_token_ms,
                         j.wall_s, a[1], a[2], (a[3] / a[2]).toFixed(2)].join(" "));' "$pass" "$load" "$steps" "$seqs"
    done
done
kill -TERM "$PID" 2>/dev/null; wait "$PID" 2>/dev/null; PID=""
