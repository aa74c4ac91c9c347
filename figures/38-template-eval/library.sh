# Which parts of the library the 65 chat templates of ../shared/templates/jinja call (chapter 38):
# for every filter (|name), test (is [not] name) and method (.name(), the number of templates
# that use it at least once, read from the inside of their {{ }} and {% %} tags with the string
# literals taken out. Counts of files, not measurements. (A tag whose string literal holds "}}"
# is cut there by the pattern, and a name after it may be miscounted: a tail of ones.)
echo "# command: perl over shared/templates/jinja/*.jinja (tags, literals removed), one count per template"
ls "$PHALANX_SHARED"/templates/jinja/*.jinja > /dev/null || exit 1
echo "# kind name templates"
for f in "$PHALANX_SHARED"/templates/jinja/*.jinja; do
    perl -0777 -ne 'while (/\{[{%](.*?)[%}]\}/sg) {
            my $t = $1; $t =~ s/\x27(?:\\.|[^\x27\\])*\x27|"(?:\\.|[^"\\])*"/ S /g;
            print "filter $1\n" while $t =~ /\|\s*([a-z_]\w*)/g;
            print "test $2\n" while $t =~ /\bis\s+(not\s+)?([a-z_]\w*)/g;
            print "method $1\n" while $t =~ /\.([a-z_]\w*)\s*\(/g; }' "$f" | sort -u
done | awk '{ n[$1 " " $2]++ } END { for (k in n) print k, n[k] }' | sort -k3,3nr -k1,1 -k2,2
