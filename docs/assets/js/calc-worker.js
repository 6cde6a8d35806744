// Module worker: boots Pyodide once, loads the calc wheel, answers {id, request, lang}.
// It only moves JSON to calc.web.handle; every rule and message comes from Python.
import { loadPyodide } from "../pyodide/pyodide.mjs";

const assets = new URL("../", import.meta.url);
const say = (message) => self.postMessage(message);

async function fetchWheel() {
  const manifest = await (await fetch(new URL("engine/engine.json", assets))).json();
  const wheel = await fetch(new URL(`engine/${manifest.wheel}`, assets));
  if (!wheel.ok) throw new Error(`calc wheel: HTTP ${wheel.status}`);
  return wheel.arrayBuffer();
}

async function boot() {
  say({ type: "progress", stage: "runtime" });
  const wheel = fetchWheel(); // in parallel with the runtime's own downloads
  const pyodide = await loadPyodide({ indexURL: new URL("pyodide/", assets).href });
  say({ type: "progress", stage: "rules" });
  pyodide.unpackArchive(await wheel, "wheel");
  const handle = pyodide.pyimport("calc.web").handle; // rule modules load on first use, per page
  // Once this page has its results, load the other texts' rules while the reader reads,
  // so the next calculator page answers at once.
  setTimeout(() => pyodide.runPython("import calc.registry; calc.registry.calculators()"), 300);
  return handle;
}

const ready = boot();
ready.then(
  () => say({ type: "ready" }),
  (error) => say({ type: "failed", error: String(error && error.message || error) }),
);

self.onmessage = async ({ data }) => {
  const handle = await ready;
  say({ type: "result", id: data.id, response: handle(data.request, data.lang) });
};
