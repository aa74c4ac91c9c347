# The embedding-norm figure of the embeddings chapter: every row of stories260K's table.
echo "# command: build/plots/embed_norms models/stories260K.gguf (in ../shared)"
cd "${PHALANX_SHARED:-../shared}" && "$BUILD"/plots/embed_norms models/stories260K.gguf
