# The dot-product error figure of the tensors chapter: relative error against length.
echo "# command: build/plots/dot_error"
"$BUILD"/plots/dot_error
