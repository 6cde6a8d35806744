// Build-time memory snapshot of the rules engine (run by tools/snapshot.py):
// boot the pinned Pyodide in Node with the calc wheel unpacked and every rule module
// imported, and save its memory, gzipped. The page's worker boots from it in a fraction
// of a plain boot (loadPyodide({_loadSnapshot})), falling back to the plain boot.
// `_makeSnapshot`, `makeMemorySnapshot` and `_loadSnapshot` are private Pyodide options:
// the snapshot is tied to this exact Pyodide build, and tests boot both ways on every build.
// usage: node tools/make_snapshot.mjs PATH/TO/calc.whl OUT.bin.gz
import { readFileSync, writeFileSync } from "node:fs";
import { gzipSync } from "node:zlib";
import { loadPyodide } from "pyodide";

const [wheelPath, outPath] = process.argv.slice(2);
const pyodide = await loadPyodide({ _makeSnapshot: true });
pyodide.unpackArchive(new Uint8Array(readFileSync(wheelPath)), "wheel");
pyodide.runPython("import calc.web, calc.registry; calc.registry.calculators()");
writeFileSync(outPath, gzipSync(pyodide.makeMemorySnapshot(), { level: 6 }));
