#!/bin/sh
# mpirun -np 2/3/4 phalanx ...: the same answers as one process, and clear failures
# (tangled from book/43-distributed.nw). Needs PHALANX, PHALANX_SHARED; mpirun, curl, node.
PHALANX=${PHALANX:-build/phalanx}
SHARED=${PHALANX_SHARED:-../shared}
case " $PHALANX_CHAPTERS " in *" 30-"*|"  ") ;; *) echo "dist: skipped (needs chapter 43)"; exit 0 ;; esac
command -v mpirun > /dev/null || { echo "dist: FAIL: mpirun is missing (make deps installs openmpi-bin)"; exit 1; }
command -v node > /dev/null || { echo "dist: FAIL: node is missing (make deps installs nodejs)"; exit 1; }
export OMPI_ALLOW_RUN_AS_ROOT=1 OMPI_ALLOW_RUN_AS_ROOT_CONFIRM=1 OMPI_MCA_btl=self,vader \
    OMPI_MCA_btl_vader_single_copy_mechanism=none   # containers often forbid process_vm_readv
TMP=${TMPDIR:-/tmp}/phx-dist-$$
mkdir -p "$TMP"
PIDS=""
trap 'for p in $PIDS; do kill -9 $p 2>/dev/null; done; rm -rf "$TMP"' EXIT
pass=0
fail=0
ok() { pass=$((pass + 1)); }
bad() { fail=$((fail + 1)); echo "FAIL: $*"; }
mpi() { np=$1; shift; timeout 120 mpirun -np "$np" --oversubscribe "$PHALANX" "$@"; }
STORIES="$SHARED/models/stories260K.gguf"
GEMMA="$SHARED/models/archs/gemma3.gguf"
"$PHALANX" synth --vocab-from "$STORIES" -o "$TMP/qwen2.gguf" --arch qwen2 --layers 4 --dim 128 \
    --heads 4 --kv-heads 2 --ffn 256 --type q4_0 > /dev/null || bad "synth"
PROMPT="Once upon a time, there was a little girl named Lily. She loved to play outside in the sun. \
One day she saw a big red ball in the park and ran to get it, but a small dog took the ball and ran away."
for case in "$STORIES 2 3 4" "$TMP/qwen2.gguf 2 4" "$GEMMA 3"; do
    set -- $case
    model=$1; shift
    "$PHALANX" logits -m "$model" -p "$PROMPT" --json --greedy 8 -t 1 > "$TMP/one.json" 2> "$TMP/err"
    for np in "$@"; do
        mpi $np logits -m "$model" -p "$PROMPT" --json --greedy 8 -t 1 > "$TMP/many.json" 2> "$TMP/err"
        if cmp -s "$TMP/one.json" "$TMP/many.json" && [ -s "$TMP/one.json" ]; then ok
        else bad "logits of $(basename "$model") with -np $np differ from one process's"; head -5 "$TMP/err"; fi
    done
done
"$PHALANX" run -m "$STORIES" -p "Once upon a time" -n 48 --temp 0 -t 1 2> /dev/null | sed '$a\' > "$TMP/one.txt"
mpi 4 run -m "$STORIES" -p "Once upon a time" -n 48 --temp 0 -t 1 2> "$TMP/err" | sed '$a\' > "$TMP/many.txt"
if cmp -s "$TMP/one.txt" "$TMP/many.txt"; then ok; else bad "run with -np 4: $(head -c 200 "$TMP/many.txt")"; fi
mpi 2 logits -m "$STORIES" -p "$PROMPT" --json --greedy 8 -t 1 --split 1,3 -v > "$TMP/many.json" 2> "$TMP/err"
"$PHALANX" logits -m "$STORIES" -p "$PROMPT" --json --greedy 8 -t 1 > "$TMP/one.json" 2> /dev/null
if cmp -s "$TMP/one.json" "$TMP/many.json" && grep -q 'rank 0: layers \[0, 1)' "$TMP/err"; then ok
else bad "--split 1,3: $(grep 'rank 0' "$TMP/err" | head -2)"; fi
printf 'Hello there\nTell me a story\n' | "$PHALANX" chat -m "$STORIES" -n 16 --temp 0 -t 1 > "$TMP/one.txt" 2>&1
printf 'Hello there\nTell me a story\n' | mpi 3 chat -m "$STORIES" -n 16 --temp 0 -t 1 > "$TMP/many.txt" 2>&1
if cmp -s "$TMP/one.txt" "$TMP/many.txt"; then ok; else bad "chat with -np 3: $(head -c 200 "$TMP/many.txt")"; fi
two_below() { [ "$(echo "$1" | wc -w)" = 2 ] && for r in $1; do [ "$r" -lt "$2" ] || return 1; done; }
"$PHALANX" synth --vocab-from "$STORIES" -o "$TMP/wide.gguf" --dim 1024 --layers 4 --heads 8 \
    --kv-heads 8 --ffn 4096 --type f16 > /dev/null || bad "synth of the wide model"
