# The cache-size figure of chapter 17: phx_kv_bytes of three configurations and three types.
echo "# command: build/plots/kv_bytes"
"$BUILD"/plots/kv_bytes
