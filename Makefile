# Phalanx -- build the runtime and the book from the noweb chapters in book/.
#
#   make tangle         book/*.nw  -> generated/ (C with #line back into the book)
#   make                build/libphalanx.a, build/phalanx, examples
#   make test           unit tests (cmocka) and the cross-chapter suites in tests/
#   make test CH=n      the same for the snapshot of chapters 1..n
#   make snapshot CH=n  tangle, build and test chapters 1..n alone in build/snapshots/chNN
#   make sanitize       unit tests under AddressSanitizer + UndefinedBehaviorSanitizer
#   make book           build/book/phalanx.pdf and build/book/html/
#   make check-book     fail on rendering defects in what make book wrote
#   make assignment CH=n  student kit in build/assignments/chNN
#   make solutions CH=n   teacher's kit (with solutions and wrong answers) in build/solutions/chNN
#   make bench          benchmarks (numbers for the book come from here)
#   make plot-data      re-measure the data of the book's plots (figures/*/*.sh -> *.dat)
#   make bench-compare MODEL=FILE [LLAMA_BENCH=...] [IK_BENCH=...] [PHALANX_ARGS=--no-repack]  phalanx bench next to llama-bench
#   make fuzz           libFuzzer run of the parsers (FUZZ_SECONDS=60)
#   make soak           the server's long soak test (3000 requests)
#   make deps           install missing build tools (Debian, as root)
#   make check          check-generated + check-chunks
#
# Shared models and goldens are found through PHALANX_SHARED (default ../shared).

include tangle.mk

PHALANX_SHARED ?= ../shared
SHARED_ABS     := $(abspath $(PHALANX_SHARED))
BUILD          ?= build
CC             ?= gcc
OPT            ?= -O2
# Debugging information (the kits in CI build without it: DEBUG= saves a quarter of their compile time)
DEBUG          ?= -g
SAN            ?=
CFLAGS_BASE    := -std=c11 $(OPT) $(DEBUG) -Wall -Wextra -Werror -D_POSIX_C_SOURCE=200809L \
                  -pthread -MMD -MP -Igenerated/include -Igenerated/src -Igenerated/src/tools \
                  -Igenerated/src/cli -Igenerated/src/serve -Igenerated/src/dist $(SAN)
LDLIBS         := -lm -lpthread
AVX2_FLAGS     := -mavx2 -mfma -mf16c
AVX512_FLAGS   := -mavx2 -mfma -mf16c -mavx512f -mavx512bw -mavx512dq -mavx512vl -mavx512vnni -mavx512bf16 -mavx512vbmi

