# The numbers chapter 33's prose states about its measurements, derived (no new run) from
# the data files of its tables and plots: compare.dat (two threads), compare-1thread.dat,
# roofline.dat, decode-positions.dat, targets.dat and layout-ab.dat. Each line: a name and a value; summary.tab makes them LaTeX macros.
dir=figures/33-benchmarks
echo "# command: awk over $dir/compare.dat, $dir/compare-1thread.dat, $dir/roofline.dat, $dir/decode-positions.dat,"
echo "#   $dir/targets.dat, $dir/layout-ab.dat"
for f in compare compare-1thread roofline decode-positions targets layout-ab; do
  sed -n 's/^# commit: /# '"$f"'.dat was measured at commit /p' "$dir/$f.dat"
done
echo "# name value  (ratios: Phalanx / reference; pct: percent; q: the quantized files)"
# compare rows: "tl-TYPE TEST tT" P sdP L sdL IK sdIK
ratios() {  # ratios FILE PREFIX
  awk -v pre="$2" '
    function lo(k, v) { if (!(k in mn) || v < mn[k]) mn[k] = v }
    function hi(k, v) { if (!(k in mx) || v > mx[k]) mx[k] = v }
    function both(k, v) { lo(k, v); hi(k, v) }
    /^#/ || NF == 0 { next }
    { label = $0; sub(/^"/, "", label); sub(/".*/, "", label); split(label, p, " ")
      rest = $0; sub(/^"[^"]*" */, "", rest); split(rest, v, " ")
      type = p[1]; sub(/^tl-/, "", type); kind = substr(p[2], 1, 2)
      q = type == "f16" ? "f" : type ~ /bf16$/ ? "b" : "q"
      if (v[3] != "-") { both(q kind "ll", v[1] / v[3]); both(q "ll", v[1] / v[3]) }
      if (v[5] != "-") both(q kind "ik", v[1] / v[5])
      for (e = 1; e <= 5; e += 2) if (v[e] != "-") hi("sdpct", 100 * v[e + 1] / v[e])
      if (type == "q4_0") { t[kind] = v[1]; tik[kind] = v[5]; pp[p[2]] = v[1] } }
    END {
      for (k in mn) printf "%s%smin %.4f\n%s%smax %.4f\n", pre, k, mn[k], pre, k, mx[k]
      printf "%ssdpctmax %.1f\n", pre, mx["sdpct"]
      printf "%sqzerotg %.2f\n%sqzerotgik %.2f\n", pre, t["tg"], pre, tik["tg"]
      for (k in pp) printf "%sqzero%s %.2f\n", pre, k, pp[k] }' "$1" | sort
}
ratios "$dir/compare.dat" two
ratios "$dir/compare-1thread.dat" one
# roofline.dat: roofs (bandwidth, peak), then blocks: type test intensity gflops sd t/s sd
awk '
  /^# peak / { printf "peakbest %.1f\npeakmean %.1f\npeaksd %.1f\n", $3, $4, $5 }
  /bandwidth GB\/s measured during the session/ {
    sub(/.*: /, ""); n = split($0, b, " "); lo = hi = b[1]
    for (i = 2; i <= n; i++) { if (b[i] < lo) lo = b[i]; if (b[i] > hi) hi = b[i] }
    printf "bwcount %d\nbwmin %.1f\nbwmax %.1f\n", n, lo, hi }
  /^#/ { next }
  NF == 0 { if (prev) blk++; prev = 0; next }
  { prev = 1 }
  blk == 0 && NF == 2 { W = $1; P = $2; next }
  NF == 7 {
    who = blk == 1 ? "p" : "l"
    eff = 100 * $4 / ($3 * W < P ? $3 * W : P)
    if ($2 ~ /^tg/) { if (!n1++ || eff < emin) emin = eff; if (eff > emax) emax = eff }
    if ($2 ~ /^pp/) { f = 100 * $4 / P; if (!n2++ || f < pmin) pmin = f; if (f > pmax) pmax = f }
    s = 100 * $5 / $4; if ($1 == "q8_0" && s > sq8) sq8 = s
    if (who == "p" && $2 ~ /^tg/) printf "roof%stg %.1f\nroof%stgceiling %.1f\n", $1, $4, $1, $3 * W }
  END { printf "tgeffmin %.0f\ntgeffmax %.0f\nppofpeakmin %.0f\nppofpeakmax %.0f\nqeightsdpctmax %.0f\n",
               emin, emax, pmin, pmax, sq8 }' "$dir/roofline.dat"
# decode-positions.dat: position ms_median fastest slowest products_ms other_ms (bins)
awk '/^#/ || NF == 0 { next }
  { n++; pos[n] = $1; tot[n] = $2; prod[n] = $5; oth[n] = $6 }
  END {
    for (i = 1; i <= n; i++) s[i] = prod[i]
    for (i = 2; i <= n; i++) for (j = i; j > 1 && s[j] < s[j - 1]; j--) { t = s[j]; s[j] = s[j - 1]; s[j - 1] = t }
    cross = pos[n]; for (i = n; i >= 1 && oth[i] > prod[i]; i--) cross = pos[i]
    lo = hi = oth[n] / tot[n]
    for (i = n - 2; i < n; i++) { f = oth[i] / tot[i]; if (f < lo) lo = f; if (f > hi) hi = f }
    printf "posproducts %.2f\nposotherfirst %.2f\nposotherlate %.2f\nposotherlast %.2f\n",
           (s[int((n + 1) / 2)] + s[int(n / 2) + 1]) / 2, oth[1], oth[n - 1], oth[n]
    printf "poscross %d\npossharemin %.0f\npossharemax %.0f\n", cross, 100 * lo, 100 * hi }' "$dir/decode-positions.dat"
# targets.dat rows: "tl-TYPE TEST tT" P sdP L sdL IK sdIK MB_per_token best_GBs rssP rssIK
# (decode GB/s of each engine and the best read, Q4_0 and Q8_0 on two threads; peak memory ratios)
awk '/^#/ || NF == 0 { next }
  { label = $0; sub(/^"/, "", label); sub(/".*/, "", label); split(label, p, " ")
    rest = $0; sub(/^"[^"]*" */, "", rest); split(rest, v, " ")
    type = p[1]; sub(/^tl-/, "", type); gsub(/[_-]/, "", type)
    if (p[2] == "tg128" && p[3] == "t2") {
      printf "tgt%sreadp %.1f\ntgt%sreadik %.1f\ntgt%sreadll %.1f\n", type, v[1] * v[7] / 1000,
             type, v[5] * v[7] / 1000, type, v[3] == "-" ? 0 : v[3] * v[7] / 1000
      printf "tgtreadbest %.1f\n", v[8] }
    if (p[2] == "tg128" && v[9] != "-" && v[10] != "-") {
      r = v[9] / v[10]; if (!n++ || r > rmax) rmax = r; if (n == 1 || r < rmin) rmin = r } }
  END { printf "tgtrssmin %.2f\ntgtrssmax %.2f\n", rmin, rmax }' "$dir/targets.dat" | sort -u
# layout-ab.dat rows: file threads stored spread file_layout spread
awk '/^#/ || NF == 0 { next } { f = $1; sub(/^tl-/, "", f); gsub(/_/, "", f)
  printf "lay%st%s %.2f\n", f, $2, $3 / $5 }' "$dir/layout-ab.dat"
