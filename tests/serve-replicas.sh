#!/bin/sh
# phalanx serve replicas behind HAProxy (tangled from book/43-distributed.nw).
# Needs PHALANX, PHALANX_SHARED, BUILD; haproxy, curl and node.
PHALANX=${PHALANX:-build/phalanx}
SHARED=${PHALANX_SHARED:-../shared}
MODEL="$SHARED/models/stories260K.gguf"
TMP=${TMPDIR:-/tmp}/phx-serve-replicas-$$
mkdir -p "$TMP"
PIDS=""
trap 'for p in $PIDS; do kill -9 $p 2>/dev/null; done; rm -rf "$TMP"' EXIT
trap 'exit 1' INT TERM
pass=0
fail=0
ok() { pass=$((pass + 1)); }
bad() { fail=$((fail + 1)); echo "FAIL: $*"; }
for tool in haproxy curl node; do
    command -v $tool > /dev/null || { echo "FAIL: serve-replicas needs $tool (make deps installs it)"; exit 1; }
done
replica() {
    name=$1; shift
    "$PHALANX" serve -m "$MODEL" --host 127.0.0.1 --port 0 -np 2 -t 1 -c 512 --drain-delay 1 \
        --graceful-timeout 60 "$@" 2> "$TMP/$name.log" &
    RPID=$!
    PIDS="$PIDS $RPID"
    RPORT=""
    for i in $(seq 1 200); do
        RPORT=$(sed -n 's/.*listening on http:\/\/127\.0\.0\.1:\([0-9]*\).*/\1/p' "$TMP/$name.log" 2> /dev/null)
        [ -n "$RPORT" ] && return 0
        sleep 0.05
    done
    bad "replica $name did not start: $(cat "$TMP/$name.log")"; exit 1
}
free_port() {
    node -e 'const s = require("net").createServer().listen(0, "127.0.0.1", () => {
                 console.log(s.address().port); s.close(); })'
}
state() { curl -s "$STATS/stats;csv" | awk -F, -v s="$1" '$1 == "replicas" && $2 == s { print $18 }'; }
is() { [ "$(state "$1")" = "$2" ]; }
# until_ok DESCRIPTION COMMAND...: wait (at most about 5 s) for COMMAND to succeed
until_ok() {
    what=$1; shift
    for i in $(seq 1 100); do "$@" && { ok; return 0; }; sleep 0.05; done
    bad "$what; HAProxy says: $(curl -s "$STATS/stats;csv" | awk -F, '$1 == "replicas" { printf "%s %s, ", $2, $18 }')"
    return 1
}
replica r1; P1=$RPORT
replica r2; P2=$RPORT; R2PID=$RPID
replica r3 --wait-for-file "$TMP/go3"; P3=$RPORT
LB_PORT=$(free_port); ST_PORT=$(free_port)
LB="http://127.0.0.1:$LB_PORT"; STATS="http://127.0.0.1:$ST_PORT"
generated/tools/haproxy-replicas --bind "127.0.0.1:$LB_PORT" --stats "127.0.0.1:$ST_PORT" --maxconn 2 \
    --inter 100ms --sticky X-Session-Id 127.0.0.1:$P1 127.0.0.1:$P2 127.0.0.1:$P3 > "$TMP/haproxy.cfg"
haproxy -c -q -f "$TMP/haproxy.cfg" > "$TMP/check.log" 2>&1 && ok \
    || { bad "haproxy refuses the configuration: $(cat "$TMP/check.log")"; exit 1; }
haproxy -db -f "$TMP/haproxy.cfg" > "$TMP/haproxy.log" 2>&1 &
PIDS="$PIDS $!"
until_ok "HAProxy sees r1 up" is r1 UP
until_ok "HAProxy sees r2 up" is r2 UP
until_ok "a loading replica is down" is r3 DOWN
for i in 1 2 3 4; do
    curl -s -o /dev/null -D "$TMP/h$i" "$LB/v1/completions" -d '{"prompt": "a", "max_tokens": 2}'
done
! grep -qi '^x-replica: r3' "$TMP"/h? && grep -qi '^x-replica: r[12]' "$TMP/h1" && ok \
    || bad "requests went to a loading replica: $(cat "$TMP"/h? | grep -i x-replica | tr -d '\r' | tr '\n' ' ')"
touch "$TMP/go3"
until_ok "a loaded replica comes up" is r3 UP
for i in 1 2 3 4 5; do
    curl -s -o /dev/null -D - -H 'X-Session-Id: alice' "$LB/v1/completions" -d '{"prompt": "a", "max_tokens": 2}' \
        | tr -d '\r' | sed -n 's/^[xX]-[rR]eplica: //p'
done > "$TMP/sticky"
[ "$(sort -u "$TMP/sticky" | wc -l)" = 1 ] && [ "$(wc -l < "$TMP/sticky")" = 5 ] && ok \
    || bad "a session moved between replicas: $(tr '\n' ' ' < "$TMP/sticky")"
N=48
"$PHALANX" run -m "$MODEL" -p "Once upon a time" -n 96 --temp 0 > "$TMP/want" 2> /dev/null
node tests/serve-replicas.cjs "$LB" $N 6 96 "$TMP/want" "$TMP/progress" > "$TMP/load.log" 2>&1 &
LOAD=$!
PIDS="$PIDS $LOAD"
for i in $(seq 1 600); do
    [ "$(cat "$TMP/progress" 2>/dev/null | wc -l)" -ge $((N / 4)) ] && break
    kill -0 $LOAD 2> /dev/null || break
    sleep 0.05
done
grep -q '^r2$' "$TMP/progress" && ok || bad "r2 served nothing before it was stopped"
kill -TERM $R2PID
until_ok "HAProxy marks a stopping replica down" is r2 DOWN
wait $R2PID
rc=$?
[ "$rc" = 0 ] && ok || bad "the stopped replica exited $rc, expected 0: $(tail -3 "$TMP/r2.log")"
wait $LOAD
rc=$?
cat "$TMP/load.log"
[ "$rc" = 0 ] && grep -q "^serve-replicas: $N answered as expected, 0 not" "$TMP/load.log" && ok \
    || bad "requests were lost when a replica stopped (exit $rc)"
for r in r1 r3; do grep -q "^$r\$" "$TMP/progress" && ok || bad "$r served nothing"; done
echo "serve-replicas: $pass passed, $fail failed"
[ "$fail" -eq 0 ]
