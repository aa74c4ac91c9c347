// node tests/serve-reasoning.cjs URL tags|harmony|logprobs: the checks of chapter 51's suite
// (tangled from book/51-reasoning.nw).
const [url, what] = process.argv.slice(2);
let failed = 0;
const check = (ok, why) => { if (!ok) { failed++; console.log("FAIL " + what + ": " + why); } };
const post = async (path, body) => {
    const r = await fetch(url + path, { method: "POST", body: JSON.stringify(body),
                                        headers: { "Content-Type": "application/json" } });
    return { status: r.status, text: await r.text() };
};
function joinStream(text) {
    const out = { reasoning: "", content: "", calls: [], lp: [], finish: null };
    for (const line of text.split("\n")) {
        if (!line.startsWith("data: {")) continue;
        const c = JSON.parse(line.slice(6)).choices[0];
        if (!c) continue;
        const d = c.delta || {};
        out.reasoning += d.reasoning_content || "";
        out.content += d.content || (c.text || "");
        for (const t of d.tool_calls || []) out.calls[t.index] = t.function;
        if (c.logprobs && c.logprobs.content) out.lp.push(...c.logprobs.content);
        else if (c.logprobs) out.lp.push(...c.logprobs.tokens.map((t, i) => [t,
            c.logprobs.token_logprobs[i], c.logprobs.top_logprobs[i], c.logprobs.text_offset[i]]));
        if (c.finish_reason) out.finish = c.finish_reason;
    }
    return out;
}
function whole(body) {
    const c = JSON.parse(body).choices[0], m = c.message || { content: c.text };
    const lp = !c.logprobs ? [] : c.logprobs.content ? c.logprobs.content
             : c.logprobs.tokens.map((t, i) => [t, c.logprobs.token_logprobs[i],
                                                c.logprobs.top_logprobs[i], c.logprobs.text_offset[i]]);
    return { reasoning: m.reasoning_content || "", content: m.content || "",
             calls: (m.tool_calls || []).map((t) => t.function), lp, finish: c.finish_reason };
}
const same = (a, b) => JSON.stringify(a) === JSON.stringify(b);
const MARKS = ["<|start|>", "<|channel|>", "<|constrain|>", "<|message|>", "<|end|>", "<|call|>",
               "<|return|>"];