mib=$(( $(wc -c < "$TMP/wide.gguf") / 1048576 ))
mpi 2 logits -m "$TMP/wide.gguf" -p "Once upon a time" -t 1 -v > /dev/null 2> "$TMP/err"
rss=$(sed -n 's/.*rank \([01]\): layers.*peak RSS \([0-9]*\)\.[0-9] MiB.*/\2/p' "$TMP/err")
if two_below "$rss" $((mib / 2 + 35)); then ok
else bad "peak RSS per rank ($(echo $rss)) MiB for a file of $mib MiB: not split"; fi
"$PHALANX" synth --vocab-from "$STORIES" -o "$TMP/wide4.gguf" --dim 2048 --layers 4 --heads 16 \
    --kv-heads 16 --ffn 8192 --type q4_0 > /dev/null || bad "synth of the wide q4_0 model"
mib=$(( $(wc -c < "$TMP/wide4.gguf") / 1048576 ))
mpi 2 logits -m "$TMP/wide4.gguf" -p "Once upon a time" -t 1 -v > "$TMP/many.json" 2> "$TMP/err"
rss=$(sed -n 's/.*rank \([01]\): layers.*peak RSS \([0-9]*\)\.[0-9] MiB.*/\2/p' "$TMP/err")
if two_below "$rss" $((mib / 2 + 35)); then ok
else bad "peak RSS per rank ($(echo $rss)) MiB for a q4_0 file of $mib MiB, arranged for the kernels: not split"; fi
"$PHALANX" logits -m "$TMP/wide4.gguf" -p "Once upon a time" -t 1 > "$TMP/one.json" 2> /dev/null
if cmp -s "$TMP/one.json" "$TMP/many.json"; then ok; else bad "q4_0 logits with -np 2 differ from one process"; fi
serve_port() {
    for i in $(seq 1 200); do
        port=$(sed -n 's/.*listening on http:\/\/127\.0\.0\.1:\([0-9]*\).*/\1/p' "$1" 2>/dev/null)
        [ -n "$port" ] && { echo "$port"; return 0; }
        sleep 0.05
    done
    return 1
}
ask() {   # ask PORT I OUT: a greedy completion of prompt I
    curl -s -m 60 "http://127.0.0.1:$1/v1/completions" -H 'Content-Type: application/json' \
        -d "{\"prompt\":\"Once upon a time $2\",\"max_tokens\":24,\"temperature\":0}" \
        | sed -n 's/.*"text":"\([^"]*\)".*/\1/p' > "$3"
}
"$PHALANX" serve -m "$STORIES" --host 127.0.0.1 --port 0 -np 2 -t 1 2> "$TMP/one.log" &
PIDS="$PIDS $!"; ONE=$!
timeout -k 5 300 mpirun -np 2 --oversubscribe "$PHALANX" serve -m "$STORIES" --host 127.0.0.1 --port 0 \
    -np 2 -t 1 2> "$TMP/many.log" &
PIDS="$PIDS $!"; MANY=$!
if p1=$(serve_port "$TMP/one.log") && p2=$(serve_port "$TMP/many.log"); then
    for i in 1 2 3; do ask "$p1" $i "$TMP/one-$i.txt"; done
    ask "$p2" 1 "$TMP/many-1.txt" & a=$!; ask "$p2" 2 "$TMP/many-2.txt" & b=$!
    ask "$p2" 3 "$TMP/many-3.txt"; wait $a $b
    for i in 1 2 3; do
        if [ -s "$TMP/one-$i.txt" ] && cmp -s "$TMP/one-$i.txt" "$TMP/many-$i.txt"; then ok
        else bad "serve request $i: '$(cat "$TMP/many-$i.txt")', one process: '$(cat "$TMP/one-$i.txt")'"; fi
    done
else bad "a server did not start: $(tail -3 "$TMP/many.log")"; fi
kill $ONE $MANY 2> /dev/null; wait $ONE $MANY 2> /dev/null
children() { awk -v p="$1" '/^Pid:/ { pid = $2 } /^PPid:/ && $2 == p { print pid }' /proc/[0-9]*/status 2> /dev/null; }
descendants() { for c in $(children "$1"); do echo "$c"; descendants "$c"; done; }
rank_pid() {   # rank_pid PID RANK: the pid of that rank among the processes PID started
    for i in $(seq 1 100); do
        for p in $(descendants "$1"); do
            if tr '\0' '\n' < /proc/$p/environ 2>/dev/null | grep -qx "OMPI_COMM_WORLD_RANK=$2"; then
                echo "$p"; return 0; fi
        done
        sleep 0.05
    done
    return 1
}
for how in KILL STOP; do
    mkfifo "$TMP/in-$how"
    mpi 3 chat -m "$STORIES" -n 8 --temp 0 -t 1 --dist-timeout 2 < "$TMP/in-$how" > "$TMP/out-$how" 2>&1 &
    run=$!
    PIDS="$PIDS $run"
    exec 3> "$TMP/in-$how"
    start=$(date +%s)
    if w=$(rank_pid $run 1); then
        printf 'Hello there\n' >&3
        sleep 0.5
        kill -$how "$w"
        printf 'Tell me a story\n' >&3
        wait $run; status=$?
        took=$(( $(date +%s) - start ))
        if [ $status -ne 0 ] && [ $took -lt 30 ]; then ok
        else bad "a worker given SIG$how: status $status after $took s"; fi
        if [ $how = STOP ] && ! grep -q 'no message from rank 2 within 2 s.*ending the run on every rank' "$TMP/out-$how"; then
            bad "a stalled worker: no clear message: $(grep -v '^-' "$TMP/out-$how" | head -3)"; fi
        [ $how = STOP ] && kill -9 "$w" 2> /dev/null
    else bad "could not find rank 1 of the run"; fi
    exec 3>&-
