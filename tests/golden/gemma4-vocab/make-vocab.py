#!/usr/bin/env python3
"""Write vocab.gguf: a small Gemma-4-style vocabulary (tokenizer.ggml.model "gemma4").

Tokens: special tokens, the 256 byte-fallback tokens <0xNN>, then normal tokens in which
U+2581 stands for a space; merges "left right" in rank order. Plain Python, no packages.
Usage: python3 make-vocab.py vocab.gguf   (also prints the token and merge lists as C strings
with --c).
"""
import struct, sys

S = "\u2581"
CONTROL, UNKNOWN, USER, BYTE, NORMAL = 3, 2, 4, 6, 1

tokens = [("<pad>", CONTROL), ("<eos>", CONTROL), ("<bos>", CONTROL), ("<unk>", UNKNOWN),
          ("<mask>", USER), ("<|turn>", CONTROL), ("<turn|>", CONTROL),
          ("<|tool_response>", CONTROL), ("<tool_response|>", CONTROL), ("</s>", CONTROL)]
tokens += [("<0x%02X>" % b, BYTE) for b in range(256)]
singles = ["\n", "\n\n", "\n\n\n", "\t", S, S + S, S + S + S]
singles += list("abcdefghijklmnopqrstuvwxyz") + list("HWBA") + list("0123456789")
singles += list("!,.'()=?~-") + ["\u043d", "\u0435", "\u0449", "\u043e", "\u00e9", "\u2705", "\u4e2d"]
merges = [("h", "e"), (S, "t"), ("l", "l"), (S, S), ("H", "e"), ("ll", "o"), (S + "t", "he"),
          ("He", "llo"), (S, "Hello"), ("o", "r"), ("w", "or"), ("wor", "l"), ("worl", "d"),
          (S, "world"), ("W", "or"), ("Wor", "l"), ("Worl", "d"), (S, "World"), ("i", "s"),
          (S, "is"), ("t", "h"), ("th", "is"), (S, "this"), ("3", "3"), ("\n", "\n"),
          (S + S, S), ("\u043d", "\u0435"), ("\u043d\u0435", "\u0449"), ("\u043d\u0435\u0449", "\u043e"),
          ("!", "!"), ("b", "c"), ("a", "b"), ("c", "p"), ("cp", "p"), (".", "cpp"), (S, "("),
          ("x", "y"), (S, "z"), (S, "a"), ("r", "e"), ("a", "re"), (S, "are"), (",", S),
          ("\u00e9", "t"), ("\t", "\n")]
made = ["he", S + "t", "ll", "He", "llo", S + "the", "Hello", S + "Hello", "or", "wor", "worl",
        "world", S + "world", "Wor", "Worl", "World", S + "World", "is", S + "is", "th", "this",
        S + "this", "33", "\u043d\u0435", "\u043d\u0435\u0449", "\u043d\u0435\u0449\u043e", "!!",
        "bc", "ab", "cp", "cpp", ".cpp", S + "(", "re", "are", S + "are", ",", "\u00e9t"]
# Not tokens on purpose: "xy", S+"z", S+"a", ","+S, "\t\n" (merges whose result is missing).
tokens += [(t, NORMAL) for t in dict.fromkeys(singles + made)]

def s(b):
    b = b.encode() if isinstance(b, str) else b
    return struct.pack("<Q", len(b)) + b

def kv_str(k, v): return s(k) + struct.pack("<I", 8) + s(v)
def kv_u32(k, v): return s(k) + struct.pack("<II", 4, v)
def kv_bool(k, v): return s(k) + struct.pack("<IB", 7, 1 if v else 0)
def kv_arr(k, t, items, fmt):
    out = s(k) + struct.pack("<IIQ", 9, t, len(items))
    for x in items:
        out += s(x) if t == 8 else struct.pack(fmt, x)
    return out

def write(path):
    kvs = [kv_str("general.architecture", "gemma4"), kv_str("general.name", "gemma4-vocab-test"),
           kv_str("tokenizer.ggml.model", "gemma4"), kv_str("tokenizer.ggml.pre", "gemma4"),
           kv_arr("tokenizer.ggml.tokens", 8, [t for t, _ in tokens], None),
           kv_arr("tokenizer.ggml.scores", 6, [0.0] * len(tokens), "<f"),
           kv_arr("tokenizer.ggml.token_type", 5, [ty for _, ty in tokens], "<i"),
           kv_arr("tokenizer.ggml.merges", 8, [a + " " + b for a, b in merges], None),
           kv_u32("tokenizer.ggml.bos_token_id", 2), kv_u32("tokenizer.ggml.eos_token_id", 1),
           kv_u32("tokenizer.ggml.unknown_token_id", 3), kv_u32("tokenizer.ggml.padding_token_id", 0),
           kv_bool("tokenizer.ggml.add_bos_token", False)]
    data = b"GGUF" + struct.pack("<IQQ", 3, 0, len(kvs)) + b"".join(kvs)
    data += b"\0" * (-len(data) % 32)
    open(path, "wb").write(data)

def c_string(t):
    out = ""
    for ch in t.encode():
        out += chr(ch) if 32 <= ch < 127 and ch not in (34, 92) else "\\x%02X\" \"" % ch
    return '"' + out + '"'

if __name__ == "__main__":
    if sys.argv[1] == "--c":
        normal = [t for t, ty in tokens if ty == NORMAL]
        print(", ".join(c_string(t) for t in normal))
        print(", ".join(c_string(a + " " + b) for a, b in merges))
    else:
        write(sys.argv[1])
        print(len(tokens), "tokens,", len(merges), "merges")
