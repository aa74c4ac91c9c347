# The work figure of chapter 29: multiply-adds per prompt token of TinyLlama's shape, by
# part of the model (22 layers, width 2048, keys and values 256 wide, feed-forward 5632,
# 32 heads of 64, vocabulary 32000; attention in a prompt of 512 tokens, where a token
# sees 256 positions on average). Pure arithmetic.
echo "# command: awk over the shapes"
echo "# part millions_of_multiply_adds"
awk 'BEGIN {
    L = 22; d = 2048; kv = 256; ffn = 5632; heads = 32; hd = 64; vocab = 32000; seen = 256
    printf "\"query, output\" %.1f\n", L * 2 * d * d / 1e6
    printf "\"key, value\" %.1f\n", L * 2 * d * kv / 1e6
    printf "\"gate, up\" %.1f\n", L * 2 * d * ffn / 1e6
    printf "\"down\" %.1f\n", L * d * ffn / 1e6
    printf "\"output head\" %.1f\n", vocab * d / 1e6
    printf "\"attention\" %.1f\n", L * heads * hd * 2 * seen / 1e6
}'
