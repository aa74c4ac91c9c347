#!/bin/sh
# make install into a temporary prefix; build an example with pkg-config, static and shared.
# (Tangled from book/91-examples.nw.)
set -u
pass=0; fail=0
ok() { pass=$((pass + 1)); }
bad() { fail=$((fail + 1)); echo "install: $1"; }
t=$(mktemp -d)
trap 'rm -rf "$t"' EXIT
p=$t/prefix
make --no-print-directory -s install PREFIX="$p" > "$t/install.log" 2>&1 \
  || { tail -20 "$t/install.log"; bad "make install failed"; echo "install: $pass passed, $fail failed"; exit 1; }
for f in bin/phalanx lib/libphalanx.a lib/libphalanx.so lib/pkgconfig/phalanx.pc include/phalanx.h \
         share/man/man1/phalanx.1 share/man/man3/phalanx.3; do
  [ -e "$p/$f" ] && ok || bad "$f was not installed"
done
export PKG_CONFIG_PATH="$p/lib/pkgconfig"
ex=generated/examples/minimal_generate.c
model="$PHALANX_SHARED/models/stories260K.gguf"
if cc -std=c11 $ex $(pkg-config --cflags --libs phalanx) -o "$t/shared_gen" 2> "$t/cc.log"; then ok
else cat "$t/cc.log"; bad "building against the shared library failed"; fi
if cc -std=c11 -static $ex $(pkg-config --cflags phalanx) $(pkg-config --static --libs phalanx) \
     -o "$t/static_gen" 2> "$t/cc.log"
then ok; else cat "$t/cc.log"; bad "building with pkg-config --static and -static failed"; fi
a=$(LD_LIBRARY_PATH="$p/lib" "$t/shared_gen" "$model" "Once upon a time" 16 2>/dev/null)
b=$("$t/static_gen" "$model" "Once upon a time" 16 2>/dev/null)
[ -n "$a" ] && [ "$a" = "$b" ] && ok || bad "the two builds printed different text: '$a' / '$b'"
LD_LIBRARY_PATH="$p/lib" ldd "$t/shared_gen" | grep -q 'libphalanx.so.0 ' && ok || bad "not linked to libphalanx.so.0"
readelf -d "$t/static_gen" 2>&1 | grep -q 'NEEDED' && bad "the static build needs shared libraries" || ok
others=$(nm -D --defined-only "$p/lib/libphalanx.so" | awk '$3 !~ /^phx_/ && $3 !~ /^PHALANX_/ {print $3}')
[ -z "$others" ] && ok || bad "exports beyond the API: $others"
grep -q 'temp' "$p/share/man/man1/phalanx.1" && ok || bad "phalanx(1) has no --temp"
make --no-print-directory -s uninstall PREFIX="$p" > /dev/null 2>&1
left=$(find "$p" -type f -o -type l | head -5)
[ -z "$left" ] && ok || bad "uninstall left: $left"
echo "install: $pass passed, $fail failed"
test "$fail" -eq 0