done
mpi 2 logits -m "$STORIES" -p "Hi" --split 1,2,3 > /dev/null 2> "$TMP/err"
if [ $? -ne 0 ] && grep -q -- '--split has 3 shares for 2 processes' "$TMP/err"; then ok
else bad "--split with 3 shares for 2 processes: $(head -2 "$TMP/err")"; fi
mpi 4 logits -m "$SHARED/models/archs/qwen2.gguf" -p "Hi" > /dev/null 2> "$TMP/err"
if [ $? -ne 0 ] && grep -q '4 processes for a model of 2 layers' "$TMP/err"; then ok
else bad "4 processes for 2 layers: $(head -2 "$TMP/err")"; fi

for c in run logits chat serve; do
    if "$PHALANX" $c --help | grep -q -- '--dist-timeout S .*rank 0 waits'; then ok; else bad "$c --help lacks --dist-timeout"; fi
done
"$PHALANX" --help | grep -q -- '--split S0,S1' && ok || bad "phalanx --help lacks --split"
"$PHALANX" run -m "$STORIES" -p "Hi" --split 1,1 > /dev/null 2> "$TMP/err"
if [ $? = 2 ] && grep -q 'need several processes (mpirun -np N phalanx run' "$TMP/err"; then ok
else bad "--split in one process: $(head -2 "$TMP/err")"; fi
mpi 2 bench -m "$STORIES" -p 8 -n 4 -r 1 > "$TMP/out" 2> "$TMP/err"
if [ $? = 0 ] && grep -q 'bench measures the whole model in rank 0 alone' "$TMP/err" && grep -q 'tg4' "$TMP/out"; then ok
else bad "bench under mpirun: $(head -3 "$TMP/err")"; fi
for i in 1 2 3 4; do
    "$PHALANX" run -m "$STORIES" -p "Once upon a time $i" -n 256 --temp 0 -t 1 2> /dev/null > "$TMP/want-$i.txt"
done
text_of() { node -e 'process.stdout.write(JSON.parse(require("fs").readFileSync(0, "utf8")).choices[0].text)'; }
for case in 2 4 2:wait; do
    np=${case%:wait} asks="" want_k=2 wait_each=""
    [ "$case" = "$np" ] || { want_k=1 wait_each=1; }
    env ${wait_each:+PHALANX_DIST_WAIT=1} timeout -k 5 300 mpirun -np $np --oversubscribe \
        "$PHALANX" serve -m "$STORIES" --host 127.0.0.1 --port 0 -np 4 -t 1 -v 2> "$TMP/slots.log" &
    run=$!
    PIDS="$PIDS $run"
    if port=$(serve_port "$TMP/slots.log") && r0=$(rank_pid $run 0); then
        for i in 1 2 3 4; do
            curl -s -m 60 "http://127.0.0.1:$port/v1/completions" -H 'Content-Type: application/json' \
                -d "{\"prompt\":\"Once upon a time $i\",\"max_tokens\":256,\"temperature\":0}" > "$TMP/got-$i.json" &
            asks="$asks $!"
        done
        wait $asks
        for i in 1 2 3 4; do
            if text_of < "$TMP/got-$i.json" > "$TMP/got-$i.txt" 2> /dev/null && [ -s "$TMP/want-$i.txt" ] &&
               cmp -s "$TMP/want-$i.txt" "$TMP/got-$i.txt"; then ok
            else bad "$case, 4 slots, request $i: '$(head -c 120 "$TMP/got-$i.json")'; run alone: '$(head -c 80 "$TMP/want-$i.txt")'"; fi
        done
        kill -TERM "$r0"
        wait $run; status=$?
        k=$(sed -n 's/.*rank 0: layers.*max micro-batches in flight \([0-9]*\).*/\1/p' "$TMP/slots.log")
        k_ok=""
        if [ $want_k = 2 ]; then [ -n "$k" ] && [ "$k" -ge 2 ] && k_ok=1; else [ "$k" = 1 ] && k_ok=1; fi
        if [ $status = 0 ] && [ -n "$k_ok" ] && [ "$(grep -c 'rank [0-9]: layers.*in flight' "$TMP/slots.log")" = $np ]; then ok
        else bad "$case, 4 slots: exit $status, rank 0's most micro-batches in flight '$k' (want $want_k$([ $want_k = 2 ] && echo ' or more')): $(grep 'in flight' "$TMP/slots.log" | head -4)"; fi
    else bad "the server over $np processes did not start: $(tail -3 "$TMP/slots.log")"; kill $run; fi
done
echo "dist: $pass passed, $fail failed"
test "$fail" -eq 0
