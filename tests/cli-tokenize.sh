#!/bin/sh
# End-to-end tests of 'phalanx tokenize' and 'phalanx detokenize' (chapters 7 and 9).
: "${PHALANX:?set PHALANX to the phalanx binary}"
: "${PHALANX_SHARED:?set PHALANX_SHARED to the shared data folder}"
V="$PHALANX_SHARED/vocab"
TMP="${TMPDIR:-/tmp}/phx-cli-tokenize-$$"
mkdir -p "$TMP"
pass=0 fail=0
check() {   # check NAME EXPECTED ACTUAL
    if [ "$2" = "$3" ]; then pass=$((pass + 1)); else
        fail=$((fail + 1)); echo "FAIL $1: expected '$2', got '$3'"; fi
}
status() {  # status NAME EXPECTED-EXIT COMMAND...
    name=$1 want=$2; shift 2
    "$@" >"$TMP/out" 2>"$TMP/err"; got=$?
    check "$name (exit status)" "$want" "$got"
}
hello_gpt2=$(sed -n 12p "$V/ggml-vocab-gpt-2.gguf.out" | sed 's/^ *//')
hello_spm=$(sed -n 12p "$V/ggml-vocab-llama-spm.gguf.out" | sed 's/^ *//')
check "gpt-2 ids" "$hello_gpt2" "$("$PHALANX" tokenize -m "$V/ggml-vocab-gpt-2.gguf" "Hello world")"
check "spm ids with BOS" "1 $hello_spm" "$("$PHALANX" tokenize -m "$V/ggml-vocab-llama-spm.gguf" "Hello world")"
check "spm --no-bos" "$hello_spm" \
    "$("$PHALANX" tokenize -m "$V/ggml-vocab-llama-spm.gguf" --no-bos --ids "Hello world")"
printf 'Hello world' > "$TMP/text"
check "-f FILE" "$hello_gpt2" "$("$PHALANX" tokenize -m "$V/ggml-vocab-gpt-2.gguf" -f "$TMP/text")"
check "--pieces" "$(printf '15496\tHello\n995\t world')" \
    "$("$PHALANX" tokenize -m "$V/ggml-vocab-gpt-2.gguf" --pieces "Hello world")"
check "--pieces escapes" "$(printf '198\t\\n')" \
    "$("$PHALANX" tokenize -m "$V/ggml-vocab-gpt-2.gguf" --pieces "$(printf '\nx')" | head -1)"
check "--special" "50256" \
    "$("$PHALANX" tokenize -m "$V/ggml-vocab-gpt-2.gguf" --special "<|endoftext|>")"
check "detokenize" "Hello world" \
    "$("$PHALANX" detokenize -m "$V/ggml-vocab-llama-spm.gguf" 1 $hello_spm)"
status "--help" 0 "$PHALANX" tokenize --help
status "detokenize --help" 0 "$PHALANX" detokenize --help
status "no model" 2 "$PHALANX" tokenize "Hello"
status "unknown flag" 2 "$PHALANX" tokenize -m "$V/ggml-vocab-gpt-2.gguf" --frobnicate x
status "text and file" 2 "$PHALANX" tokenize -m "$V/ggml-vocab-gpt-2.gguf" -f "$TMP/text" x
status "missing model file" 1 "$PHALANX" tokenize -m "$TMP/none.gguf" x
printf 'bad \377 byte' > "$TMP/bad"
status "invalid UTF-8" 1 "$PHALANX" tokenize -m "$V/ggml-vocab-gpt-2.gguf" -f "$TMP/bad"
check "invalid UTF-8 message" "yes" "$(grep -q 'UTF-8' "$TMP/err" && echo yes)"
status "id out of range" 1 "$PHALANX" detokenize -m "$V/ggml-vocab-gpt-2.gguf" 50257
status "id not a number" 2 "$PHALANX" detokenize -m "$V/ggml-vocab-gpt-2.gguf" abc
status "not a GGUF file" 1 "$PHALANX" tokenize -m "$TMP/text" x
hello_llama3=$(sed -n 12p "$V/ggml-vocab-llama-bpe.gguf.out" | sed 's/^ *//')
check "Llama 3 adds BOS 128000" "128000 $hello_llama3" \
    "$("$PHALANX" tokenize -m "$V/ggml-vocab-llama-bpe.gguf" "Hello world")"
hello_qwen=$(sed -n 12p "$V/ggml-vocab-qwen2.gguf.out" | sed 's/^ *//')
check "Qwen adds no BOS" "$hello_qwen" \
    "$("$PHALANX" tokenize -m "$V/ggml-vocab-qwen2.gguf" "Hello world")"
check "Llama 3 --special" "128000 128006" \
    "$("$PHALANX" tokenize -m "$V/ggml-vocab-llama-bpe.gguf" --special "<|start_header_id|>")"
hello_bert=$(sed -n 12p "$V/ggml-vocab-bert-bge.gguf.out" | sed 's/^ *//')
check "WordPiece adds [CLS] and [SEP]" "101 $hello_bert 102" \
    "$("$PHALANX" tokenize -m "$V/ggml-vocab-bert-bge.gguf" "Hello world")"
rm -rf "$TMP"
echo "cli-tokenize: $pass passed, $fail failed"
[ "$fail" -eq 0 ]