function referenceHarmony(entries) {
    const parts = [];   // {mark} or {bytes}
    for (const e of entries) {
        if (MARKS.includes(e.token)) parts.push({ mark: e.token });
        else if (parts.length && parts[parts.length - 1].bytes) parts[parts.length - 1].bytes.push(...e.bytes);
        else parts.push({ bytes: [...e.bytes] });
    }
    return harmonyMessages(parts);
}
function harmonyMessages(parts) {
    const text = (p) => new TextDecoder().decode(new Uint8Array(p.bytes));
    if (!parts.some((p) => p.mark === "<|message|>"))
        return { reasoning: "", content: parts.filter((p) => p.bytes).map(text).join(""),
                 calls: [] };
    const out = { reasoning: "", content: "", calls: [] };
    let header = "", body = null, waiting = false;
    const word = (s) => s.split(/[ \n\t\r<]/)[0];
    const close = () => {
        const ch = header.includes("<|channel|>") ? word(header.split("<|channel|>").pop()) : "";
        const to = header.includes("to=") ? word(header.split("to=").pop()) : "";
        if (to && to !== "assistant") { /* no tools are offered: a call goes nowhere */ }
        else if (ch === "analysis") out.reasoning += body;
        else out.content += body;
        body = null; header = ""; waiting = true;
    };
    for (const p of parts) {
        const opens = p.mark === "<|start|>" || p.mark === "<|channel|>" || p.mark === "<|constrain|>";
        if (body !== null && p.bytes) body += text(p);
        else if (body !== null) { close(); if (opens) waiting = false, header = p.mark === "<|start|>" ? "" : p.mark; }
        else if (waiting && !opens) continue;
        else if (p.bytes) header += text(p);
        else if (p.mark === "<|message|>") body = "";
        else if (p.mark === "<|start|>") header = "", waiting = false;
        else if (opens) header += p.mark, waiting = false;
    }
    if (body !== null) close();
    return out;
}
const fffd = (s) => s.replace(/\uFFFD+/g, "\uFFFD");
(async () => {
const chat = "/v1/chat/completions", trim = (s) => s.replace(/^[ \n\t\r]+|[ \n\t\r]+$/g, "");
if (what === "tags") {
    const base = { messages: [{ role: "user", content: "Tell me" }], max_tokens: 24, temperature: 0 };
    const raw = whole((await post(chat, { ...base, reasoning_format: "none" })).text).content;
    for (const [format, reasoning, content] of [["auto", trim(raw), ""], ["deepseek", trim(raw), ""],
                                                ["deepseek-legacy", trim(raw), raw]]) {
        const w = whole((await post(chat, { ...base, reasoning_format: format })).text);
        const s = joinStream((await post(chat, { ...base, reasoning_format: format, stream: true })).text);
        check(w.reasoning === reasoning && w.content === content, format + ": " + JSON.stringify(w));
        const want = format === "deepseek-legacy" ? { reasoning: "", content: raw } : w;
        check(s.reasoning === want.reasoning && s.content === want.content,
              format + " streamed: " + JSON.stringify(s));
    }
    check(raw.length > 0, "the raw answer is empty");
}
if (what === "server-none") {
    const base = { messages: [{ role: "user", content: "Tell me" }], max_tokens: 24, temperature: 0 };
    const raw = whole((await post(chat, base)).text);
    const asked = whole((await post(chat, { ...base, reasoning_format: "deepseek" })).text);
    check(raw.reasoning === "" && raw.content.length > 0, "--reasoning-format none: " + JSON.stringify(raw));
    check(asked.reasoning === trim(raw.content) && asked.content === "",
          "a request's deepseek on a none server: " + JSON.stringify(asked));
}
if (what === "harmony") {
    const bias = { "1760": 5, "1763": 5, "1761": 3, "1762": 3 };
    for (const seed of [1, 2, 3, 4]) {
        const body = { messages: [{ role: "user", content: "Hi" }], max_tokens: 40, seed,
                       temperature: 1, logprobs: true, logit_bias: bias };
        const r = await post(chat, body), w = whole(r.text);
        const ref = referenceHarmony(JSON.parse(r.text).choices[0].logprobs.content);
        const got = { reasoning: w.reasoning, content: w.content, calls: w.calls };
        check(same(fffd(JSON.stringify(got)), fffd(JSON.stringify(ref))),
              "seed " + seed + ": " + JSON.stringify(got) + "\n  reference " + JSON.stringify(ref));
        const s = joinStream((await post(chat, { ...body, stream: true })).text);
        check(same([s.reasoning, s.content, s.calls, s.lp], [w.reasoning, w.content, w.calls, w.lp]),
              "seed " + seed + " streamed: " + JSON.stringify(s).slice(0, 300));
    }
}
if (what === "analysis") {
    const grammar = 'root ::= "<|channel|>analysis<|message|>" [a-z ]{1,12} ' +
                    '"<|end|><|start|>assistant<|channel|>final<|message|>" [a-z ]{1,12}';
    const body = { messages: [{ role: "user", content: "Hi" }], max_tokens: 60, temperature: 0,
                   grammar, logprobs: true, logit_bias: { "1760": 20, "1761": 20, "1762": 20, "1763": 20 } };
    const r = await post(chat, body), w = whole(r.text);
    const ref = referenceHarmony(JSON.parse(r.text).choices[0].logprobs.content);
    check(/^[a-z ]+$/.test(w.reasoning) && /^[a-z ]+$/.test(w.content), "analysis: " + r.text.slice(0, 300));
    check(w.reasoning === ref.reasoning && w.content === ref.content,
          "analysis: " + JSON.stringify(w) + "\n  reference " + JSON.stringify(ref));
    const s = joinStream((await post(chat, { ...body, stream: true })).text);
    check(s.reasoning === w.reasoning && s.content === w.content, "analysis streamed: " + JSON.stringify(s));
}
const promptTokens = async (extra) => JSON.parse((await post(chat, {
    messages: [{ role: "user", content: "Hi" }], max_tokens: 1, temperature: 0, ...extra })).text).usage.prompt_tokens;
if (what === "kwargs") {
    const plain = await promptTokens({}), medium = await promptTokens({ reasoning_effort: "medium" });
    const long = await promptTokens({ chat_template_kwargs: { reasoning_effort: "very very high" } });
    check(plain === medium && long > medium, "prompt tokens " + [plain, medium, long]);
    for (const [extra, word] of [[{ chat_template_kwargs: { enable_thinking: "no" } }, "enable_thinking"],
                                 [{ reasoning_effort: "extreme" }, "reasoning_effort"],
                                 [{ chat_template_kwargs: [1] }, "chat_template_kwargs"]]) {
        const r = await post(chat, { messages: [{ role: "user", content: "Hi" }], ...extra });
        check(r.status === 400 && r.text.includes(word), JSON.stringify(extra) + ": " + r.status + " " + r.text);
    }
}
if (what === "server-kwargs") {
    const plain = await promptTokens({}), medium = await promptTokens({ reasoning_effort: "medium" });
    check(plain > medium, "--chat-template-kwargs: prompt tokens " + [plain, medium]);
}
if (what === "budget") {
    const base = { messages: [{ role: "user", content: "Tell me" }], max_tokens: 32, temperature: 0,
                   logprobs: true, logit_bias: { "14": -100, "1758": -100 } };
    const endsChar = (bytes) => { let need = 0; for (const c of bytes)
        need = (c & 0xC0) === 0x80 ? Math.max(need - 1, 0) : c >= 0xF0 ? 3 : c >= 0xE0 ? 2 : c >= 0xC0 ? 1 : 0;
        return need === 0; };
    const forcedAt = async (extra) => {
        const w = whole((await post(chat, { ...base, ...extra })).text), toks = w.lp.map((e) => e.token);
        const i = toks.findIndex((t) => t === "E");
        return { w, at: toks.slice(i, i + 9).join("") === "Enough.</think>" ? i : -1, toks };
    };
    const server = await forcedAt({}), own = await forcedAt({ reasoning_budget_tokens: 1 });
    const big = await forcedAt({ thinking_budget_tokens: 100 });
    let want = 2;   /* the first place from the third token on where the text ends a character */
    while (want < server.w.lp.length && !endsChar(server.w.lp.slice(0, want).flatMap((e) => e.bytes))) want++;
    check(server.at === want && server.w.reasoning.endsWith("Enough."), "--reasoning-budget 3: " +
          JSON.stringify(server.toks) + " " + JSON.stringify(server.w.reasoning));
    check(own.at === 0 && own.w.reasoning === "Enough.", "a budget of 1: " + JSON.stringify(own.toks));
    check(!big.toks.includes("/") && big.w.content === "", "a budget of 100: " + JSON.stringify(big.toks));
    const s = joinStream((await post(chat, { ...base, stream: true })).text);
    check(s.reasoning === server.w.reasoning && s.content === server.w.content, "streamed: " + JSON.stringify(s));
    const r = await post(chat, { ...base, reasoning_budget_tokens: -2 });
    check(r.status === 400 && r.text.includes("reasoning_budget_tokens"), "-2: " + r.status + " " + r.text);
}
if (what === "logprobs") {
    for (const [path, body] of [["/v1/completions", { prompt: "Once upon a time", logprobs: 3 }],
                                [chat, { messages: [{ role: "user", content: "Once upon a time" }],
                                         logprobs: true, top_logprobs: 3 }]])
        for (const stop of [undefined, ["."]]) {
            const b = { ...body, max_tokens: 24, temperature: 0, stop };
            const w = whole((await post(path, b)).text);
            const s = joinStream((await post(path, { ...b, stream: true })).text);
            check(w.lp.length > 0 && same(s.lp, w.lp) && s.content === w.content,
                  path + " stop " + stop + ": " + s.lp.length + " streamed entries, " + w.lp.length +
                  " whole; " + JSON.stringify(s.lp).slice(0, 200) + " vs " + JSON.stringify(w.lp).slice(0, 200));
        }
}
    console.log("serve-reasoning " + what + ": " + (failed ? failed + " failed" : "passed"));
    process.exit(failed ? 1 : 0);
})();
