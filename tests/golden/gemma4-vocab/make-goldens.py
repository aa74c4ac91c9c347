#!/usr/bin/env python3
"""Tokenize every test text with llama.cpp's llama-tokenize and write goldens.txt.

Usage: python3 make-goldens.py LLAMA_TOKENIZE vocab.gguf ggml-vocab-gemma-4.gguf.inp extra.inp
Each line of goldens.txt: mode, the text in hex, then the ids. Mode "plain" is
--no-bos --no-parse-special (how llama.cpp's test-tokenizer-0 tokenizes); mode "chat" is
the default: BOS as the vocabulary asks and special tokens parsed.
"""
import subprocess, sys

tool, vocab, inputs = sys.argv[1], sys.argv[2], sys.argv[3:]
texts = []
for name in inputs:
    texts += open(name, "rb").read().split(b"\n__ggml_vocab_test__\n")
modes = {"plain": ["--no-bos", "--no-parse-special"], "chat": []}
with open("goldens.txt", "w") as out:
    for text in texts:
        for mode, flags in modes.items():
            r = subprocess.run([tool, "-m", vocab, "--stdin", "--ids", "--log-disable"] + flags,
                               input=text, capture_output=True, check=True)
            ids = r.stdout.decode().strip().strip("[]").replace(",", " ").split()
            out.write("%s %s %s\n" % (mode, text.hex() or "-", " ".join(ids)))
print(len(texts), "texts")
