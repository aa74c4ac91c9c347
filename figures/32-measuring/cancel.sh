# The cancellation figure of chapter 32: the sample standard deviation of five
# values c+1 ... c+5 (sqrt(2.5) for every offset c), computed in double precision
# by the two-pass formula of phx_stats_of and by the one-pass formula
# sum v^2 - r mean^2. Each row is the largest relative error over 64 offsets
# c = C (1 + 0.01371 j), j = 0..63, so that lucky exact cases do not hide the trend.
# awk's numbers are IEEE doubles, as C's are.
echo "# command: awk (double precision), values c+1..c+5, worst of c = C(1 + 0.01371 j), C = 10^(e/4)"
echo "# C  two_pass_rel_error  one_pass_rel_error  (errors below 1e-16 printed as 1e-16)"
awk 'function rel(s,   d) { d = s > x ? s - x : x - s; return d / x }
BEGIN {
  x = sqrt(2.5); r = 5
  for (e = 0; e <= 40; e++) {
    C = 10 ^ (e / 4); w1 = w2 = 1e-16
    for (j = 0; j < 64; j++) {
      c = C * (1 + j * 0.01371); sum = 0; sq = 0
      for (k = 1; k <= r; k++) { v[k] = c + k; sum += v[k]; sq += v[k] * v[k] }
      mean = sum / r; two = 0
      for (k = 1; k <= r; k++) two += (v[k] - mean) * (v[k] - mean)
      var1 = (sq - r * mean * mean) / (r - 1)
      a = rel(sqrt(two / (r - 1))); b = rel(var1 > 0 ? sqrt(var1) : 0)
      if (a > w2) w2 = a
      if (b > w1) w1 = b
    }
    printf "%.6g %.3e %.3e\n", C, w2, w1
  }
}'