# Layers by directory: generated/src (and arch/) is the runtime, libphalanx.a;
# generated/src/tools the tools (inspect, synth, bench, profiler, quantize),
# libphalanx-tools.a; generated/src/cli the command line, one file per command.
LIB_SRC   := $(wildcard generated/src/*.c generated/src/arch/*/*.c)
LIB_OBJ   := $(LIB_SRC:generated/%.c=$(BUILD)/obj/%.o)
TOOLS_SRC := $(wildcard generated/src/tools/*.c)
TOOLS_OBJ := $(TOOLS_SRC:generated/%.c=$(BUILD)/obj/%.o)
CLI_SRC   := $(wildcard generated/src/cli/*.c)
CLI_OBJ   := $(filter-out %/phalanx_main.o,$(CLI_SRC:generated/%.c=$(BUILD)/obj/%.o))
# generated/src/serve: the server (chapter 41), the only code that links more than
# libc/libm/pthreads: libmicrohttpd and jansson, from Debian.
SERVE_SRC := $(wildcard generated/src/serve/*.c)
SERVE_OBJ := $(SERVE_SRC:generated/%.c=$(BUILD)/obj/%.o)
SERVE_LIB := $(if $(SERVE_SRC),$(BUILD)/libphalanx-serve.a)
SERVE_LDLIBS := $(if $(SERVE_SRC),-lmicrohttpd -ljansson)
# generated/src/dist: the pipeline over MPI (chapter 43), with Open MPI from Debian
# (openmpi-bin, libopenmpi-dev). With dist_exec.c (the appendix on the build), dist_mpi.c and
# Open MPI go into a program of their own, phalanx-mpi, which phalanx runs for a run over
# several processes; phalanx itself links no MPI. Without it, phalanx links them as before.
DIST_ALL := $(wildcard generated/src/dist/*.c)
DIST_EXEC := $(wildcard generated/src/dist/dist_exec.c)
DIST_MPI_SRC := $(if $(DIST_EXEC),$(wildcard generated/src/dist/dist_mpi.c))
DIST_SRC := $(filter-out $(DIST_MPI_SRC),$(DIST_ALL))
# The pulls of chapter 50 (generated/src/cli/hub_fetch.c) talk HTTP through libcurl, linked
# into the programs only: libphalanx stays libc, libm and pthreads.
PULL_LDLIBS := $(if $(wildcard generated/src/cli/hub_fetch.c),$(shell pkg-config --libs libcurl 2>/dev/null || echo -lcurl))
DIST_OBJ := $(DIST_SRC:generated/%.c=$(BUILD)/obj/%.o)
DIST_LIB := $(if $(DIST_SRC),$(BUILD)/libphalanx-dist.a)
DIST_CFLAGS = $(if $(DIST_ALL),$(shell pkg-config --cflags ompi-c 2>/dev/null))
DIST_LDLIBS = $(if $(DIST_ALL),$(shell pkg-config --libs ompi-c 2>/dev/null))
MPI_BIN  := $(if $(DIST_MPI_SRC),$(BUILD)/phalanx-mpi)
# libedit (Debian libedit-dev): line editing and history for the chat on a terminal (chapter 40),
# compiled into the command line only (PHX_HAVE_LIBEDIT); without it the chat reads plain lines.
EDIT_CFLAGS := $(if $(shell pkg-config --exists libedit 2>/dev/null && echo y),-DPHX_HAVE_LIBEDIT $(shell pkg-config --cflags libedit))
EDIT_LDLIBS := $(if $(EDIT_CFLAGS),$(shell pkg-config --libs libedit))
# The archives programs link, highest layer first, so one pass resolves every
# call (calls only point down). The cli archive lets the parser's unit tests
# link the command line's code without its main.
ALL_LIBS  := $(DIST_LIB) $(BUILD)/libphalanx-cli.a $(SERVE_LIB) $(BUILD)/libphalanx-tools.a $(BUILD)/libphalanx.a
LINK_LIBS := $(ALL_LIBS)
TEST_SRC  := $(wildcard generated/tests/test_*.c)
TEST_BIN  := $(TEST_SRC:generated/tests/%.c=$(BUILD)/tests/%)
EX_SRC    := $(wildcard generated/examples/*.c)
EX_BIN    := $(EX_SRC:generated/examples/%.c=$(BUILD)/examples/%)
BENCH_SRC := $(wildcard generated/bench/*.c)
BENCH_BIN := $(BENCH_SRC:generated/bench/%.c=$(BUILD)/bench/%)
# generated/plots: programs that print the data of the book's plots (see plot-data).
PLOT_SRC  := $(wildcard generated/plots/*.c)
PLOT_BIN  := $(PLOT_SRC:generated/plots/%.c=$(BUILD)/plots/%)
CLI_BIN   := $(if $(wildcard generated/src/cli/phalanx_main.c),$(BUILD)/phalanx)
MAN_PAGE  := $(if $(CLI_BIN),$(BUILD)/man/phalanx.1)

.PHONY: all tangle test unit-tests suites snapshot sanitize tsan check-layers book assignment assignment-check \
        bench fuzz deps deps-build deps-book check check-generated check-chunks clean run

# Plain make builds from the committed generated/ with only a C compiler; `make tangle` re-tangles.
all: build-all

.PHONY: build-all
build-all: $(BUILD)/libphalanx.a $(CLI_BIN) $(MPI_BIN) $(MAN_PAGE) $(EX_BIN) $(PLOT_BIN)

tangle: deps-build
	$(call tangle-into,generated,tests)

# ---------------------------------------------------------------- compiling
$(BUILD)/obj/src/arch/x86/%_avx2.o: generated/src/arch/x86/%_avx2.c
	@mkdir -p $(dir $@)
	$(CC) $(CFLAGS_BASE) $(AVX2_FLAGS) -c $< -o $@

$(BUILD)/obj/src/arch/x86/%_avx512.o: generated/src/arch/x86/%_avx512.c
	@mkdir -p $(dir $@)
	$(CC) $(CFLAGS_BASE) $(AVX512_FLAGS) -c $< -o $@

$(BUILD)/obj/src/dist/%.o: generated/src/dist/%.c
	@mkdir -p $(dir $@)
	$(CC) $(CFLAGS_BASE) $(DIST_CFLAGS) -c $< -o $@

$(BUILD)/obj/src/cli/%.o: generated/src/cli/%.c
	@mkdir -p $(dir $@)
	$(CC) $(CFLAGS_BASE) $(EDIT_CFLAGS) -c $< -o $@

$(BUILD)/obj/%.o: generated/%.c
	@mkdir -p $(dir $@)
	$(CC) $(CFLAGS_BASE) -c $< -o $@

$(BUILD)/libphalanx.a: $(LIB_OBJ)
	@mkdir -p $(dir $@)
	rm -f $@ && ar rcs $@ $^

$(BUILD)/libphalanx-tools.a: $(TOOLS_OBJ)
	@mkdir -p $(dir $@)
	rm -f $@ && ar rcs $@ $^

$(BUILD)/libphalanx-cli.a: $(CLI_OBJ)
	@mkdir -p $(dir $@)
	rm -f $@ && ar rcs $@ $^

$(BUILD)/libphalanx-serve.a: $(SERVE_OBJ)
	@mkdir -p $(dir $@)
	rm -f $@ && ar rcs $@ $^

$(BUILD)/libphalanx-dist.a: $(DIST_OBJ)
	@mkdir -p $(dir $@)
	rm -f $@ && ar rcs $@ $^

$(BUILD)/phalanx: $(BUILD)/obj/src/cli/phalanx_main.o $(ALL_LIBS)
	$(CC) $(CFLAGS_BASE) $< $(LINK_LIBS) -o $@ $(SERVE_LDLIBS) $(PULL_LDLIBS) $(EDIT_LDLIBS) $(if $(DIST_EXEC),,$(DIST_LDLIBS)) $(LDLIBS)

# The same program with the pipeline over MPI: dist_mpi.o's dist_main comes before the archive's.
$(BUILD)/phalanx-mpi: $(BUILD)/obj/src/cli/phalanx_main.o $(BUILD)/obj/src/dist/dist_mpi.o $(ALL_LIBS)
	$(CC) $(CFLAGS_BASE) $(wordlist 1,2,$^) $(LINK_LIBS) -o $@ $(SERVE_LDLIBS) $(PULL_LDLIBS) $(EDIT_LDLIBS) $(DIST_LDLIBS) $(LDLIBS)

# The manual page is printed by the program from the same option table as --help.
$(BUILD)/man/phalanx.1: $(BUILD)/phalanx
	@mkdir -p $(dir $@)
	$(BUILD)/phalanx --man > $@.tmp && mv $@.tmp $@

# A test program is compiled to an object once and linked apart: a changed library (a kit's
# solution, a wrong answer) relinks the programs in a tenth of a second each instead of
# compiling their sources again.
$(BUILD)/obj/tests/%.o: generated/tests/%.c $(wildcard generated/tests/*.h)
	@mkdir -p $(dir $@)
	$(CC) $(CFLAGS_BASE) -Wno-unused-parameter -Igenerated/tests -Igenerated/src/serve -c $< -o $@

$(BUILD)/tests/%: $(BUILD)/obj/tests/%.o $(ALL_LIBS)
	@mkdir -p $(dir $@)
	$(CC) $(CFLAGS_BASE) $< $(LINK_LIBS) -o $@ -lcmocka $(SERVE_LDLIBS) $(PULL_LDLIBS) $(EDIT_LDLIBS) $(LDLIBS)

# The examples are programs of the library's users: the runtime alone.
$(BUILD)/obj/examples/%.o: generated/examples/%.c
	@mkdir -p $(dir $@)
	$(CC) $(CFLAGS_BASE) -c $< -o $@

$(BUILD)/examples/%: $(BUILD)/obj/examples/%.o $(BUILD)/libphalanx.a
	@mkdir -p $(dir $@)
	$(CC) $(CFLAGS_BASE) $< $(BUILD)/libphalanx.a -o $@ $(LDLIBS)

# (kept between runs: make would delete these objects as intermediate files)
.SECONDARY: $(patsubst generated/%.c,$(BUILD)/obj/%.o,$(TEST_SRC) $(EX_SRC) $(BENCH_SRC) $(PLOT_SRC))

$(BUILD)/bench/%: $(BUILD)/obj/bench/%.o $(ALL_LIBS)
	@mkdir -p $(dir $@)
	$(CC) $(CFLAGS_BASE) $< $(LINK_LIBS) -o $@ $(SERVE_LDLIBS) $(PULL_LDLIBS) $(EDIT_LDLIBS) $(LDLIBS)

$(BUILD)/plots/%: $(BUILD)/obj/plots/%.o $(ALL_LIBS)
	@mkdir -p $(dir $@)
	$(CC) $(CFLAGS_BASE) $< $(LINK_LIBS) -o $@ $(SERVE_LDLIBS) $(PULL_LDLIBS) $(EDIT_LDLIBS) $(LDLIBS)

-include $(shell find $(BUILD)/obj $(BUILD)/tests -name '*.d' 2>/dev/null)

# ---------------------------------------------------------------- installing
# make install PREFIX=/usr/local DESTDIR=: the command, libphalanx.a, libphalanx.so (soname
# libphalanx.so.MAJOR, exporting only the functions of phalanx.h), the header, phalanx.pc and
# the man pages phalanx(1) (from the command's option table) and phalanx(3) (the header).
PREFIX       ?= /usr/local
BINDIR       ?= $(PREFIX)/bin
LIBDIR       ?= $(PREFIX)/lib
INCLUDEDIR   ?= $(PREFIX)/include
MANDIR       ?= $(PREFIX)/share/man
PKGCONFIGDIR ?= $(LIBDIR)/pkgconfig
VERSION      := $(shell sed -n 's/^\#define PHX_VERSION_STRING "\(.*\)"/\1/p' generated/include/phalanx.h 2>/dev/null)
SOMAJOR      := $(firstword $(subst ., ,$(VERSION)))
SONAME       := libphalanx.so.$(SOMAJOR)
REALNAME     := libphalanx.so.$(VERSION)
PIC_OBJ      := $(LIB_SRC:generated/%.c=$(BUILD)/pic/%.o)

$(BUILD)/pic/src/arch/x86/%_avx2.o: generated/src/arch/x86/%_avx2.c
	@mkdir -p $(dir $@)
	$(CC) $(CFLAGS_BASE) -fPIC $(AVX2_FLAGS) -c $< -o $@
$(BUILD)/pic/src/arch/x86/%_avx512.o: generated/src/arch/x86/%_avx512.c
	@mkdir -p $(dir $@)
	$(CC) $(CFLAGS_BASE) -fPIC $(AVX512_FLAGS) -c $< -o $@
$(BUILD)/pic/%.o: generated/%.c
	@mkdir -p $(dir $@)
	$(CC) $(CFLAGS_BASE) -fPIC -c $< -o $@

# Only the functions the public header declares are exported (a linker version script).
$(BUILD)/libphalanx.map: generated/include/phalanx.h
	@mkdir -p $(dir $@)
	{ echo 'PHALANX_$(SOMAJOR) { global:'; \
	  sed -n 's/.*\b\(phx_[a-z0-9_]*\)(.*/  \1;/p' $< | sort -u; echo 'local: *; };'; } > $@

$(BUILD)/$(REALNAME): $(PIC_OBJ) $(BUILD)/libphalanx.map
	$(CC) -shared -Wl,-soname,$(SONAME) -Wl,--version-script=$(BUILD)/libphalanx.map \
	  $(PIC_OBJ) -o $@ $(LDLIBS)

# Written at every install: it records the PREFIX of that install.
.PHONY: $(BUILD)/phalanx.pc
$(BUILD)/phalanx.pc:
	@mkdir -p $(dir $@)
	printf '%s\n' 'prefix=$(PREFIX)' 'libdir=$(LIBDIR)' 'includedir=$(INCLUDEDIR)' '' \
	  'Name: phalanx' 'Description: LLM inference on the CPU for GGUF models (a literate program)' \
	  'Version: $(VERSION)' 'Libs: -L$${libdir} -lphalanx' 'Libs.private: -lm -lpthread' \
	  'Cflags: -I$${includedir}' > $@
	printf '%s\n' 'prefix=$(PREFIX)' 'libdir=$(LIBDIR)' 'includedir=$(INCLUDEDIR)' '' \
	  'Name: phalanx-static' 'Description: Phalanx, linked from libphalanx.a' \
	  'Version: $(VERSION)' 'Libs: $${libdir}/libphalanx.a -lm -lpthread' \
	  'Cflags: -I$${includedir}' > $(BUILD)/phalanx-static.pc

# phalanx(3): the public header, whose comments document every type and function.
$(BUILD)/man/phalanx.3: generated/include/phalanx.h
	@mkdir -p $(dir $@)
	{ printf '.TH PHALANX 3 "" "phalanx $(VERSION)" "Phalanx API"\n.SH NAME\nphalanx \\- LLM inference library\n'; \
	  printf '.SH SYNOPSIS\n.B #include <phalanx.h>\n.PP\nLink with \\fIpkg-config --libs phalanx\\fR.\n'; \
	  printf '.SH DESCRIPTION\nThe whole interface, as the header declares it; the book explains it.\n.nf\n'; \
	  grep -v '^#line' $< | sed 's/\\/\\e/g; s/^\./\\\&./'; printf '.fi\n'; } > $@

.PHONY: shared install uninstall
shared: $(BUILD)/$(REALNAME)

