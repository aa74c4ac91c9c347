# The tile-shape figure of chapter 28: for every tile of R weight rows by T tokens,
# the vector registers it holds (R*T accumulators, R weight vectors, one activation
# vector) and the multiply-adds per vector load (R*T for R+T loads). Pure arithmetic.
echo "# command: awk over R = 1..8, T = 1..8"
echo "# R T registers fmas loads fmas_per_load fits_in_32"
awk 'BEGIN {
    for (r = 1; r <= 8; r++)
        for (t = 1; t <= 8; t++) {
            regs = r * t + r + 1
            printf "%d %d %d %d %d %.4f %d\n", r, t, regs, r * t, r + t, r * t / (r + t), regs <= 32
        }
}'
