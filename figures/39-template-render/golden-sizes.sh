# The 65 chat templates of ../shared/templates (chapter 39, "The shared goldens"): for each, the
# bytes of its source and of llama.cpp's renderings of the two conversations (golden/NAME.pub1.txt,
# NAME.pub2.txt; a refusal, .error, is left out as -), and the bytes of the messages' own text.
# Sizes of files, not measurements.
echo "# command: wc -c over shared/templates/jinja/*.jinja and shared/templates/golden/*.txt"
S="$PHALANX_SHARED/templates"
ls "$S"/jinja/*.jinja > /dev/null || exit 1
content() { node -e 'const m = JSON.parse(require("fs").readFileSync(process.argv[1], "utf8")).messages;
    console.log(m.reduce((a, x) => a + Buffer.byteLength(x.content || ""), 0));' "$1"; }
echo "# messages' text: pub1 $(content "$S/pub1.json") bytes, pub2 $(content "$S/pub2.json") bytes"
echo "# template source_bytes pub1_bytes pub2_bytes"
for f in "$S"/jinja/*.jinja; do
    n=$(basename "$f" .jinja)
    a=-; b=-
    [ -f "$S/golden/$n.pub1.txt" ] && a=$(wc -c < "$S/golden/$n.pub1.txt")
    [ -f "$S/golden/$n.pub2.txt" ] && b=$(wc -c < "$S/golden/$n.pub2.txt")
    echo "$n $(wc -c < "$f") $a $b"
done
