#!/bin/sh
# The layer check refuses an upward edge and a cycle, then passes on the library.
# (Tangled from book/99-building.nw.)
set -u
pass=0; fail=0
ok() { pass=$((pass + 1)); }
bad() { fail=$((fail + 1)); echo "check-layers test: $1"; }
t=$(mktemp -d)
trap 'rm -rf "$t"' EXIT
mkdir -p "$t/obj"
printf 'int high(void) { return 1; }\n' > "$t/high.c"
printf 'int high(void);\nint low(void) { return high(); }\n' > "$t/low.c"
cc -c "$t/high.c" -o "$t/obj/high.o" && cc -c "$t/low.c" -o "$t/obj/low.o"
printf '0 base low\n1 top high\n' > "$t/layers"
out=$(sh generated/tools/check-layers "$t/layers" "$t/obj" 2>&1) && bad "an upward edge passed" || ok
case "$out" in *"upward edge: low (base) calls high in high (top)"*) ok ;; *) bad "no upward-edge message: $out" ;; esac
printf 'int low(void);\nint high(void) { return low(); }\n' > "$t/high.c"
cc -c "$t/high.c" -o "$t/obj/high.o"
printf '0 base low high\n' > "$t/layers"
out=$(sh generated/tools/check-layers "$t/layers" "$t/obj" 2>&1) && bad "a cycle passed" || ok
case "$out" in *"cycle:"*) ok ;; *) bad "no cycle message: $out" ;; esac
printf '0 base low\n' > "$t/layers"
out=$(sh generated/tools/check-layers "$t/layers" "$t/obj" 2>&1) && bad "a file in no layer passed" || ok
case "$out" in *"high is in no layer"*) ok ;; *) bad "no unplaced-file message: $out" ;; esac
if [ -d "${BUILD:-build}/obj/src" ]; then
  out=$(sh generated/tools/check-layers generated/tools/layers "${BUILD:-build}/obj/src" 2>&1) \
    && ok || bad "the library: $out"
fi
echo "check-layers: $pass passed, $fail failed"
test "$fail" -eq 0
