# The block-scale figure of the kernels chapter: every Q8_0 block of stories260K's matrices.
echo "# command: build/plots/block_scales models/stories260K.gguf (in ../shared)"
cd "${PHALANX_SHARED:-../shared}" && "$BUILD"/plots/block_scales models/stories260K.gguf
