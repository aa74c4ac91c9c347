# Integer division by 3 of a = -7..7 (chapter 38, "Operators"): the evaluator's // and %
# (phalanx template renders them, as Python does) beside C's / and %, which truncate towards
# zero (awk's int() and %, which follow C). Exact integers, not measurements.
T=$(mktemp) && trap 'rm -f "$T" "$T.json"' EXIT
printf '%s' '{% for a in range(-7, 8) %}{{ a }} {{ a // 3 }} {{ a % 3 }}
{% endfor %}' > "$T"
echo '{"messages": []}' > "$T.json"
echo "# command: phalanx template --template T --messages M, T = {% for a in range(-7, 8) %}{{ a }} {{ a // 3 }} {{ a % 3 }}...; C's by awk"
echo "# a python_floor_div python_mod c_div c_mod"
"$PHALANX" template --template "$T" --messages "$T.json" --no-generation-prompt |
    awk 'NF == 3 { printf "%d %d %d %d %d\n", $1, $2, $3, int($1 / 3), $1 % 3 }'
