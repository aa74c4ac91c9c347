# The RoPE/YaRN figure of chapter 14: the program's own angles, per pair.
echo "# command: build/plots/rope_ramp"
"$BUILD"/plots/rope_ramp
