// A load generator for any OpenAI-compatible server (tangled from book/42-serve-http.nw):
//   node tests/serve-load.cjs URL STREAMS [--requests R] [--max-tokens N] [--prompt TEXT] [--model M]
// Prints one JSON line: aggregate and per-stream tokens/s, time to first token, inter-token time.
const args = process.argv.slice(2);
const url = args[0], streams = +args[1];
const opt = (name, def) => { const i = args.indexOf(name); return i >= 0 ? args[i + 1] : def; };
const requests = +opt("--requests", 4), maxTokens = +opt("--max-tokens", 64);
const prompt = opt("--prompt", "Once upon a time"), model = opt("--model", "m");
if (!url || !(streams >= 1)) { console.error("usage: node serve-load.cjs URL STREAMS [--requests R] [--max-tokens N]"); process.exit(2); }

async function one(stream, r) {
    const t0 = performance.now();
    const res = await fetch(url + "/v1/completions", { method: "POST", headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ model, prompt, max_tokens: maxTokens, temperature: 0, seed: 1000 * stream + r,
                               stream: true, stream_options: { include_usage: true }, ignore_eos: true }) });
    if (res.status !== 200) throw new Error(`status ${res.status}: ${await res.text()}`);
    let first = 0, last = 0, chunks = 0, tokens = 0, buf = "";
    const decoder = new TextDecoder();
    for await (const part of res.body) {
        buf += decoder.decode(part, { stream: true });
        let nl;
        while ((nl = buf.indexOf("\n")) >= 0) {
            const line = buf.slice(0, nl).trim();
            buf = buf.slice(nl + 1);
            if (!line.startsWith("data: ") || line === "data: [DONE]") continue;
            const j = JSON.parse(line.slice(6));
            if (j.usage) tokens = j.usage.completion_tokens;
            if (j.choices && j.choices.length && j.choices[0].text) {
                const now = performance.now();
                if (!first) first = now;
                last = now;
                chunks++;
            }
        }
    }
    return { ttft: first - t0, gap: chunks > 1 ? (last - first) / (chunks - 1) : 0, tokens, seconds: (performance.now() - t0) / 1000 };
}

(async () => {
    const t0 = performance.now();
    const per = await Promise.all(Array.from({ length: streams }, async (_, s) => {
        const out = [];
        for (let r = 0; r < requests; r++) out.push(await one(s, r));
        return out;
    }));
    const wall = (performance.now() - t0) / 1000, all = per.flat();
    const tokens = all.reduce((a, x) => a + x.tokens, 0);
    const mean = f => all.reduce((a, x) => a + f(x), 0) / all.length;
    console.log(JSON.stringify({ url, streams, requests, max_tokens: maxTokens, tokens, wall_s: +wall.toFixed(3),
        aggregate_tok_s: +(tokens / wall).toFixed(1),
        per_stream_tok_s: +(mean(x => x.tokens / x.seconds)).toFixed(1),
        ttft_ms: +mean(x => x.ttft).toFixed(1), inter_token_ms: +mean(x => x.gap).toFixed(2) }));
})().catch(e => { console.error("serve-load: " + e.message); process.exit(1); });
