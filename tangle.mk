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
define tangle-into
	@set -e; roots=$$(noroots $(CHAPTERS) | sed -n 's/^<<\(generated\/[^ ]*\)>>$$/\1/p'); \
	troots=$$(noroots $(CHAPTERS) | sed -n 's/^<<\(tests\/[^ ]*\)>>$$/\1/p'); \
	for root in $$roots $$troots; do \
	  case "$$root" in tests/*) out="$(2)/$${root#tests/}" ;; *) out="$(1)/$${root#generated/}" ;; esac; \
	  mkdir -p "$$(dirname "$$out")"; \
	  case "$$root" in generated/tools/*.c|generated/tools/*.h) flags=-L ;; \
	                   generated/tools/*|tests/*) flags= ;; *) flags=-L ;; esac; \
	  notangle $$flags -R"$$root" $(CHAPTERS) > "$$out.tmp" || { echo "tangle: failed on <<$$root>>" >&2; rm -f "$$out.tmp"; exit 1; }; \
	  case "$$root" in generated/tools/*.c|generated/tools/*.h) ;; generated/tools/*|tests/*) chmod +x "$$out.tmp" ;; esac; \
	  if cmp -s "$$out.tmp" "$$out"; then rm -f "$$out.tmp"; else mv "$$out.tmp" "$$out"; echo "tangled $$out"; fi; \
	done; \
	for f in $$(cd "$(1)" 2>/dev/null && find . -type f ! -path './tools/*' | sed 's|^\./||'); do \
	  case " $$(echo $$roots) " in *" generated/$$f "*) ;; *) rm -f "$(1)/$$f"; echo "removed stale $(1)/$$f" ;; esac; \
	done
endef
