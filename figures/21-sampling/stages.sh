# The sampling-stages figure of chapter 21: a golden logits row through the chain.
logits=$PHALANX_SHARED/golden/logits/stories260K.fox.last.f32
echo "# command: build/plots/sampling_stages shared/golden/logits/stories260K.fox.last.f32 25 0.97 0.02 0.7"
"$BUILD"/plots/sampling_stages "$logits" 25 0.97 0.02 0.7 | sed "s|$PHALANX_SHARED|shared|"
