// Run the calc wheel in Node's Pyodide (the same runtime the site ships) on a batch of
// requests read from stdin; print one JSON response per request, in order.
// usage: node tests/node/run_wheel.mjs PATH/TO/pugna_calc.whl < requests.json
import { readFileSync } from "node:fs";
import { loadPyodide } from "pyodide";

const [wheelPath] = process.argv.slice(2);
const requests = JSON.parse(readFileSync(0, "utf8"));
const pyodide = await loadPyodide();
pyodide.unpackArchive(new Uint8Array(readFileSync(wheelPath)), "wheel"); // a plain typed array, not a Buffer
const handle = pyodide.pyimport("calc.web").handle;
const version = pyodide.runPython("import sys; sys.version.split()[0]");
const responses = requests.map(({ request, lang }) => JSON.parse(handle(request, lang)));
process.stdout.write(JSON.stringify({ python: version, responses }));
