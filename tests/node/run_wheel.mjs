// Run the calc wheel in Node's Pyodide (the same runtime the site ships) on a batch of
// requests read from stdin; print one JSON response per request, in order. With a memory
// snapshot (tools/make_snapshot.mjs), boot from it as the site's worker does.
// usage: node tests/node/run_wheel.mjs PATH/TO/calc.whl [PATH/TO/snapshot.bin.gz] < requests.json
import { readFileSync } from "node:fs";
import { gunzipSync } from "node:zlib";
import { loadPyodide } from "pyodide";

const [wheelPath, snapshotPath] = process.argv.slice(2);
const requests = JSON.parse(readFileSync(0, "utf8"));
let pyodide;
try {
  pyodide = await loadPyodide(snapshotPath ? { _loadSnapshot: gunzipSync(readFileSync(snapshotPath)) } : {});
} catch (error) {
  process.stderr.write(`boot failed: ${error.message}\n`); // one line, not Node's dump of the minified source
  process.exit(1);
}
// From a snapshot the worker answers before the wheel's files are on the file system (they
// arrive in idle time): so do these requests. A plain boot needs them to import anything.
const unpack = () => pyodide.unpackArchive(new Uint8Array(readFileSync(wheelPath)), "wheel"); // a plain typed array, not a Buffer
if (!snapshotPath) unpack();
const handle = pyodide.pyimport("calc.web").handle;
const version = pyodide.runPython("import sys; sys.version.split()[0]");
// Which rule modules were already imported before the first request: all of them from a snapshot.
const preloaded = pyodide.runPython("import sys; len([m for m in sys.modules if m.startswith('calc.rules.')])");
// The wheel a snapshot says it was made from (tools/make_snapshot.mjs), "" for a plain boot.
const madeFrom = pyodide.runPython("import sys; getattr(sys, '_pugna_wheel_sha256', '')");
const responses = requests.map(({ request, lang }) => JSON.parse(handle(request, lang)));
if (snapshotPath) unpack();
process.stdout.write(JSON.stringify({ python: version, preloaded, madeFrom, responses }));
