// node tests/serve-grammar.cjs URL MODEL GOLDEN_DIR: replay llama-server's constrained
// completions and chats on MODEL and compare the text byte for byte (chapters 46, 47).
const fs = require("fs");
const [url, model, dir] = process.argv.slice(2);
(async () => {
    let pass = 0, fail = 0;
    for (const f of fs.readdirSync(dir).filter((f) => f.endsWith(".json")).sort()) {
        const g = JSON.parse(fs.readFileSync(dir + "/" + f, "utf8"));
        if (g.model !== model) continue;
        const r = await fetch(url + g.endpoint, { method: "POST", body: JSON.stringify(g.request),
                                                  headers: { "Content-Type": "application/json" } });
        const body = await r.json(), c = r.status === 200 ? body.choices[0] : null;
        const text = !c ? null : g.endpoint === "/v1/completions" ? c.text : c.message.content;
        if (text === g.content || (g.content_alt || []).includes(text)) pass++;
        else { fail++; console.log("FAIL " + f + ": " + r.status + " " + JSON.stringify(text).slice(0, 200) +
                                   "\n  want " + JSON.stringify(g.content).slice(0, 200)); }
    }
    console.log("serve-grammar: " + model + ": " + pass + " passed, " + fail + " failed");
    process.exit(fail ? 1 : 0);
})();