install: build-all shared $(BUILD)/phalanx.pc $(BUILD)/man/phalanx.1 $(BUILD)/man/phalanx.3
	install -d $(DESTDIR)$(BINDIR) $(DESTDIR)$(LIBDIR) $(DESTDIR)$(INCLUDEDIR) \
	  $(DESTDIR)$(PKGCONFIGDIR) $(DESTDIR)$(MANDIR)/man1 $(DESTDIR)$(MANDIR)/man3
	install -m 755 $(BUILD)/phalanx $(DESTDIR)$(BINDIR)/phalanx
	$(if $(MPI_BIN),install -m 755 $(MPI_BIN) $(DESTDIR)$(BINDIR)/phalanx-mpi)
	install -m 644 $(BUILD)/libphalanx.a $(DESTDIR)$(LIBDIR)/libphalanx.a
	install -m 755 $(BUILD)/$(REALNAME) $(DESTDIR)$(LIBDIR)/$(REALNAME)
	ln -sf $(REALNAME) $(DESTDIR)$(LIBDIR)/$(SONAME)
	ln -sf $(SONAME) $(DESTDIR)$(LIBDIR)/libphalanx.so
	grep -v '^#line' generated/include/phalanx.h > $(BUILD)/phalanx.h.installed
	install -m 644 $(BUILD)/phalanx.h.installed $(DESTDIR)$(INCLUDEDIR)/phalanx.h
	install -m 644 $(BUILD)/phalanx.pc $(DESTDIR)$(PKGCONFIGDIR)/phalanx.pc
	install -m 644 $(BUILD)/phalanx-static.pc $(DESTDIR)$(PKGCONFIGDIR)/phalanx-static.pc
	install -m 644 $(BUILD)/man/phalanx.1 $(DESTDIR)$(MANDIR)/man1/phalanx.1
	install -m 644 $(BUILD)/man/phalanx.3 $(DESTDIR)$(MANDIR)/man3/phalanx.3
	@# Root installing into the system (no DESTDIR): the dynamic linker learns the new library now.
	@if [ -z "$(DESTDIR)" ] && [ "$$(id -u)" = 0 ] && command -v ldconfig > /dev/null \
	  && case "$(LIBDIR)" in /usr/*|/lib*|/opt/*) true ;; *) false ;; esac; then ldconfig; fi

uninstall:
	rm -f $(DESTDIR)$(BINDIR)/phalanx $(DESTDIR)$(BINDIR)/phalanx-mpi $(DESTDIR)$(LIBDIR)/libphalanx.a \
	  $(DESTDIR)$(LIBDIR)/$(REALNAME) $(DESTDIR)$(LIBDIR)/$(SONAME) \
	  $(DESTDIR)$(LIBDIR)/libphalanx.so $(DESTDIR)$(INCLUDEDIR)/phalanx.h \
	  $(DESTDIR)$(PKGCONFIGDIR)/phalanx.pc $(DESTDIR)$(PKGCONFIGDIR)/phalanx-static.pc \
	  $(DESTDIR)$(MANDIR)/man1/phalanx.1 \
	  $(DESTDIR)$(MANDIR)/man3/phalanx.3

# ---------------------------------------------------------------- testing
ifdef CH
CH2 := $(shell printf '%02d' $(CH))
test: snapshot
else
test: deps-build all
	@$(MAKE) --no-print-directory unit-tests
	@$(MAKE) --no-print-directory suites
endif

# Run every unit-test binary; cmocka prints its own summary for each one, and
# the last line adds them up over all programs.
# UNIT_FIRST=binaries: run those first; UNIT_SKIP=binaries: leave those out (already run);
# FAIL_FAST=1: stop at the first program that fails (the wrong-answer check only needs one failing test).
# UNIT_JOBS=n: without FAIL_FAST, run n programs at a time (default: one per core; every test
# names its temporary files after its process), each into its own log, printed in order.
UNIT_JOBS ?= $(shell nproc 2>/dev/null || echo 1)
unit-tests: $(TEST_BIN)
	@pass=0; fail=0; failed=""; log=$$(mktemp); runs=$$(mktemp -d); \
	list="$(filter $(TEST_BIN),$(UNIT_FIRST)) $(filter-out $(UNIT_FIRST) $(UNIT_SKIP),$(TEST_BIN))"; \
	if [ -z "$(FAIL_FAST)" ] && [ "$(UNIT_JOBS)" -gt 1 ]; then \
	  for t in $$list; do echo $$t; done | PHALANX_SHARED="$(SHARED_ABS)" \
	    xargs -P $(UNIT_JOBS) -I{} sh -c '{} > "$$0/$$(basename {}).log" 2>&1' $$runs || true; fi; \
	for t in $$list; do \
	  if [ -f $$runs/$$(basename $$t).log ]; then cp $$runs/$$(basename $$t).log $$log; cat $$log; \
	  else PHALANX_SHARED="$(SHARED_ABS)" $$t 2>&1 | tee $$log; fi; \
	  p=$$(sed -n 's/^\[  PASSED  \] \([0-9]*\) test.*/\1/p' $$log | tail -1); \
	  f=$$(sed -n 's/^\[  FAILED  \] \([0-9]*\) test.*/\1/p' $$log | tail -1); \
	  ok=$$(grep -c '^\[  PASSED  \]' $$log); \
	  pass=$$((pass + $${p:-0})); fail=$$((fail + $${f:-0})); \
	  if [ "$$ok" = 0 ] || [ -n "$$f" ]; then failed="$$failed $$(basename $$t)"; \
	    [ -n "$$f" ] || fail=$$((fail + 1)); fi; \
	  if [ -n "$(FAIL_FAST)" ] && [ -n "$$failed" ]; then break; fi; \
	done; rm -rf $$log $$runs; \
	test -z "$$failed" || echo "failing test programs:$$failed"; \
	echo "unit-tests: $$pass passed, $$fail failed"; \
	test -z "$$failed"

