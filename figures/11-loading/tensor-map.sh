# The tensor-map figure of chapter 11: where every tensor of the shared Q4_K_M synthetic model
# lies in the data section (offset and byte size, from its type and shape), from inspect --json.
f=models/synth/synth-llama-d256-q4_k_m-mix.gguf
echo "# command: phalanx inspect --json shared/$f"
echo "# index offset_KiB size_KiB type name"
"$PHALANX" inspect --json "$PHALANX_SHARED/$f" |
  awk -F'"' '/"name": .*"offset"/ {
    name = $4; type = $8
    match($0, /"offset": [0-9]+/); off = substr($0, RSTART + 10, RLENGTH - 10)
    match($0, /"bytes": [0-9]+/); n = substr($0, RSTART + 9, RLENGTH - 9)
    printf "%2d %10.3f %10.3f %-5s %s\n", i++, off / 1024, n / 1024, type, name }'
