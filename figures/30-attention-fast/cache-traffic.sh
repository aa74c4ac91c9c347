# The cache-traffic figure of chapter 30: bytes a decode step of TinyLlama's shape reads
# from the cache at depth n (22 layers, 4 key/value heads of 64, 32 query heads), by kernel
# and cache type, against the bytes of the layers' weights in q4_0. Pure arithmetic.
echo "# command: awk over the depth n = 0..4096 in steps of 128"
awk 'BEGIN {
    layers = 22; kv_heads = 4; head = 64; group = 8; dim = 2048; kv_dim = 256; ffn = 5632
    f16_row = 2 * head; q8_row = head / 32 * 34            # bytes of one cached key or value row
    weights = layers * (2 * dim * dim + 2 * dim * kv_dim + 3 * dim * ffn) / 32 * 18
    printf "# bytes per position and layer: f16 %d, q8_0 %d; q4_0 weights of the layers: %d bytes\n", \
        2 * kv_heads * f16_row, 2 * kv_heads * q8_row, weights
    print "# depth one_head_f16_MB group_f16_MB group_q8_0_MB weights_q4_0_MB"
    for (n = 0; n <= 4096; n += 128) {
        per = layers * kv_heads * 2 * n
        printf "%d %.2f %.2f %.2f %.2f\n", n, group * per * f16_row / 1e6, per * f16_row / 1e6, \
            per * q8_row / 1e6, weights / 1e6
    }
}'
