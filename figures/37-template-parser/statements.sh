# Statement tags of the 65 chat templates of ../shared/templates/jinja by keyword (chapter 37):
# the first word of every {% ... %} tag, counted over all templates, and the number of templates
# that use it at least once. The closing keywords (endif, endfor, ...) are counted on one comment
# line: each matches its opener. Counts of files, not measurements.
echo "# command: awk over shared/templates/jinja/*.jinja (the first word of each {% %} tag)"
ls "$PHALANX_SHARED"/templates/jinja/*.jinja > /dev/null || exit 1
for f in "$PHALANX_SHARED"/templates/jinja/*.jinja; do
    grep -o '{%[-+]\?[[:space:]]*[a-z_]*' "$f" | sed 's/^{%[-+]\?[[:space:]]*//' | sort -u | sed 's/$/ 1/'
    grep -o '{%[-+]\?[[:space:]]*[a-z_]*' "$f" | sed 's/^{%[-+]\?[[:space:]]*//' | sed 's/$/ 0/'
done | awk '{ if ($2) files[$1]++; else tags[$1]++ }
            END { for (k in tags) print k, tags[k], files[k] + 0 }' | sort -k2,2nr -k1,1 |
awk '/^end/ { closers = closers " " $1 "=" $2; next }
     { rows[++n] = $0 }
     END { print "# closing tags:" closers; print "# keyword tags templates"
           for (i = 1; i <= n; i++) print rows[i] }'
