# tangle.mk -- which chunk roots tangle into which files.
#
# The rule is a naming convention rather than a hand-kept list: every root
# chunk whose name is a path under generated/ or tests/ tangles to exactly that path.
#   generated/tools/*  (except *.c)   tangled plainly: scripts, make/awk/sh helpers
#   tests/*                           tangled plainly: end-to-end scripts
#   everything else                   tangled with -L, so #line directives point
#                                     back to book/NN-slug.nw for compilers and gdb
# A root whose name contains a space is a misspelled chunk definition; the
# check-chunks target refuses it (noweb itself ignores such mistakes).

# Chapters are tangled in numeric order; exercises/*.stub.nw are not chapters.
CHAPTERS ?= $(sort $(wildcard book/[0-9][0-9]-*.nw))

# tangle-into GENDIR,TESTSDIR: write every root of $(CHAPTERS) under GENDIR
# (generated/ roots) or TESTSDIR (tests/ roots), rewriting a file only when its
# contents change (so make's timestamps stay meaningful).
# notangle is noweb's markup (which parses the chapters) piped into nt (which writes the
# roots it is given); the chapters are parsed once here, twice (markup -t keeps tabs for the
# -L roots, as notangle -L does), and nt runs once on each: the same output as notangle
# per root, in a fraction of the time.
# TANGLE_CHAPTER=book/NN-slug.nw: only the roots whose file already carries that chapter's
# #line marks are written again (a wrong answer of the assignment check changes one chunk
# of one chapter); no stale file is removed then.
# nt writes every root named by -R in turn, to one output; a chunk of our own,
# $(TANGLE_SPLIT), named after each root, marks where one file ends (its #line
# mark, in a run with marks, is not part of the file).
TANGLE_SPLIT := PHX-TANGLE-SPLIT
define tangle-into
	@set -e; lib=$$(sed -n 's/^LIB=//p' "$$(command -v notangle)" | head -1); lib=$${lib:-/usr/lib/noweb}; \
	parsed=$$(mktemp -d); trap 'rm -rf "$$parsed"' EXIT; \
	"$$lib/markup" $(CHAPTERS) > "$$parsed/plain"; "$$lib/markup" -t $(CHAPTERS) > "$$parsed/tabs"; \
	awk '/^@quote$$/,/^@endquote$$/ { next } /^@defn / { defined[substr($$0, 7)] = 1 } /^@use / { used[substr($$0, 6)] = 1 } \
	  END { for (c in defined) if (!(c in used)) print "<<" c ">>" }' "$$parsed/plain" > "$$parsed/roots"; \
	roots=$$(sed -n 's/^<<\(generated\/[^ ]*\)>>$$/\1/p' "$$parsed/roots"); \
	troots=$$(sed -n 's/^<<\(tests\/[^ ]*\)>>$$/\1/p' "$$parsed/roots"); \
	if [ -n "$(TANGLE_CHAPTER)" ]; then carrying=" $$(grep -rlF '"$(TANGLE_CHAPTER)"' "$(1)" "$(2)" 2>/dev/null | tr '\n' ' ')"; fi; \
	: > "$$parsed/L.list"; : > "$$parsed/P.list"; \
	for root in $$roots $$troots; do \
	  case "$$root" in tests/*) out="$(2)/$${root#tests/}" ;; *) out="$(1)/$${root#generated/}" ;; esac; \
	  case "$$root" in generated/tools/*.c|generated/tools/*.h) class=L ;; generated/tools/*|tests/*) class=P ;; *) class=L ;; esac; \
	  if [ -n "$(TANGLE_CHAPTER)" ]; then [ $$class = L ] || continue; case "$$carrying" in *" $$out "*) ;; *) continue ;; esac; fi; \
	  echo "$$root $$out" >> "$$parsed/$$class.list"; \
	done; \
	printf '%s\n' '@file $(TANGLE_SPLIT)' '@begin code 0' '@defn $(TANGLE_SPLIT)' '@nl' '@text $(TANGLE_SPLIT)' '@nl' '@end code 0' \
	  | tee -a "$$parsed/plain" >> "$$parsed/tabs"; \
	for class in L P; do \
	  test -s "$$parsed/$$class.list" || continue; \
	  if [ $$class = L ]; then flags="-t -L" in=tabs; else flags= in=plain; fi; \
	  mkdir -p $$(awk '{ sub("/[^/]*$$", "", $$2); print $$2 }' "$$parsed/$$class.list" | sort -u); \
	  "$$lib/nt" $$flags $$(awk '{ printf " -R%s -R$(TANGLE_SPLIT)", $$1 }' "$$parsed/$$class.list") \
	    < "$$parsed/$$in" > "$$parsed/$$class.out" || { echo "tangle: notangle failed on the roots above" >&2; exit 1; }; \
	  awk -v list="$$parsed/$$class.list" -v mark='$(TANGLE_SPLIT)' \
	    'BEGIN { while ((getline l < list) > 0) { split(l, w, " "); out[++n] = w[2] ".tmp" } i = 1 } \
	     $$0 == mark { if (held && last != "#line 2 \"" mark "\"") print last > out[i]; \
	                    if (!held) printf "" > out[i]; close(out[i]); i++; held = 0; next } \
	     { if (held) print last > out[i]; last = $$0; held = 1 }' "$$parsed/$$class.out"; \
	  [ $$class = L ] || chmod +x $$(awk '{ print $$2 ".tmp" }' "$$parsed/P.list"); \
	done; \
	cat "$$parsed/L.list" "$$parsed/P.list" | while read -r root out; do \
	  if cmp -s "$$out.tmp" "$$out"; then rm -f "$$out.tmp"; else mv "$$out.tmp" "$$out"; echo "tangled $$out"; fi; \
	done; \
	[ -z "$(TANGLE_CHAPTER)" ] || exit 0; \
	all=" $$(echo $$roots) "; \
	for f in $$(cd "$(1)" 2>/dev/null && find . -type f ! -path './tools/*' | sed 's|^\./||'); do \
	  case "$$all" in *" generated/$$f "*) ;; *) rm -f "$(1)/$$f"; echo "removed stale $(1)/$$f" ;; esac; \
	done
endef
