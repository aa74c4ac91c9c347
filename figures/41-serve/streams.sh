# Tokens per second against concurrent streams (chapter 41, "Batch invariance"): phalanx serve -np 4
# and llama-server -np 4 on the same model, TinyLlama 1.1B's shape in q4_0 with random weights
# (made once under $BUILD/models/ by phalanx synth), 2 threads each. Both servers run side by side,
# idle but for the request at hand; for S = 1, 2, 4, 8 streams, S requests of N greedy tokens
# (temperature 0) to /v1/completions start together, and tokens/s is all their completion tokens
# (from each answer's usage) over the wall time until the last answer; prompt and HTTP included,
# the same for both. Engines alternate within every S, and the passes alternate which goes first
# and reverse the order of S. A speed: the machine and its load are in the header and on every line.
# Needs PHALANX, PHALANX_SHARED, BUILD, curl, jq; LLAMA_SERVER (default /tmp/ref/llama.cpp/build/bin/llama-server).
set -u
N=${STREAMS_TOKENS:-48}
PASSES=${STREAMS_PASSES:-3}
LLAMA_SERVER=${LLAMA_SERVER:-/tmp/ref/llama.cpp/build/bin/llama-server}
M=${STREAMS_MODEL:-$BUILD/models/tl-q4_0.gguf}
if [ ! -f "$M" ]; then
    mkdir -p "$(dirname "$M")"
    "$PHALANX" synth --dim 2048 --layers 22 --heads 32 --kv-heads 4 --ffn 5632 --ctx 2048 \
        --vocab-from "$PHALANX_SHARED/models/tiny-random-llama2-f16.gguf" --type q4_0 -o "$M" > /dev/null || exit 1
fi
TMP=$(mktemp -d)
PIDS=""
trap 'for p in $PIDS; do kill -9 $p 2>/dev/null; done; rm -rf "$TMP"' EXIT
trap 'exit 1' INT TERM
"$PHALANX" serve -m "$M" --host 127.0.0.1 --port 0 -np 4 -c 1024 -t 2 2> "$TMP/phalanx.log" &
PIDS="$PIDS $!"
"$LLAMA_SERVER" -m "$M" --host 127.0.0.1 --port 0 -np 4 -c 4096 -t 2 --no-webui > "$TMP/llama.log" 2>&1 &
PIDS="$PIDS $!"
port_of() { sed -n 's#.*listening on http://127\.0\.0\.1:\([0-9][0-9]*\).*#\1#p' "$TMP/$1.log" | head -n 1; }
for i in $(seq 1 1200); do
    pp=$(port_of phalanx) lp=$(port_of llama)
    [ -n "$pp" ] && [ -n "$lp" ] && curl -sf -o /dev/null "http://127.0.0.1:$pp/health" \
        && curl -sf -o /dev/null "http://127.0.0.1:$lp/health" && break
    sleep 0.1
done
[ -n "$pp" ] && [ -n "$lp" ] || { echo "a server did not start" >&2; cat "$TMP"/*.log >&2; exit 1; }
# run PORT S: S concurrent completions; prints "tokens wall_s"
run() {
    local t0 t1 i n
    t0=$(date +%s.%N)
    for i in $(seq 1 "$2"); do
        curl -s -X POST "http://127.0.0.1:$1/v1/completions" -H 'Content-Type: application/json' \
            -d "{\"prompt\": \"Once upon a time, story $i:\", \"max_tokens\": $N, \"temperature\": 0}" \
            -o "$TMP/answer.$i" &
    done
    wait   # called as $(run ...), a subshell: its own curls only
    t1=$(date +%s.%N)
    local tokens=0
    for i in $(seq 1 "$2"); do
        n=$(jq -r 'if .error then "" else (.usage.completion_tokens // 0) end' < "$TMP/answer.$i" 2>/dev/null)
        if [ -z "$n" ] && grep -q 'does not match the expected' "$TMP/answer.$i"; then
            n=$N; echo x >> "$TMP/parser-500"   # generated, then refused by llama-server's parser
        fi
        [ -n "$n" ] || { echo "streams: request $i of $2 on port $1 failed" >&2; n=0; }
        tokens=$((tokens + n))
    done
    echo "$tokens $(echo "$t1 - $t0" | bc -l)"
}
warm=$(run "$pp" 1; run "$lp" 1)   # warm-up: the weights come into memory
echo "# command: phalanx serve -np 4 -c 1024 -t 2 | llama-server -np 4 -c 4096 -t 2; S concurrent /v1/completions of $N greedy tokens, $PASSES passes"
echo "# engine streams pass tokens wall_s tok_s load_1min"
for pass in $(seq 1 "$PASSES"); do
    if [ $((pass % 2)) = 0 ]; then order="8 4 2 1" engines="llama phalanx"; else order="1 2 4 8" engines="phalanx llama"; fi
    for s in $order; do
        for e in $engines; do
            if [ "$e" = phalanx ]; then port=$pp; else port=$lp; fi
            set -- $(run "$port" "$s")
            echo "$e $s $pass $1 $(printf '%.3f' "$2") $(echo "$1 / $2" | bc -l | xargs printf '%.1f') $(cut -d' ' -f1 /proc/loadavg)"
        done
    done
done
[ -f "$TMP/parser-500" ] && echo "# llama-server answered $(wc -l < "$TMP/parser-500") requests with a 500 after generating them (its chat parser refuses this random model's text); each is counted as $N tokens"
exit 0
