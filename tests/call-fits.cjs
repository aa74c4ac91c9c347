// node tests/call-fits.cjs ANSWER CONVERSATION CHOICE: does the answer's first tool call
// keep the promise of tool_choice CHOICE (JSON) for the tools of CONVERSATION? (chapter 47)
const fs = require("fs"), [answer, conv, choice] = process.argv.slice(2);
const call = JSON.parse(fs.readFileSync(answer, "utf8")).choices[0].message.tool_calls[0].function;
const named = (JSON.parse(choice).function || {}).name;
const tool = JSON.parse(fs.readFileSync(conv, "utf8")).tools.find((t) => t.function.name === call.name);
const s = tool ? tool.function.parameters : {}, p = s.properties || {}, args = JSON.parse(call.arguments);
const fits = ([k, v]) => p[k] && (p[k].enum ? p[k].enum.includes(v) : true) &&
    (p[k].type === "integer" ? Number.isInteger(v) && !(v < p[k].minimum) && !(v > p[k].maximum)
                             : typeof v === p[k].type);
const ok = tool && (!named || call.name === named) && (s.required || []).every((k) => k in args) &&
    Object.entries(args).every(fits);
if (!ok) console.log("call-fits: " + JSON.stringify(call) + " does not keep " + choice);
process.exit(ok ? 0 : 1);