# Cross-chapter suites: every executable tests/*.sh, run from the top.
# PHALANX_CHAPTERS names the chapters built (a snapshot or kit has fewer), so a
# check that needs a later chapter can say it is skipped.
# SUITES_OF=book/NN-slug.nw: only the suites that chapter writes to, in its own chunks or
# in chunks the suite uses (a kit in CI; see KIT_SUITES).
# SUITE_JOBS=n: n suites at a time (default: one per core; every suite names its temporary
# files after its process and asks for free ports), each into its own log, printed in order,
# the longest (SUITES_FIRST) started first; those that run make in this tree (SUITES_ALONE) run
# after them, one at a time.
SUITE_JOBS ?= $(shell nproc 2>/dev/null || echo 1)
SUITES_FIRST ?= tests/dist.sh tests/cli-run.sh tests/cli-chat.sh tests/cli-serve.sh tests/cli-agents.sh
SUITES_ALONE ?= tests/install.sh tests/install-lean.sh
suites:
	@list=""; for s in $(filter $(wildcard tests/*.sh),$(SUITES_FIRST)) \
	                   $(filter-out $(SUITES_FIRST),$(sort $(wildcard tests/*.sh))); do \
	  if [ -n "$(SUITES_OF)" ] && ! notangle -L'#line %L "%F"%N' -R"$$s" $(CHAPTERS) 2> /dev/null \
	     | grep -qF '"$(SUITES_OF)"'; then continue; fi; list="$$list $$s"; done; \
	runs=$$(mktemp -d); \
	export PHALANX_CHAPTERS="$(basename $(notdir $(CHAPTERS)))" PHALANX_SHARED="$(SHARED_ABS)" \
	  PHALANX="$(abspath $(BUILD)/phalanx)" BUILD="$(abspath $(BUILD))"; \
	for s in $$list; do case " $(SUITES_ALONE) " in *" $$s "*) ;; *) echo $$s ;; esac; done | \
	  xargs -P $(SUITE_JOBS) -I{} sh -c 'sh {} > "$$0/$$(basename {}).log" 2>&1; echo $$? > "$$0/$$(basename {}).rc"' $$runs; \
	for s in $$list; do case " $(SUITES_ALONE) " in *" $$s "*) \
	  sh $$s > $$runs/$$(basename $$s).log 2>&1; echo $$? > $$runs/$$(basename $$s).rc ;; esac; done; \
	fail=0; for s in $(sort $(wildcard tests/*.sh)); do case " $$list " in *" $$s "*) ;; *) continue ;; esac; \
	  cat $$runs/$$(basename $$s).log; [ "$$(cat $$runs/$$(basename $$s).rc 2>/dev/null)" = 0 ] || fail=1; done; \
	rm -rf $$runs; test $$fail -eq 0

sanitize:
	@$(MAKE) --no-print-directory BUILD=build/sanitize OPT=-O1 \
	  SAN="-fsanitize=address,undefined -fno-omit-frame-pointer -fno-sanitize-recover=undefined" unit-tests

# Tests whose threads share data, under ThreadSanitizer.
TSAN_TESTS := test_pool test_context test_batch test_attention_fast test_linear_attention
tsan:
	@$(MAKE) --no-print-directory BUILD=build/tsan OPT=-O1 SAN="-fsanitize=thread" \
	  TEST_BIN="$(TSAN_TESTS:%=build/tsan/tests/%)" unit-tests

# The load generator of chapter 42 against any OpenAI-compatible server that is already
# running: make serve-load URL=http://127.0.0.1:8080 [REPEAT=3] [REQUESTS=4] [MAX_TOKENS=64]
REPEAT ?= 3
REQUESTS ?= 4
MAX_TOKENS ?= 64
.PHONY: serve-load
serve-load:
	@test -n "$(URL)" || { echo "usage: make serve-load URL=http://HOST:PORT" >&2; exit 2; }
	@for n in 1 2 4 8; do for r in $$(seq $(REPEAT)); do \
	  node tests/serve-load.cjs $(URL) $$n --requests $(REQUESTS) --max-tokens $(MAX_TOKENS) || exit 1; \
	done; done

# ---------------------------------------------------------------- snapshots
SNAP = build/snapshots/ch$(CH2)
snapshot: deps-build
	@test -n "$(CH)" || { echo "usage: make snapshot CH=n" >&2; exit 2; }
	@rm -rf $(SNAP) && mkdir -p $(SNAP)/book
	@cp Makefile tangle.mk $(SNAP)/
	@if [ -d tests/golden ]; then mkdir -p $(SNAP)/tests && cp -r tests/golden $(SNAP)/tests/; fi
	@for f in $(CHAPTERS); do n=$$(basename $$f | cut -c1-2); \
	  if [ "$$n" -le "$(CH2)" ]; then cp $$f $(SNAP)/book/; fi; done
	@echo "snapshot ch$(CH2): $$(ls $(SNAP)/book | tr '\n' ' ')"
	@$(MAKE) --no-print-directory -C $(SNAP) PHALANX_SHARED="$(SHARED_ABS)" tangle
	@$(MAKE) --no-print-directory -C $(SNAP) PHALANX_SHARED="$(SHARED_ABS)" build-all unit-tests

# ---------------------------------------------------------------- checks
check: check-generated check-chunks check-layers

# Calls between the library's files only point down the layers of chapter 1 (no cycle either).
check-layers: build-all
	@sh generated/tools/check-layers generated/tools/layers $(BUILD)/obj/src

check-generated: deps-build
	@tmp=$$(mktemp -d); mkdir -p $$tmp/generated $$tmp/tests; \
	$(MAKE) --no-print-directory -s tangle-to DIR=$$tmp/generated TDIR=$$tmp/tests >/dev/null; \
	diff -r -q generated $$tmp/generated > $$tmp/diff; \
	for f in $$(cd $$tmp/tests && find . -type f | sed 's|^\./||'); do \
	  cmp -s $$tmp/tests/$$f tests/$$f || echo "tests/$$f differs from the book" >> $$tmp/diff; done; \
	if [ ! -s $$tmp/diff ]; then \
	  echo "check-generated: generated/ (and tangled tests/) match the book"; rm -rf $$tmp; \
	else \
	  echo "check-generated: generated/ differs from what the book tangles to:" >&2; \
	  sed 's/^/  /' $$tmp/diff >&2; \
	  echo "  (never edit generated/ by hand; edit book/*.nw and run 'make tangle')" >&2; \
	  rm -rf $$tmp; exit 1; fi

.PHONY: tangle-to
tangle-to:
	$(call tangle-into,$(DIR),$(TDIR))

# Every chunk used must be defined, and a root with a space is a misspelled
# definition. notangle exits 2 on an undefined chunk, which tangle already fails on.
check-chunks: deps-build
	@bad=$$(noroots $(CHAPTERS) | grep ' ' || true); \
	if [ -n "$$bad" ]; then echo "check-chunks: roots with spaces (misspelled chunk names?):" >&2; \
	  echo "$$bad" | sed 's/^/  /' >&2; exit 1; fi; \
	undefined=$$(for r in $$(noroots $(CHAPTERS) | sed -n 's/^<<\([^ ]*\)>>$$/\1/p'); do \
	  notangle -R"$$r" $(CHAPTERS) 2>&1 >/dev/null; done | sort -u); \
	if [ -n "$$undefined" ]; then echo "check-chunks: $$undefined" >&2; exit 1; fi; \
	echo "check-chunks: every chunk used is defined; no misspelled roots"

# ---------------------------------------------------------------- the book
# PDF: one noweave over all chapters (so cross-references span chapters), with
# the escape and highlight filters, \input by book/phalanx.tex.
# HTML: the same pipeline through our back end (nwtool html), then pandoc
# (MathML, numbered sections), then nwtool split (one page per chapter).
FIG_DOT  := $(wildcard figures/*/*.dot)
FIG_PDF  := $(FIG_DOT:figures/%.dot=build/figures/%.pdf)
FIG_SVG  := $(FIG_DOT:figures/%.dot=build/figures/%.svg)
# Plots: figures/NN-slug/NAME.gp draws figures/NN-slug/NAME.dat (see plot-data).
FIG_GP   := $(wildcard figures/*/*.gp)
FIG_PDF  += $(FIG_GP:figures/%.gp=build/figures/%.pdf)
FIG_SVG  += $(FIG_GP:figures/%.gp=build/figures/%.svg)
# Tables written from plot data: build/figures/NN-slug/NAME-table.tex from NAME.dat
# by generated/tools/NAME-table (the comparison of chapter 33; its one-thread run,
# compare-1thread.dat, goes through the same compare-table).
# A kit holds only its own chapter's figures: only the tables whose data is there.
FIG_TAB  := $(patsubst figures/%.dat,build/figures/%-table.tex,$(wildcard \
              figures/33-benchmarks/compare.dat figures/33-benchmarks/compare-1thread.dat))
# Any other table or macro from measured data: figures/NN-slug/NAME.tab, an awk program that
# writes LaTeX from NAME.dat (a tabular, or \newcommand lines), gives
# build/figures/NN-slug/NAME-table.tex, which the chapter reads with \input{figures/NN-slug/NAME-table}.
FIG_TABAWK := $(wildcard figures/*/*.tab)
FIG_TAB  += $(FIG_TABAWK:figures/%.tab=build/figures/%-table.tex)
build/figures/%-table.tex: figures/%.tab figures/%.dat
	@mkdir -p $(dir $@)
	awk -f $< $(word 2,$^) > $@
KIT_TIMES := book/exercises/kit-times.dat
# The teacher's guide (appendix book/93-teaching.nw), written from the chapters, their wrong
# answers and the kit times by generated/tools/nw-guide.
GUIDE_TEX := $(if $(wildcard book/93-teaching.nw),build/figures/teaching/guide.tex)
FIG_TAB  += $(GUIDE_TEX)
build/figures/teaching/guide.tex: $(CHAPTERS) $(wildcard book/exercises/*.wrong.nw) $(KIT_TIMES) generated/tools/nw-guide
	@mkdir -p $(dir $@)
	awk -f generated/tools/nw-guide $(KIT_TIMES) $(CHAPTERS) > $@
GNUPLOT_PDF := set terminal pdfcairo size 12cm,7.2cm font 'Latin Modern Roman,9' linewidth 1.5
GNUPLOT_SVG := set terminal svg size 720,430 dynamic font 'Latin Modern Roman,13' linewidth 1.5
NWTOOL   := build/tools/nwtool
BOOK_TEX := build/book/tex
BOOK_SRC ?= $(CHAPTERS)
BOOK_OUT ?= build/book
# A handout weaves one chapter: BOOK_LABELS (written by nw-labels from the
# whole book) gives its references and its number, BOOK_NUMBER_OFFSET the
# number of chapters before it (for pandoc).
BOOK_LABELS ?=
BOOK_NUMBER_OFFSET ?= 0
BOOK_REFS := $(if $(BOOK_LABELS),-filter "$(abspath generated/tools/nw-resolve-refs) $(abspath $(BOOK_LABELS))")
PANDOC_FLAGS := -f latex -t html5 -s --wrap=none --mathml --section-divs --number-sections \
                --top-level-division=chapter --toc --toc-depth=2 --default-image-extension=svg \
                --metadata title="Phalanx" \
                --metadata subtitle="Large language model inference, from the file format to the sampler: a literate program in C" \
                --metadata lang=en --css book.css --number-offset=$(BOOK_NUMBER_OFFSET)

# A figure names chapters by label (\ref{ch:gguf}); nw-figrefs puts in the numbers that
# nw-labels gives them before dot draws it (a kit's handout passes the whole book's BOOK_LABELS).
FIG_LABELS := $(if $(BOOK_LABELS),$(BOOK_LABELS),$(BUILD)/labels.txt)
$(BUILD)/labels.txt: $(CHAPTERS) generated/tools/nw-labels
	@mkdir -p $(dir $@)
	generated/tools/nw-labels $(CHAPTERS) > $@
build/figures/%.pdf: figures/%.dot $(FIG_LABELS) generated/tools/nw-figrefs
	@mkdir -p $(dir $@)
	awk -f generated/tools/nw-figrefs $(FIG_LABELS) $< > $@.dot && dot -Tpdf $@.dot -o $@
build/figures/%.svg: figures/%.dot $(FIG_LABELS) generated/tools/nw-figrefs
	@mkdir -p $(dir $@)
	awk -f generated/tools/nw-figrefs $(FIG_LABELS) $< > $@.dot && dot -Tsvg $@.dot -o $@
build/figures/%.pdf: figures/%.gp figures/%.dat
	@mkdir -p $(dir $@)
	gnuplot -e "$(GNUPLOT_PDF); set output '$@'; data = '$(word 2,$^)'" $<
build/figures/%.svg: figures/%.gp figures/%.dat
	@mkdir -p $(dir $@)
	gnuplot -e "$(GNUPLOT_SVG); set output '$@'; data = '$(word 2,$^)'" $<

build/figures/33-benchmarks/%-table.tex: figures/33-benchmarks/%.dat generated/tools/%-table
	@mkdir -p $(dir $@)
	awk -f generated/tools/$*-table $< > $@
build/figures/33-benchmarks/compare-1thread-table.tex: figures/33-benchmarks/compare-1thread.dat generated/tools/compare-table
	@mkdir -p $(dir $@)
	awk -f generated/tools/compare-table $< > $@

# make plot-data: run every recipe figures/*/NAME.sh (PLOT=NAME: only that one) and
# write its output, under a header naming commit and machine, to figures/*/NAME.dat.
PLOT_RECIPES := $(if $(PLOT),$(wildcard figures/*/$(PLOT).sh),$(wildcard figures/*/*.sh))
.PHONY: plot-data
plot-data: all
	@test -n "$(PLOT_RECIPES)" || { echo "plot-data: no recipe figures/*/$(PLOT).sh" >&2; exit 2; }
	@for r in $(PLOT_RECIPES); do \
	  PHALANX_SHARED="$(SHARED_ABS)" PHALANX="$(abspath $(BUILD)/phalanx)" BUILD="$(abspath $(BUILD))" \
	    nice -n 10 sh generated/tools/plot-data $$r || exit 1; done

# The "you are here" strip at each chapter opening: nw-here (book/99-building.nw) writes
# one .dot per chapter from the chapter map of chapter 1; each is rendered like any figure.
HERE_DIR   := build/figures/here
HERE_MAP   := $(firstword $(wildcard book/01-*.nw))
HERE_STAMP := $(HERE_DIR)/.stamp
$(HERE_STAMP): generated/tools/nw-here $(HERE_MAP)
	@rm -rf $(HERE_DIR) && mkdir -p $(HERE_DIR)
	awk -f generated/tools/nw-here $(HERE_DIR) $(HERE_MAP)
	@for f in $(HERE_DIR)/*.dot; do sed 's/URL="[^"]*", target="_top", //' $$f | dot -Tpdf -o $${f%.dot}.pdf \
	  && dot -Tsvg $$f -o $${f%.dot}.svg || exit 1; done
	@touch $@

$(NWTOOL): generated/tools/nwtool.c
	@mkdir -p $(dir $@)
	$(CC) -std=c11 -O2 -Wall -Wextra -Werror -Igenerated/include $< -o $@

book: deps-book tangle
	@$(MAKE) --no-print-directory book-pdf book-html

.PHONY: book-pdf book-html figures
figures: $(FIG_PDF) $(FIG_SVG) $(FIG_TAB) $(HERE_STAMP)

book-pdf: $(FIG_PDF) $(FIG_TAB) $(HERE_STAMP) $(NWTOOL)
	@mkdir -p $(BOOK_OUT)/tex
	noweave -n -filter generated/tools/nw-escape-names -filter generated/tools/nw-index-runtime $(BOOK_REFS) -index -filter "$(abspath $(NWTOOL)) highlight" \
	  $(BOOK_SRC) > $(BOOK_OUT)/tex/allcode.tex
	cp book/phalanx.tex book/bibliography.tex $(BOOK_OUT)/tex/
	cd $(BOOK_OUT)/tex && for pass in 1 2 3; do \
	  TEXINPUTS=.:$(abspath build):$(abspath .): pdflatex -interaction=nonstopmode -halt-on-error phalanx.tex > pdflatex.log 2>&1 \
	    || { grep -A5 '^!' pdflatex.log | head -30 >&2; echo "book: pdflatex failed, see $(BOOK_OUT)/tex/pdflatex.log" >&2; exit 1; }; done
	cp $(BOOK_OUT)/tex/phalanx.pdf $(BOOK_OUT)/phalanx.pdf
	@echo "book: $(BOOK_OUT)/phalanx.pdf ($$(pdfinfo $(BOOK_OUT)/phalanx.pdf 2>/dev/null | sed -n 's/^Pages: *//p') pages)"

# pandoc has no parts: in the HTML a part is a page of its own, an unnumbered chapter
# titled "Part II: ..." that holds the part's opening paragraph. Nor appendices: \appendix
# becomes a paragraph PHXAPPENDIX, after which nwtool split letters the chapter numbers.
HTML_PARTS := BEGIN { split("I II III IV V VI VII VIII IX X", roman, " ") } \
  match($$0, /\\part\{[^}]*\}/) { $$0 = substr($$0, 1, RSTART - 1) "\\chapter*{Part " roman[++n] ": " \
  substr($$0, RSTART + 6, RLENGTH - 7) "}" substr($$0, RSTART + RLENGTH) } \
  { sub(/\\appendix$$/, "\n\nPHXAPPENDIX\n\n"); print }
# The strips' boxes link to the chapters' pages: @here:KEY@ becomes the page that
# nwtool split lists for chapter KEY in here-pages.txt.
HERE_LINKS := NR == FNR { page[$$1] = $$2; next } \
  { while (match($$0, /@here:[^@]*@/)) { k = substr($$0, RSTART + 6, RLENGTH - 7); \
    $$0 = substr($$0, 1, RSTART - 1) (k in page ? page[k] : "index.html") substr($$0, RSTART + RLENGTH) } print }
book-html: $(FIG_SVG) $(FIG_TAB) $(HERE_STAMP) $(NWTOOL)
	@rm -rf $(BOOK_OUT)/html && mkdir -p $(BOOK_OUT)/html/figures $(BOOK_OUT)/html-src
	noweave -n -filter generated/tools/nw-escape-names -filter generated/tools/nw-index-runtime $(BOOK_REFS) -index -backend "$(abspath $(NWTOOL)) html $(abspath $(BOOK_OUT))/html" \
	  $(BOOK_SRC) > $(BOOK_OUT)/html-src/body.tex
	{ printf '\\documentclass{book}\n\\begin{document}\n'; awk '$(HTML_PARTS)' $(BOOK_OUT)/html-src/body.tex; \
	  printf '\\chapter*{Index}\n\\begin{verbatim}\nPHXCHUNK 0\n\\end{verbatim}\n'; \
	  printf '\\chapter*{Bibliography}\n'; cat book/bibliography.tex; printf '\\end{document}\n'; } > $(BOOK_OUT)/html-src/book.tex
	awk -f generated/tools/nw-html-cites book/bibliography.tex $(BOOK_OUT)/html-src/book.tex > $(BOOK_OUT)/html-src/book-cited.tex
	TEXINPUTS=$(abspath build): pandoc $(PANDOC_FLAGS) $(BOOK_OUT)/html-src/book-cited.tex -o $(BOOK_OUT)/html-src/book.html
	$(NWTOOL) split $(BOOK_OUT)/html-src/book.html $(BOOK_OUT)/html
	cp generated/tools/book.css $(BOOK_OUT)/html/
	cd build && find figures -name '*.svg' -exec cp --parents {} $(abspath $(BOOK_OUT))/html/ \;
	for f in $(BOOK_OUT)/html/figures/here/*.svg; do awk '$(HERE_LINKS)' $(BOOK_OUT)/html/here-pages.txt $$f > $$f.tmp \
	  && mv $$f.tmp $$f || exit 1; done
	sed -i 's|<img src="\(figures/here/[^"]*\.svg\)"[^>]*>|<object class="here" type="image/svg+xml" data="\1"></object>|' $(BOOK_OUT)/html/ch*.html
	rm -rf $(BOOK_OUT)/html/chunks
	@echo "book: $(BOOK_OUT)/html/index.html ($$(ls $(BOOK_OUT)/html/ch*.html | wc -l) chapter pages)"

# Rendering defects (figures too tall, lines over 20pt too wide, unresolved
# references, a chunk missing from the HTML or numbered differently there, a
# subject index entry missing from the HTML, a chapter strip naming another
# chapter, an uncited bibliography entry):
# see "Checking the book" in book/99-building.nw. Builds the book if needed.
.PHONY: check-book
check-book:
	@test -f $(BOOK_OUT)/phalanx.pdf && test -f $(BOOK_OUT)/html/index.html \
	  || $(MAKE) --no-print-directory book BOOK_OUT=$(BOOK_OUT)
	@sh generated/tools/check-book $(BOOK_OUT) $(BOOK_SRC)

# make readme-tables: the README's speed table, from chapter 33's side-by-side data (no book
# needed: make readme-speed alone), and its chapter table (parts, pages, kit minutes) from the
# built PDF's table of contents and the kit times, each between its two marker lines.
SPEED_DATA := figures/33-benchmarks/compare.dat figures/33-benchmarks/compare-1thread.dat
.PHONY: readme-tables readme-speed
readme-speed:
	@mkdir -p $(BUILD)
	@awk -f generated/tools/readme-speed $(SPEED_DATA) > $(BUILD)/speed.md
	@awk -v table=$(BUILD)/speed.md '/^<!-- speed: begin/ { print; while ((getline l < table) > 0) print l; skip = 1; next } \
	  /^<!-- speed: end/ { skip = 0 } !skip { print }' README.md > README.md.tmp && mv README.md.tmp README.md
	@echo "readme-speed: README.md's speed table rewritten from $(SPEED_DATA)"
readme-tables: readme-speed
	@test -f $(BOOK_OUT)/tex/phalanx.toc || $(MAKE) --no-print-directory book
	@awk -f generated/tools/readme-chapters $(KIT_TIMES) $(BOOK_OUT)/tex/phalanx.toc > $(BUILD)/chapters.md
	@awk -v table=$(BUILD)/chapters.md '/^<!-- chapters: begin/ { print; while ((getline l < table) > 0) print l; skip = 1; next } \
	  /^<!-- chapters: end/ { skip = 0 } !skip { print }' README.md > README.md.tmp && mv README.md.tmp README.md
	@echo "readme-tables: README.md's chapter table rewritten from $(BOOK_OUT)/tex/phalanx.toc"

# ---------------------------------------------------------------- assignments
# make assignment CH=n: the student kit for chapter n in build/assignments/chNN.
# NO_TANGLE=1 skips the tangle step (CI tangles once, then builds several kits at once).
# NO_HANDOUT=1 skips the handout (the chapter's PDF and HTML): CI checks the kits' tests, and
# the chapters' LaTeX is checked once, by make book and make check-book.
ASSIGN = build/assignments/ch$(CH2)
assignment: deps-build $(if $(NO_TANGLE),,tangle) $(NWTOOL)
	@test -n "$(CH)" || { echo "usage: make assignment CH=n" >&2; exit 2; }
	@chapter=$$(ls book/$(CH2)-*.nw 2>/dev/null | head -1); \
	stub=book/exercises/$$(basename $$chapter .nw).stub.nw; \
	test -f "$$chapter" || { echo "assignment: no chapter $(CH2)" >&2; exit 1; }; \
	test -f "$$stub" || { echo "assignment: no stubs $$stub" >&2; exit 1; }; \
	rm -rf $(ASSIGN) && mkdir -p $(ASSIGN)/book $(ASSIGN)/handout; \
	cp Makefile tangle.mk $(ASSIGN)/; \
	for f in $(CHAPTERS); do n=$$(basename $$f | cut -c1-2); \
	  if [ "$$n" -lt "$(CH2)" ]; then cp $$f $(ASSIGN)/book/; fi; done; \
	generated/tools/nw-assign $$stub $$chapter > $(ASSIGN)/book/$$(basename $$chapter) || exit 1; \
	cp book/phalanx.tex book/bibliography.tex $(ASSIGN)/book/; \
	mkdir -p $(ASSIGN)/figures $(ASSIGN)/generated/tools; \
	cp -r figures/$(CH2)-* $(ASSIGN)/figures/ 2>/dev/null || true; \
	cp generated/tools/* $(ASSIGN)/generated/tools/; \
	if [ -d tests/golden ]; then mkdir -p $(ASSIGN)/tests && cp -r tests/golden $(ASSIGN)/tests/; fi; \
	generated/tools/nw-labels $(CHAPTERS) > $(ASSIGN)/book/labels.txt; \
	number=$$(awk -v f="$$chapter" '$$1 == "chapter" && $$2 == f { print $$3 }' $(ASSIGN)/book/labels.txt); \
	printf '%s\n' "Assignment for chapter $${number:-$(CH2)} (book/$$(basename $$chapter))" "" \
	  "Fill in every chunk marked TODO(student) in book/$$(basename $$chapter)," \
	  "then run: make tangle test PHALANX_SHARED=/path/to/shared" \
	  "make test runs the tests of this chapter and the ones before it: the kit holds no later chapter," \
	  "and a test that needs a later chapter says it is skipped." \
	  "The handout (the chapter's prose, with its exercises) is in handout/." "" > $(ASSIGN)/README; \
	seconds=$$(awk -v c=$(CH2) '$$1 == c && $$2 ~ /^[0-9]+$$/ { print $$2 }' $(KIT_TIMES) 2>/dev/null); \
	if [ -n "$$seconds" ]; then \
	  printf '%s\n' "Time: with the exercises done, make tangle test in this kit took $$seconds s ($$(( (seconds + 30) / 60 )) min) on" \
	    "$$(sed -n 's/^# machine: //p' $(KIT_TIMES)), $$(sed -n 's/^# command: .*), //p' $(KIT_TIMES)), load average" \
	    "$$(awk -v c=$(CH2) '$$1 == c { print $$3 }' $(KIT_TIMES)) (make kit-times at commit $$(sed -n 's/^# commit: //p' $(KIT_TIMES)), $$(sed -n 's/^# date: //p' $(KIT_TIMES)))." \
	  >> $(ASSIGN)/README; \
	else echo "Time: not measured for this chapter yet (make kit-times writes $(KIT_TIMES))." >> $(ASSIGN)/README; fi; \
	if [ -z "$(NO_HANDOUT)" ]; then \
	$(MAKE) --no-print-directory -C $(ASSIGN) book BOOK_SRC=book/$$(basename $$chapter) BOOK_OUT=handout-build \
	  BOOK_LABELS=book/labels.txt BOOK_NUMBER_OFFSET=$$(( $${number:-1} - 1 )) \
	  > $(ASSIGN)/handout.log 2>&1 && cp -r $(ASSIGN)/handout-build/phalanx.pdf $(ASSIGN)/handout-build/html $(ASSIGN)/handout/ \
	  || echo "assignment: handout not built (see $(ASSIGN)/handout.log)" >&2; fi; \
	rm -rf $(ASSIGN)/handout-build $(ASSIGN)/build; \
	echo "assignment: $(ASSIGN) ($$(grep -c '^<<exercise: .*>>=[ \t]*$$' $$stub) exercise chunks to write)"

# make kit-times: how long each kit takes, with its solution in place (make tangle test, two
# kits at a time as in CI; KIT_JOBS=n), into book/exercises/kit-times.dat, which make assignment quotes in the README.
# CH=n: only that chapter's kit, printed (the file is left alone).
.PHONY: kit-times
kit-times: deps-build tangle
	@if [ -n "$(CH)" ]; then PHALANX_SHARED="$(SHARED_ABS)" sh generated/tools/kit-times $(CH); \
	else PHALANX_SHARED="$(SHARED_ABS)" sh generated/tools/kit-times > $(KIT_TIMES).tmp \
	  && mv $(KIT_TIMES).tmp $(KIT_TIMES) && cat $(KIT_TIMES) \
	  || { cat $(KIT_TIMES).tmp >&2; rm -f $(KIT_TIMES).tmp; echo "kit-times: a kit failed; $(KIT_TIMES) not changed" >&2; exit 1; }; fi

# The kit's tests must FAIL as handed out (the stubs compiling), and PASS once the solution is back.
# A compiler's or linker's error (not cmocka's "file:line: error: Failure!", which has no column):
COMPILE_ERROR := ^[^[ ]+:[0-9]+:[0-9]+: (fatal )?error:|undefined reference|all warnings being treated as errors
# make in the kit, as the whole book (CH= : not a snapshot), with the shared data.
kit-make = $(MAKE) --no-print-directory -C $(ASSIGN) CH= PHALANX_SHARED="$(SHARED_ABS)"
# The kit's test programs built from the chapter itself (the ones with most of its lines first),
# and a run that must fail: those programs alone first (only they are built, so a wrong answer costs one compile and a few
# links), then the rest of the build and the suites the chapter writes to (an exercise in a command's
# code is checked there), then the other unit tests, stopping at the first failing program, then every
# suite, each only if everything before it passed. $(1): the log.
# A test header the chapter writes to (generated/tests/phx_*.h) makes its includers the chapter's too.
kit-own-tests = cd $(ASSIGN) && { grep -c "\"book/$$(basename $$chapter)\"" generated/tests/test_*.c 2>/dev/null \
  | awk -F: '$$2 > 0' | sort -t: -k2,2nr | cut -d: -f1; \
  for h in $$(grep -l "\"book/$$(basename $$chapter)\"" generated/tests/phx_*.h 2>/dev/null); do \
    grep -l "^\#include \"$$(basename $$h)\"" generated/tests/test_*.c 2>/dev/null; done; } \
  | awk '!seen[$$0]++' | sed 's|generated/tests/\(.*\)\.c$$|$(BUILD)/tests/\1|' | tr '\n' ' '
kit-fail-fast = { test -z "$$first" || $(kit-make) \
  unit-tests FAIL_FAST=1 TEST_BIN="$$first"; } > $(1) 2>&1 \
  && $(MAKE) --no-print-directory -C $(ASSIGN) CH= all >> $(1) 2>&1 \
  && $(kit-make) \
  SUITES_OF=book/$$(basename $$chapter) suites >> $(1) 2>&1 \
  && $(kit-make) unit-tests FAIL_FAST=1 \
  UNIT_SKIP="$$first" >> $(1) 2>&1 \
  && $(kit-make) suites >> $(1) 2>&1
# The stubs are checked in a copy of the chapter whose lines stand where the solution's do
# (nw-assign keeplines=1, for the tests only: make assignment hands out the prose whole),
# so the solution's run rebuilds only what the stubs changed (make's dependency files are
# exact); the kit's README quotes the full time that make kit-times measured.
# KIT_SUITES=own: the solution's run takes only the suites (tests/*.sh) the chapter writes to;
# KIT_UNITS=own: only the unit-test programs the chapter writes to (the snapshot is still built
# whole). CI sets both for most kits, as its README step runs every test on the whole book and
# the kits at the ends of the parts run every unit test and every suite on their snapshots.
assignment-check: assignment
	@chapter=$$(ls book/$(CH2)-*.nw | head -1); \
	generated/tools/nw-assign keeplines=1 book/exercises/$$(basename $$chapter .nw).stub.nw $$chapter \
	  > $(ASSIGN)/book/$$(basename $$chapter) || exit 1; \
	$(MAKE) --no-print-directory -C $(ASSIGN) tangle > /dev/null || exit 1; \
	first=$$($(kit-own-tests)); \
	if $(call kit-fail-fast,$(ASSIGN)/stub-test.log); then \
	  echo "assignment-check ch$(CH2): the student kit's tests PASS with stubs -- they must fail" >&2; exit 1; fi; \
	if grep -Eq '$(COMPILE_ERROR)' $(ASSIGN)/stub-test.log; then grep -Em5 '$(COMPILE_ERROR)' $(ASSIGN)/stub-test.log >&2; \
	  echo "assignment-check ch$(CH2): the stubs do not compile (see $(ASSIGN)/stub-test.log) -- they must" >&2; exit 1; fi; \
	echo "assignment-check ch$(CH2): with stubs, the tests fail as they should ($$(grep -c '\[  FAILED  \]' $(ASSIGN)/stub-test.log) failing)"; \
	cp $$chapter $(ASSIGN)/book/; start=$$(date +%s); \
	$(MAKE) --no-print-directory -C $(ASSIGN) tangle TANGLE_CHAPTER=book/$$(basename $$chapter) > /dev/null || exit 1; \
	{ $(kit-make) \
	    $(if $(filter own,$(KIT_SUITES)),SUITES_OF=book/$$(basename $$chapter)) \
	    $(if $(filter own,$(KIT_UNITS)),all,test) \
	  $(if $(filter own,$(KIT_UNITS)),&& $(kit-make) \
	    unit-tests TEST_BIN="$$first" \
	  && $(kit-make) \
	    $(if $(filter own,$(KIT_SUITES)),SUITES_OF=book/$$(basename $$chapter)) suites); } > $(ASSIGN)/solution-test.log 2>&1 \
	  || { tail -20 $(ASSIGN)/solution-test.log >&2; echo "assignment-check ch$(CH2): tests fail with the solution" >&2; exit 1; }; \
	seconds=$$(( $$(date +%s) - start )); \
	grep -i 'skipped' $(ASSIGN)/solution-test.log | sed 's/^/  /'; \
	echo "assignment-check ch$(CH2): with the solution filled in, the tests pass ($$seconds s, rebuilding only what the stubs changed)"; \
	$(MAKE) --no-print-directory assignment-check-wrong assignment-check-placement CH=$(CH)

# Each plausible wrong answer of book/exercises/NN-slug.wrong.nw, put into the kit
# alone (the other exercises keep their solutions), must make the tests fail. Only what
# it changes is rebuilt, the chapter's own test programs run first, and the first
# failing program ends the run (the suites run only if every unit test passed).
# ASSIGN_STRICT=1 (the default): a chapter without a wrong-answer file, or with an exercise chunk
# defined after its "\section*{Exercises}", is an error (ASSIGN_STRICT=0: a warning).
ASSIGN_STRICT ?= 1
# Every exercise chunk needs at least WRONG_MIN plausible wrong answers (the course book's rule).
WRONG_MIN ?= 3
.PHONY: assignment-check-wrong assignment-check-placement solutions
assignment-check-wrong:
	@chapter=$$(ls book/$(CH2)-*.nw | head -1); \
	wrong=book/exercises/$$(basename $$chapter .nw).wrong.nw; \
	if [ ! -f "$$wrong" ]; then \
	  if [ "$(ASSIGN_STRICT)" = 1 ]; then echo "assignment-check ch$(CH2): no wrong answers in $$wrong" >&2; exit 1; fi; \
	  echo "assignment-check ch$(CH2): WARNING: no $$wrong (plausible wrong answers the tests must reject)"; exit 0; fi; \
	k=0; sed -n 's/^<<\(exercise: .*\)>>=[ \t]*$$/\1/p' "$$wrong" > $(ASSIGN)/wrong-names; \
	test -s $(ASSIGN)/wrong-names || { echo "assignment-check ch$(CH2): $$wrong defines no exercise chunk" >&2; exit 1; }; \
	while IFS= read -r name; do k=$$((k + 1)); \
	  nth=$$(head -n $$k $(ASSIGN)/wrong-names | grep -cxF -- "$$name"); \
	  started=$$(date +%s); \
	  generated/tools/nw-assign only="$$name" nth=$$nth keeplines=1 "$$wrong" $$chapter > $(ASSIGN)/book/$$(basename $$chapter) || exit 1; \
	  $(MAKE) --no-print-directory -C $(ASSIGN) tangle TANGLE_CHAPTER=book/$$(basename $$chapter) > /dev/null || exit 1; \
	  first=$$($(kit-own-tests)); \
	  if $(call kit-fail-fast,$(ASSIGN)/wrong-$$k.log); then \
	    echo "assignment-check ch$(CH2): the wrong answer to <<$$name>> in $$wrong PASSES the tests -- they must reject it" >&2; \
	    cp $$chapter $(ASSIGN)/book/; exit 1; fi; \
	  caught=$$(sed -n 's/^\[  FAILED  \] \(test_[A-Za-z0-9_]*\).*/\1/p; s/^\(FAIL: .*\)/\1/p' \
	    $(ASSIGN)/wrong-$$k.log | sort -u | head -8 | tr '\n' ' '); \
	  if grep -Eq '$(COMPILE_ERROR)' $(ASSIGN)/wrong-$$k.log; then grep -Em5 '$(COMPILE_ERROR)' $(ASSIGN)/wrong-$$k.log >&2; \
	    echo "assignment-check ch$(CH2): the wrong answer to <<$$name>> does not compile -- a wrong answer must build and fail a test" >&2; \
	    cp $$chapter $(ASSIGN)/book/; exit 1; fi; \
	  test -n "$$caught" || caught="(no test named; see wrong-$$k.log)"; \
	  echo "assignment-check ch$(CH2): the wrong answer to <<$$name>>$$([ $$nth -gt 1 ] && echo " (number $$nth)") is rejected by: $$caught($$(( $$(date +%s) - started )) s)"; \
	done < $(ASSIGN)/wrong-names; \
	cp $$chapter $(ASSIGN)/book/; \
	sed -n 's/^<<\(exercise: .*\)>>=[ \t]*$$/\1/p' book/exercises/$$(basename $$chapter .nw).stub.nw | sort -u | \
	while IFS= read -r name; do n=$$(grep -cxF -- "$$name" $(ASSIGN)/wrong-names); \
	  if [ "$$n" -lt $(WRONG_MIN) ]; then echo "assignment-check ch$(CH2): <<$$name>> has $$n wrong answers, fewer than $(WRONG_MIN)" >&2; exit 1; fi; \
	  [ "$$n" -ge 3 ] || echo "assignment-check ch$(CH2): note: <<$$name>> has $$n wrong answer(s); a course book wants at least 3"; \
	done

# In the full book every algorithm is printed where the prose explains it: each
# exercise chunk is defined in the chapter's text, before its \section*{Exercises};
# the Solutions section discusses the answers and holds no code. Only the kit blanks them.
assignment-check-placement:
	@chapter=$$(ls book/$(CH2)-*.nw | head -1); \
	late=$$(awk '/^\\section\*\{Exercises\}/ { seen = 1 } /^<<exercise: .*>>=[ \t]*$$/ && seen { print FILENAME ":" FNR ": " $$0 }' $$chapter); \
	if [ -n "$$late" ]; then \
	  if [ "$(ASSIGN_STRICT)" = 1 ]; then echo "assignment-check ch$(CH2): exercise chunks defined after \\section*{Exercises} (print them in the text):" >&2; \
	    echo "$$late" | sed 's/^/  /' >&2; exit 1; fi; \
	  echo "assignment-check ch$(CH2): WARNING: $$(echo "$$late" | wc -l) exercise chunk(s) defined after \\section*{Exercises}"; \
	else echo "assignment-check ch$(CH2): every exercise chunk is printed in the chapter's text"; fi

# make solutions CH=n: the teacher's kit in build/solutions/chNN (the student kit,
# the solution chapter, the wrong answers and SOLUTIONS, each exercise with its answer).
SOLUTIONS_DIR = build/solutions/ch$(CH2)
solutions: assignment
	@chapter=$$(ls book/$(CH2)-*.nw | head -1); base=$$(basename $$chapter .nw); \
	rm -rf $(SOLUTIONS_DIR) && mkdir -p build/solutions && cp -r $(ASSIGN) $(SOLUTIONS_DIR) && \
	mkdir -p $(SOLUTIONS_DIR)/solution && cp $$chapter $(SOLUTIONS_DIR)/solution/ && \
	cp book/exercises/$$base.stub.nw $(SOLUTIONS_DIR)/solution/ && \
	{ test ! -f book/exercises/$$base.wrong.nw || cp book/exercises/$$base.wrong.nw $(SOLUTIONS_DIR)/solution/; } && \
	generated/tools/nw-solutions $$chapter $$(ls book/exercises/$$base.wrong.nw 2>/dev/null) > $(SOLUTIONS_DIR)/SOLUTIONS && \
	printf '%s\n' "" "Teacher's kit: solution/$$base.nw is the chapter with its solutions (copy it over" \
	  "book/$$base.nw to check the tests pass); SOLUTIONS lists each exercise with its answer and the" \
	  "plausible wrong answer the tests reject." >> $(SOLUTIONS_DIR)/README && \
	echo "solutions: $(SOLUTIONS_DIR) ($$(grep -c '^=== ' $(SOLUTIONS_DIR)/SOLUTIONS) exercises in SOLUTIONS)"

# The server's long soak (chapter 42): 3000 mixed requests; make test sends 300.
.PHONY: soak
soak: all
	@PHALANX_SHARED="$(SHARED_ABS)" PHALANX="$(abspath $(BUILD)/phalanx)" BUILD="$(abspath $(BUILD))" \
	  SERVE_SOAK=$${SERVE_SOAK:-3000} sh tests/cli-serve.sh

# ---------------------------------------------------------------- bench & fuzz
bench: all $(BENCH_BIN)
	@for b in $(BENCH_BIN); do echo "== $$b"; PHALANX_SHARED="$(SHARED_ABS)" $$b || exit 1; done

# Phalanx and llama-bench side by side (chapter 32): MODEL=FILE [LLAMA_BENCH=...] [IK_BENCH=...]
# [LLAMA_ARGS=...] [IK_ARGS=...] [P= N= T= D= R= PASSES=]
.PHONY: bench-compare
bench-compare: all
	@PHALANX="$(abspath $(BUILD)/phalanx)" MODEL="$(MODEL)" LLAMA_BENCH="$(LLAMA_BENCH)" P="$(P)" N="$(N)" \
	  IK_BENCH="$(IK_BENCH)" LLAMA_ARGS="$(LLAMA_ARGS)" IK_ARGS="$(IK_ARGS)" PHALANX_ARGS="$(PHALANX_ARGS)" \
	  T="$(T)" D="$(D)" R="$(R)" PASSES="$(PASSES)" \
	  OUT="$(BUILD)/bench-compare.csv" sh generated/tools/bench-compare

FUZZ_SECONDS ?= 60
# One input that takes longer than FUZZ_TIMEOUT seconds fails the run (a hostile input must be
# refused quickly, not only safely).
FUZZ_TIMEOUT ?= 5
FUZZ_JOBS ?= $(shell nproc 2>/dev/null || echo 2)
FUZZ_SRC := $(wildcard generated/fuzz/*.c)
fuzz: tangle
	@test -n "$(FUZZ_SRC)" || { echo "no fuzz targets yet"; exit 0; }
	@$(MAKE) --no-print-directory BUILD=build/fuzz-lib CC=clang OPT=-O1 \
	  SAN="-fsanitize=fuzzer-no-link,address,undefined -Wno-error" build/fuzz-lib/libphalanx.a \
	  build/fuzz-lib/libphalanx-tools.a build/fuzz-lib/libphalanx-cli.a $(if $(SERVE_SRC),build/fuzz-lib/libphalanx-serve.a) \
	  $(if $(DIST_SRC),build/fuzz-lib/libphalanx-dist.a) > /dev/null
	@mkdir -p build/fuzz
	@for f in $(FUZZ_SRC); do n=$$(basename $$f .c); \
	  clang -std=c11 -g -O1 -D_POSIX_C_SOURCE=200809L -fsanitize=fuzzer,address,undefined \
	    -Igenerated/include -Igenerated/src -Igenerated/src/tools -Igenerated/src/cli -Igenerated/src/serve \
	    -Igenerated/src/dist $$f $(if $(DIST_SRC),build/fuzz-lib/libphalanx-dist.a) build/fuzz-lib/libphalanx-cli.a $(if $(SERVE_SRC),build/fuzz-lib/libphalanx-serve.a) build/fuzz-lib/libphalanx-tools.a \
	    build/fuzz-lib/libphalanx.a -o build/fuzz/$$n $(SERVE_LDLIBS) $(PULL_LDLIBS) $(EDIT_LDLIBS) -lm -lpthread || exit 1; done
	@# Each fuzzer runs on one core: run FUZZ_JOBS of them at a time (default: one per core).
	@for f in $(FUZZ_SRC); do basename $$f .c; done | \
	  PHALANX_SHARED="$(SHARED_ABS)" xargs -P $(FUZZ_JOBS) -I{} sh -c 'n={}; mkdir -p build/fuzz/corpus-$$n; \
	    build/fuzz/$$n -max_total_time=$(FUZZ_SECONDS) -timeout=$(FUZZ_TIMEOUT) -max_len=65536 -artifact_prefix=build/fuzz/$$n- build/fuzz/corpus-$$n \
	      $$(test -d tests/fuzz/seeds-$$n && echo tests/fuzz/seeds-$$n) > build/fuzz/$$n.log 2>&1 \
	    || { tail -40 build/fuzz/$$n.log; echo "fuzz: $$n FAILED"; exit 255; }; \
	    echo "fuzz: $$n for $(FUZZ_SECONDS) s: $$(tail -1 build/fuzz/$$n.log)"'

# ---------------------------------------------------------------- the main job
MODEL  ?= $(PHALANX_SHARED)/models/stories260K.gguf
PROMPT ?= Once upon a time
run: all
	$(BUILD)/phalanx run -m "$(MODEL)" -p "$(PROMPT)" -n 256 --echo

# ---------------------------------------------------------------- set-up
BUILD_TOOLS = notangle:noweb cc:gcc make:make pkg-config:pkg-config curl-config:libcurl4-openssl-dev mpicc:libopenmpi-dev mpirun:openmpi-bin haproxy:haproxy curl:curl node:nodejs tmux:tmux
BOOK_TOOLS  = pandoc:pandoc pdflatex:texlive-latex-base dot:graphviz pdftocairo:poppler-utils gnuplot:gnuplot-nox
# every LaTeX package book/phalanx.tex loads that texlive-latex-base lacks
BOOK_STY    = noweb lmodern microtype newunicodechar etoolbox upquote
define need-tools
	@missing=""; for pair in $(1); do cmd=$${pair%%:*}; pkg=$${pair#*:}; \
	  command -v $$cmd >/dev/null 2>&1 || missing="$$missing $$pkg"; done; \
	$(if $(2),for f in $(2); do p=$${f#*:}; test -e $${f%%:*} || missing="$$missing $$p"; done;) \
	$(if $(3),for s in $(BOOK_STY); do kpsewhich $$s.sty >/dev/null 2>&1 || { missing="$$missing $(3)"; break; }; done;) \
	if [ -n "$$missing" ]; then \
	  if [ "$$(id -u)" = 0 ] && command -v apt-get >/dev/null; then \
	    echo "deps: running as root, so installing the missing Debian packages:$$missing"; \
	    echo "deps: (apt-get update, apt-get install; 'make deps' installs every tool, a user is only told)"; \
	    (apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends $$missing) >/dev/null \
	      || { echo "deps: apt-get install$$missing failed" >&2; exit 1; }; \
	  else echo "deps: missing$$missing -- run: sudo apt-get install$$missing" >&2; exit 1; fi; fi
endef
SERVE_HEADERS = /usr/include/microhttpd.h:libmicrohttpd-dev /usr/include/jansson.h:libjansson-dev \
                /usr/include/histedit.h:libedit-dev
deps-build:
	$(call need-tools,$(BUILD_TOOLS),/usr/include/cmocka.h:libcmocka-dev /usr/share/unicode/UnicodeData.txt:unicode-data $(SERVE_HEADERS))
deps-book:
	$(call need-tools,$(BOOK_TOOLS),,texlive-latex-recommended texlive-latex-extra texlive-fonts-recommended lmodern)
deps: deps-build deps-book
	$(call need-tools,clang:clang valgrind:valgrind,/usr/lib/llvm-14/lib/clang/14.0.6/lib/linux/libclang_rt.fuzzer-x86_64.a:libclang-rt-14-dev)
	$(call need-tools,node:nodejs npm:npm curl:curl haproxy:haproxy chromium:chromium)
	@# the server's tests drive it with OpenAI's Node client, and its page with Debian's Chromium through playwright-core
	@for m in openai playwright-core; do test -d $(BUILD)/node/node_modules/$$m \
	  || npm install --prefix $(BUILD)/node $$m --no-audit --no-fund >/dev/null \
	  || echo "deps: npm install $$m failed (the server's tests will install it again)" >&2; done
	@echo "deps: everything needed is installed"

clean:
	rm -rf build
