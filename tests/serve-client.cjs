// Tests of `phalanx serve` with OpenAI's official Node client (tangled from book/42-serve-http.nw).
// node tests/serve-client.cjs URL PID KEYED_URL SOAK_REQUESTS   (NODE_PATH: where openai is installed)
const OpenAI = require("openai");
const fs = require("fs");
const [url, pid, keyedUrl, soakArg] = process.argv.slice(2);
let pass = 0, fail = 0;
const check = (cond, what) => { if (cond) pass++; else { fail++; console.log("FAIL: " + what); } };
const client = new OpenAI({ baseURL: url + "/v1", apiKey: "unused", maxRetries: 0 });
async function clientChecks() {
    const models = await client.models.list();
    check(models.data.length === 1 && models.data[0].id === "stories260K.gguf", "models.list");
    const c = await client.completions.create({ model: "m", prompt: "Once upon a time", max_tokens: 24, temperature: 0 });
    check(c.choices[0].text.startsWith(", there was"), "completion text: " + c.choices[0].text);
    check(c.usage.completion_tokens === 24 && c.choices[0].finish_reason === "length", "completion usage");
    const messages = [{ role: "system", content: "You tell stories." }, { role: "user", content: "A story, please." }];
    const chat = await client.chat.completions.create({ model: "m", messages, max_tokens: 20, temperature: 0 });
    const answer = chat.choices[0].message.content;
    check(typeof answer === "string" && answer.length > 0 && chat.choices[0].message.role === "assistant", "chat answer");
    let streamed = "", last = null;
    const stream = await client.chat.completions.create({ model: "m", messages, max_tokens: 20, temperature: 0,
                                                          stream: true, stream_options: { include_usage: true } });
    for await (const chunk of stream) {
        if (chunk.choices.length) streamed += chunk.choices[0].delta.content || "";
        last = chunk;
    }
    check(streamed === answer, `streamed chat '${streamed}' equals the whole answer '${answer}'`);
    check(last && last.usage && last.usage.completion_tokens === chat.usage.completion_tokens, "stream usage chunk");
    let text = "";
    for await (const chunk of await client.completions.create({ model: "m", prompt: "Once upon a time", max_tokens: 24,
                                                                temperature: 0, stream: true }))
        text += chunk.choices[0].text;
    check(text === c.choices[0].text, "streamed completion equals the whole one");
    try {
        await client.completions.create({ model: "m", prompt: "a", temperature: "hot" });
        check(false, "a wrong type is refused");
    } catch (e) { check(e instanceof OpenAI.APIError && e.status === 400 && /temperature/.test(e.message), "400 names the field: " + e.message); }
    try {
        await new OpenAI({ baseURL: keyedUrl + "/v1", apiKey: "wrong", maxRetries: 0 }).models.list();
        check(false, "a wrong key is refused");
    } catch (e) { check(e instanceof OpenAI.AuthenticationError && e.status === 401, "401 for a wrong key"); }
    const keyed = await new OpenAI({ baseURL: keyedUrl + "/v1", apiKey: "sekrit", maxRetries: 0 }).models.list();
    check(keyed.data.length === 1, "the right key is accepted");
}
async function responsesApi() {
    const r = await client.responses.create({ model: "m", instructions: "Tell a story.", input: "Once upon a time",
                                              max_output_tokens: 6, temperature: 0 });
    const chat = await client.chat.completions.create({ model: "m", max_tokens: 6, temperature: 0, messages: [
        { role: "system", content: "Tell a story." }, { role: "user", content: "Once upon a time" }] });
    check(r.output_text === chat.choices[0].message.content && r.status === "incomplete" &&
          r.usage.output_tokens === 6, `responses.create: ${JSON.stringify(r)}`);
}
async function answer(r) {
    const body = { model: "m", max_tokens: r.n, temperature: r.t, ...(r.seed !== undefined ? { seed: r.seed } : {}),
                   ...(r.stop ? { stop: r.stop } : {}) };
    if (r.chat) {
        const messages = [{ role: "user", content: r.p }];
        if (!r.stream) { const a = await client.chat.completions.create({ ...body, messages });
                         return a.choices[0].finish_reason + ":" + a.choices[0].message.content; }
        let s = "", f = "";
        for await (const ch of await client.chat.completions.create({ ...body, messages, stream: true }))
            if (ch.choices.length) { s += ch.choices[0].delta.content || ""; f = ch.choices[0].finish_reason || f; }
        return f + ":" + s;
    }
    if (!r.stream) { const a = await client.completions.create({ ...body, prompt: r.p });
                     return a.choices[0].finish_reason + ":" + a.choices[0].text; }
    let s = "", f = "";
    for await (const ch of await client.completions.create({ ...body, prompt: r.p, stream: true }))
        { s += ch.choices[0].text; f = ch.choices[0].finish_reason || f; }
    return f + ":" + s;
}

