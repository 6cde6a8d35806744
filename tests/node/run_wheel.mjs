// Run the calc wheel in Node's Pyodide (the same runtime the site ships) on a batch of
// requests read from stdin; print one JSON response per request, in order. With a memory
// snapshot (tools/make_snapshot.mjs), boot from it as the site's worker does.
// usage: node tests/node/run_wheel.mjs PATH/TO/calc.whl [PATH/TO/snapshot.bin.gz] < requests.json
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { gunzipSync } from "node:zlib";
import { loadPyodide } from "pyodide";

const [wheelPath, snapshotPath] = process.argv.slice(2);
const requests = JSON.parse(readFileSync(0, "utf8"));
// From a snapshot the worker starts Python with an empty standard library file and writes the
// real one when it arrives (docs/assets/js/calc-worker.js): so do these requests.
const emptyZip = join(mkdtempSync(join(tmpdir(), "pugna-")), "empty.zip");
writeFileSync(emptyZip, new Uint8Array([0x50, 0x4b, 0x05, 0x06, ...new Array(18).fill(0)]));
const stdlib = join(dirname(createRequire(import.meta.url).resolve("pyodide")), "python_stdlib.zip");
let pyodide;
try {
  pyodide = await loadPyodide(snapshotPath ? { _loadSnapshot: gunzipSync(readFileSync(snapshotPath)), stdLibURL: emptyZip } : {});
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
// Then the standard library arrives, as in the worker: a module no answer had imported loads.
let lateImport = null;
if (snapshotPath) {
  unpack();
  pyodide.FS.writeFile(pyodide.runPython("import sys; next(p for p in sys.path if p.endswith('.zip'))"), new Uint8Array(readFileSync(stdlib)));
  lateImport = pyodide.runPython("import sys; before = 'difflib' in sys.modules; import difflib; not before and difflib.SequenceMatcher(None, 'ab', 'abc').ratio() > 0.5");
}
process.stdout.write(JSON.stringify({ python: version, preloaded, madeFrom, responses, lateImport }));
