#!/bin/sh
# The installed command is lean; the header and pkg-config files are a user's (tangled from
# book/99-building.nw).
set -u
pass=0; fail=0
ok() { pass=$((pass + 1)); }
bad() { fail=$((fail + 1)); echo "install-lean: $1"; }
[ -f generated/src/dist/dist_exec.c ] || { echo "install-lean: skipped (no dist_exec.c)"; exit 0; }
t=$(mktemp -d)
trap 'rm -rf "$t"' EXIT
p=$t/prefix
make --no-print-directory -s install PREFIX="$p" > "$t/log" 2>&1 || { tail -20 "$t/log"; exit 1; }
needed=$(readelf -d "$p/bin/phalanx" | sed -n 's/.*Shared library: \[\(lib[a-z0-9_]*\).*/\1/p')
extra=$(echo "$needed" | grep -v -x -E 'libc|libm|libpthread|libmicrohttpd|libjansson|libedit|libcurl')
[ -z "$extra" ] && ok || bad "phalanx needs more than libc, libm, the server's and the chat's: $extra"
ldd "$p/bin/phalanx" | grep -E -q 'libmpi|hwloc|libevent|pmix' && bad "phalanx loads MPI" || ok
[ -x "$p/bin/phalanx-mpi" ] && ldd "$p/bin/phalanx-mpi" | grep -q libmpi && ok || bad "no phalanx-mpi"
grep -q '^#line' "$p/include/phalanx.h" && bad "the installed header has #line" || ok
cmp -s "$p/include/phalanx.h" generated/include/phalanx.h && bad "the header was copied as is" || ok
"$p/bin/phalanx" run -m x.gguf -p x --split 1 > /dev/null 2> "$t/err"
[ $? -eq 2 ] && grep -q 'need several processes' "$t/err" && ok || bad "--split via phalanx-mpi: $(cat "$t/err")"
PHALANX_MPI=$t/none "$p/bin/phalanx" run -m x.gguf -p x --split 1 > /dev/null 2> "$t/err"
[ $? -eq 1 ] && grep -q 'needs the program phalanx-mpi' "$t/err" && ok || bad "no phalanx-mpi: $(cat "$t/err")"
export PKG_CONFIG_PATH="$p/lib/pkgconfig"
cc -std=c11 generated/examples/minimal_generate.c $(pkg-config --cflags --libs phalanx-static) \
  -o "$t/static_gen" 2> "$t/cc" && ok || bad "phalanx-static.pc: $(cat "$t/cc")"
readelf -d "$t/static_gen" | grep -q 'NEEDED.*libphalanx' && bad "phalanx-static.pc linked the .so" || ok
out=$("$t/static_gen" "$PHALANX_SHARED/models/stories260K.gguf" "Once upon a time" 8 2>/dev/null)
[ -n "$out" ] && ok || bad "the static example printed nothing"
make --no-print-directory -s uninstall PREFIX="$p" > /dev/null 2>&1
[ -z "$(find "$p" -type f | head -3)" ] && ok || bad "uninstall left: $(find "$p" -type f | head -3)"
echo "install-lean: $pass passed, $fail failed"
test "$fail" -eq 0
