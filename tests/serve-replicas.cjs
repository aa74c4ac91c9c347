// The client of tests/serve-replicas.sh (tangled from book/43-distributed.nw):
//   node tests/serve-replicas.cjs URL REQUESTS CONCURRENCY MAX_TOKENS WANT_FILE PROGRESS_FILE
// Sends REQUESTS temperature-0 completions of "Once upon a time", CONCURRENCY at a time, every
// other one streamed; each answer must be 200 with the text in WANT_FILE. Appends the replica of
// each answer (the X-Replica header) to PROGRESS_FILE; exits 1 unless every answer is right.
const fs = require("fs");
const [url, requests, concurrency, maxTokens, wantFile, progress] = process.argv.slice(2);
const want = fs.readFileSync(wantFile, "utf8");
setTimeout(() => { console.log("serve-replicas: the run took more than 120 s"); process.exit(1); }, 120000).unref();

async function one(i) {
    const stream = i % 2 === 1;
    const res = await fetch(url + "/v1/completions", { method: "POST", signal: AbortSignal.timeout(60000),
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ prompt: "Once upon a time", max_tokens: +maxTokens, temperature: 0, stream }) });
    const replica = res.headers.get("x-replica") || "?", body = await res.text();
    if (res.status !== 200) return `request ${i} (${replica}): status ${res.status}: ${body.slice(0, 200)}`;
    let text = "";
    if (!stream)
        text = JSON.parse(body).choices[0].text;
    else {
        for (const line of body.split("\n")) {
            if (!line.startsWith("data: {")) continue;
            const event = JSON.parse(line.slice(6));
            if (event.error) return `request ${i} (${replica}): error event ${JSON.stringify(event.error)}`;
            if (event.choices.length) text += event.choices[0].text;
        }
        if (!body.includes("data: [DONE]")) return `request ${i} (${replica}): the stream did not end`;
    }
    if (text !== want) return `request ${i} (${replica}): text '${text.slice(0, 60)}...' differs`;
    fs.appendFileSync(progress, replica + "\n");
    return null;
}

(async () => {
    let next = 0, right = 0;
    const wrong = [];
    await Promise.all(Array.from({ length: +concurrency }, async () => {
        while (next < +requests) {
            const i = next++;
            const why = await one(i).catch(e => `request ${i}: ${e.message}`);
            if (why) wrong.push(why); else right++;
        }
    }));
    for (const why of wrong) console.log("FAIL: " + why);
    console.log(`serve-replicas: ${right} answered as expected, ${wrong.length} not`);
    process.exit(wrong.length ? 1 : 0);
})();
