// The features of chapter 48 through OpenAI's Node client, and its page in Chromium (tangled from
// book/48-agents.nw). node tests/serve-agents.cjs STORY_URL QWEN3_URL KEY SHARED STREAMED_LOGPROBS
const OpenAI = require("openai"), fs = require("fs"), { chromium } = require("playwright-core");
const [storyUrl, qwenUrl, key, shared, lpStreams] = process.argv.slice(2);
let pass = 0, fail = 0;
const check = (cond, what) => { if (cond) pass++; else { fail++; console.log("FAIL: " + what); } };
const read = (path) => JSON.parse(fs.readFileSync(shared + "/" + path, "utf8"));
const parsed = (text) => { try { return JSON.parse(text); } catch (e) { return undefined; } };
const story = new OpenAI({ baseURL: storyUrl + "/v1", apiKey: "unused", maxRetries: 0 });
const qwen3 = new OpenAI({ baseURL: qwenUrl + "/v1", apiKey: key, maxRetries: 0 });
async function calls() {
    const conv = read("templates/tools/tools2.json");
    const strip = (m) => JSON.stringify([m.content, (m.tool_calls || []).map((c) => [c.type, c.function])]);
    for (const tool_choice of ["required", { type: "function", function: { name: "search_web" } }]) {
        const req = { messages: conv.messages, tools: conv.tools, tool_choice, temperature: 0, max_tokens: 400 };
        const c = (await story.chat.completions.create(req)).choices[0], call = (c.message.tool_calls || [])[0];
        const tool = conv.tools.find((t) => call && t.function.name === call.function.name);
        const args = call && parsed(call.function.arguments), named = tool_choice.function;
        check(c.finish_reason === "tool_calls" && call.type === "function" && call.id && tool &&
              (!named || named.name === tool.function.name) && typeof args === "object" &&
              tool.function.parameters.required.every((k) => k in args), "a call: " + JSON.stringify(c));
        const s = (await story.chat.completions.stream(req).finalChatCompletion()).choices[0];
        check(s.finish_reason === "tool_calls" && strip(s.message) === strip(c.message),
              `streamed ${strip(s.message)}, whole ${strip(c.message)}`);
    }
}
async function logprobs() {
    const req = { messages: [{ role: "user", content: "Once upon a time" }], max_tokens: 4, temperature: 0,
                  logprobs: true, top_logprobs: 3 };
    const c = (await story.chat.completions.create(req)).choices[0], lp = c.logprobs.content;
    check(lp.length === 4 && lp.map((t) => t.token).join("") === c.message.content &&
          lp.every(({ token, logprob, top_logprobs: a }) => a.length === 3 && a[0].token === token &&
                   a[0].logprob === logprob && a[1].logprob <= logprob && a[2].logprob <= a[1].logprob),
          "chat: " + JSON.stringify(c));
    const kreq = { prompt: "Once upon", max_tokens: 3, temperature: 0, logprobs: 2 };
    const k = (await story.completions.create(kreq)).choices[0], l = k.logprobs;
    check(l.tokens.join("") === k.text && l.top_logprobs.every((m, i) => Object.keys(m).length === 2 &&
          m[l.tokens[i]] === l.token_logprobs[i]), "completion: " + JSON.stringify(k));
    if (lpStreams !== "yes")
        return console.log("serve-agents: streamed log-probabilities come with chapter 51; skipped");
    const s = (await story.chat.completions.stream(req).finalChatCompletion()).choices[0];
    check(JSON.stringify(s.logprobs) === JSON.stringify(c.logprobs), "streamed chat: " + JSON.stringify(s));
    const got = [], want = l.tokens.map((t, i) => [t, l.token_logprobs[i], l.top_logprobs[i]]);
    for await (const chunk of await story.completions.create({ ...kreq, stream: true })) {
        const e = chunk.choices[0].logprobs;
        (e ? e.tokens : []).forEach((t, i) => got.push([t, e.token_logprobs[i], e.top_logprobs[i]]));
    }
    check(JSON.stringify(got) === JSON.stringify(want), "streamed completion: " + JSON.stringify(got));
}
async function embeddings() {
    const g = read("golden/embeddings/qwen3.last.json");
    const all = await qwen3.embeddings.create({ model: "qwen3.gguf", input: g.request.input });
    const near = (e, w) => { let dot = 0, x = 0, y = 0, worst = 0;
        w.forEach((v, k) => { dot += v * e[k]; x += v * v; y += e[k] * e[k];
                              worst = Math.max(worst, Math.abs(v - e[k])); });
        return e.length === w.length && dot / Math.sqrt(x * y) >= 0.999 && worst <= 0.02; };
    check(all.data.length === g.embeddings.length && all.usage.prompt_tokens === g.usage.prompt_tokens &&
          all.data.every((d, i) => d.index === i && near(d.embedding, g.embeddings[i])),
          "a batch differs from llama-server's: " + JSON.stringify(all).slice(0, 300));
    const one = await qwen3.embeddings.create({ model: "qwen3.gguf", input: g.request.input[2],
                                                encoding_format: "float" });
    check(one.data.length === 1 && one.data[0].embedding.every((v, k) => v === all.data[2].embedding[k]),
          "one input as numbers differs from the batch's base64");
    const m = await qwen3.models.retrieve("qwen3.gguf");
    check(m.id === "qwen3.gguf" && m.object === "model", "models.retrieve: " + JSON.stringify(m));
    try { check(!(await qwen3.models.retrieve("x")), "models.retrieve of an unknown id answered"); }
    catch (e) { check(e instanceof OpenAI.NotFoundError && /no model 'x'/.test(e.message), "unknown id: " + e); }
}
async function page() {
    const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox"] });
    const tab = await (await browser.newContext({ permissions: ["local-network-access"] })).newPage();
    const errors = [], sent = [], say = "Once upon a time", conv = [];
    tab.on("console", (m) => m.type() === "error" && errors.push(m.text()));
    tab.on("pageerror", (e) => errors.push(e.message));
    tab.on("request", (r) => r.method() === "POST" && sent.push(r.postDataJSON()));
    await tab.goto(qwenUrl + "/");
    for (const [field, value] of [["#key", key], ["#temp", "0"], ["#max", "24"]])
        await tab.fill(field, value);
    for (const turn of [1, 2]) {
        await tab.fill("#say", say);
        await tab.click("#send");
        await tab.waitForFunction((n) => document.querySelectorAll("p.assistant").length === n &&
                                         !document.getElementById("send").disabled, turn);
        conv.push({ role: "user", content: say });
        const a = await qwen3.chat.completions.create({ messages: conv, temperature: 0, max_tokens: 24 });
        conv.push(a.choices[0].message);
        const shown = await tab.locator("p.assistant").nth(turn - 1).textContent();
        check(shown.length > 0 && shown === a.choices[0].message.content,
              `the page showed ${JSON.stringify(shown)}, the API answers ${JSON.stringify(conv.at(-1))}`);
    }
    check(sent.length === 2 && sent[1].stream && sent[1].messages.length === 3, "sent " + JSON.stringify(sent));
    check(errors.length === 0, "errors on the page: " + errors.join("; "));
    for (const [origin, allowed] of [["http://b.localhost", true], ["http://evil.localhost", false]]) {
        await tab.route(origin + "/", (r) => r.fulfill({ contentType: "text/html", body: "<p>elsewhere" }));
        await tab.goto(origin + "/");
        const got = await tab.evaluate(([u, k]) => fetch(u + "/v1/models", { headers: { Authorization:
            "Bearer " + k } }).then((r) => r.status, () => "refused"), [qwenUrl, key]);
        check(got === (allowed ? 200 : "refused") && (allowed || errors.some((t) => /No 'Access-Control-Allow-Origin'/
              .test(t))), `a page of ${origin}: ${got}; ${errors.join("; ")}`);
    }
    await browser.close();
}
(async () => {
    for (const part of [calls, logprobs, embeddings, page])
        try { await part(); } catch (e) { check(false, part.name + ": " + (e.stack || e)); }
    console.log(`serve-agents: ${pass} passed, ${fail} failed`);
    process.exit(fail ? 1 : 0);
})();
