// How fast calc.ask answers in Pyodide (the site's runtime, in Node), for tools/ask_speed.py:
// the questions ([text, lang] pairs) come on stdin; prints {index_ms, index_kb, ask_ms,
// ask_cpu_ms, card_ms, card_cpu_ms}: the lexicon file indexed (calc.lexicon.use, as the page's
// worker does before its first question) and the memory it then holds; calc.ask alone, timed
// inside Python; the page's call for its card, calc.web.handle('{"ask": ..., "most": 1}', lang),
// timed from JavaScript as the engine's worker makes it; each as elapsed time and as the
// process's CPU time (on a busy machine the two part).
// usage: node tools/ask_speed.mjs PATH/TO/calc.whl PATH/TO/lexicon.json < questions.json
import { readFileSync } from "node:fs";
import { loadPyodide } from "pyodide";

const [wheelPath, lexiconPath] = process.argv.slice(2);
const asked = JSON.parse(readFileSync(0, "utf8"));
const pyodide = await loadPyodide();
pyodide.unpackArchive(new Uint8Array(readFileSync(wheelPath)), "wheel");
pyodide.globals.set("asked_json", JSON.stringify(asked));
pyodide.globals.set("lexicon_text", readFileSync(lexiconPath, "utf8"));
const timed = JSON.parse(
  pyodide.runPython(`
import gc, json, time, tracemalloc
from js import process
import calc.registry, calc.web
from calc import ask
from calc.lexicon import use
calc.registry.calculators()
gc.collect()
tracemalloc.start()
start = time.perf_counter()
use(lexicon_text)
index_ms = (time.perf_counter() - start) * 1000
index_kb = tracemalloc.get_traced_memory()[0] / 1000
tracemalloc.stop()
def cpu_ms():
    used = process.cpuUsage()
    return (used.user + used.system) / 1000
ask_ms, ask_cpu_ms = [], []
for text, lang in json.loads(asked_json):
    start, cpu = time.perf_counter(), cpu_ms()
    ask(text, lang)
    ask_ms.append((time.perf_counter() - start) * 1000)
    ask_cpu_ms.append(cpu_ms() - cpu)
json.dumps({"index_ms": index_ms, "index_kb": index_kb, "ask_ms": ask_ms, "ask_cpu_ms": ask_cpu_ms})
`),
);
const handle = pyodide.pyimport("calc.web").handle;
const cpuMs = () => {
  const used = process.cpuUsage();
  return (used.user + used.system) / 1000;
};
timed.card_ms = [];
timed.card_cpu_ms = [];
for (const [text, lang] of asked) {
  const [start, cpu] = [performance.now(), cpuMs()];
  handle(JSON.stringify({ ask: text, most: 1 }), lang);
  timed.card_ms.push(performance.now() - start);
  timed.card_cpu_ms.push(cpuMs() - cpu);
}
process.stdout.write(JSON.stringify(timed));