async function invariance() {
    const story = "Once upon a time, there was a little girl named Lily. She loved to play outside in the park " +
                  "with her friends. One day, she saw a big red ball under a tree and wanted to play with it. ";
    const prompts = ["Once upon a time", "Once upon a time, there was", story, story + "Her mom said", story + story,
                     "The dog ran", "Tom and Sue", story + "Then a bird"];
    const reqs = [];
    prompts.forEach((p, i) => {
        reqs.push({ p, n: 8 + 13 * i, t: 0 });
        reqs.push({ p, n: 30, t: 0.9, seed: 100 + i, stream: i % 2 === 0 });
        reqs.push({ p, n: 12 + i, t: 0, chat: true, stream: i % 3 === 0 });
    });
    reqs.push({ p: story, n: 40, t: 0, stop: ["park", "ball"] });
    const alone = [];
    for (const r of reqs) alone.push(await answer(r));
    const together = await Promise.all(reqs.map(answer));
    const reversed = (await Promise.all(reqs.slice().reverse().map(answer))).reverse();
    let same = 0;
    reqs.forEach((r, i) => {
        if (alone[i] === together[i] && alone[i] === reversed[i]) same++;
        else console.log(`request ${i} ${JSON.stringify(r)}:\n alone    ${JSON.stringify(alone[i])}\n together ${JSON.stringify(together[i])}\n reversed ${JSON.stringify(reversed[i])}`);
    });
    check(same === reqs.length, `batch invariance: ${same} of ${reqs.length} answers identical alone and concurrent`);
    const m = await (await fetch(url + "/metrics")).text();
    const most = +/phalanx_step_sequences_max (\d+)/.exec(m)[1];
    check(most >= 2, `the concurrent requests shared batched passes (at most ${most} sequences in one)`);
    check(/phalanx_prompt_tokens_cached_total [1-9]/.test(m), "some prompts reused a slot's cache");
}
function rssKiB() {
    const m = /VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, "utf8"));
    return m ? +m[1] : 0;
}

async function oneSoakRequest(i) {
    const kind = i % 6, post = (path, body) => fetch(url + path, { method: "POST", body,
                                                    headers: { "Content-Type": "application/json" } });
    if (kind === 0) { const r = await post("/v1/completions", JSON.stringify({ prompt: "Once upon a time", max_tokens: 1 + i % 40, temperature: 0.7, seed: i }));
                      return r.status === 200 && (await r.json()).choices[0].text !== undefined; }
    if (kind === 1) { const r = await post("/v1/chat/completions", JSON.stringify({ messages: [{ role: "user", content: "Hi " + i }], max_tokens: 1 + i % 30 }));
                      return r.status === 200 && typeof (await r.json()).choices[0].message.content === "string"; }
    if (kind === 2) { const r = await post("/v1/completions", JSON.stringify({ prompt: "The dog", max_tokens: 20, stream: true }));
                      return r.status === 200 && (await r.text()).endsWith("data: [DONE]\n\n"); }
    if (kind === 3) { const r = await post("/v1/completions", "{\"prompt\": " + i);
                      return r.status === 400 && (await r.json()).error.type === "invalid_request_error"; }
    if (kind === 4) { const r = await fetch(url + "/v1/nothing/" + i); await r.text(); return r.status === 404; }
    const ac = new AbortController();
    const r = await fetch(url + "/v1/completions", { method: "POST", signal: ac.signal,
        body: JSON.stringify({ prompt: "Once", max_tokens: 200, stream: true }) });
    const reader = r.body.getReader();
    await reader.read();
    ac.abort();
    return r.status === 200;
}

async function soak(n) {
    let next = 0, good = 0, lost = 0, rssMid = 0;
    const t0 = Date.now();
    async function worker() {
        while (next < n) {
            const i = next++;
            if (i === Math.floor(n / 3)) rssMid = rssKiB();
            try { if (await oneSoakRequest(i)) good++; else lost++; }
            catch (e) { if (i % 6 === 5 && e.name === "AbortError") good++; else { lost++; console.log("soak " + i + ": " + e); } }
        }
    }
    await Promise.all(Array.from({ length: 8 }, worker));
    await new Promise(r => setTimeout(r, 300));
    const rssEnd = rssKiB();
    const m = await (await fetch(url + "/metrics")).text();
    const busy = +/phalanx_slots_busy (\d+)/.exec(m)[1], queued = +/phalanx_queue_length (\d+)/.exec(m)[1];
    console.log(`soak: ${n} requests in ${(Date.now() - t0) / 1000} s, ${good} answered as expected, ${lost} not; ` +
                `RSS ${rssMid} KiB after a third, ${rssEnd} KiB at the end`);
    check(lost === 0 && good === n, "soak: every request answered as expected");
    check(rssEnd - rssMid < 8192, `soak: RSS flat (grew ${rssEnd - rssMid} KiB)`);
    check(busy === 0 && queued === 0, "soak: every slot free and the queue empty afterwards");
}
(async () => {
    try {
        await clientChecks();
        await responsesApi();
        await invariance();
        await soak(+soakArg || 300);
    } catch (e) { check(false, "exception: " + (e.stack || e)); }
    console.log(`serve-client: ${pass} passed, ${fail} failed`);
    process.exit(fail ? 1 : 0);
})();
