import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
const require = createRequire(import.meta.url);
const { SourceMapConsumer } = require("source-map");
const map = JSON.parse(readFileSync(process.argv[2], "utf8"));
const stacks = JSON.parse(readFileSync("/work/scratch/stacks.json", "utf8"));
const c = await new SourceMapConsumer(map);
const agg = new Map(); let total = 0;
for (const [stack, n] of stacks) {
  total += n;
  let label = null;
  for (const [fn, file, line, col] of stack) {
    if (file.startsWith("bundle.")) {
      const p = c.originalPositionFor({ line: line + 1, column: col });
      const src = p.source || "?";
      if (src.includes("node_modules")) continue;
      label = src.split("javascripts/").pop() + ":" + p.line; break;
    } else if (file) { label = file + ":" + fn + ":" + line; break; }
  }
  if (!label) label = stack.length ? stack[0][0] : "(none)";
  agg.set(label, (agg.get(label) || 0) + n);
}
console.log("total", total);
for (const [k, v] of [...agg].sort((a, b) => b[1] - a[1]).slice(0, 30)) console.log(v, k);
