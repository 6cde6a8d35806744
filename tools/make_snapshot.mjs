// Build-time memory snapshot of the rules engine (run by tools/snapshot.py):
// boot the pinned Pyodide in Node with the calc wheel unpacked, every rule module imported and
// every language's messages loaded, and save its memory, gzipped. The page's worker boots from
// it in a fraction of a plain boot (loadPyodide({_loadSnapshot})), falling back to the plain boot.
// `_makeSnapshot`, `makeMemorySnapshot` and `_loadSnapshot` are private Pyodide options:
// the snapshot is tied to this exact Pyodide build (Pyodide refuses another build's snapshot:
// "Snapshot build id mismatch"), and tests boot both ways on every build.
// usage: node tools/make_snapshot.mjs PATH/TO/calc.whl OUT.bin.gz
import { createHash } from "node:crypto";
import { readFileSync, writeFileSync } from "node:fs";
import { gzipSync } from "node:zlib";
import { loadPyodide } from "pyodide";

const [wheelPath, outPath] = process.argv.slice(2);
const wheel = new Uint8Array(readFileSync(wheelPath)); // a plain typed array, not a Buffer
const pyodide = await loadPyodide({ _makeSnapshot: true });
pyodide.unpackArchive(wheel, "wheel");
pyodide.runPython(`
import sys, calc.web, calc.registry, calc.i18n, calc.tables
calc.registry.calculators()                                  # every rule module
calc.tables.tables()                                         # every seed table (a screen's table panel names one)
for lang in calc.i18n.LANGS: calc.i18n._translations(lang)   # every catalog, parsed
sys._pugna_wheel_sha256 = ${JSON.stringify(createHash("sha256").update(wheel).digest("hex"))}  # the worker checks it
`);
writeFileSync(outPath, gzipSync(pyodide.makeMemorySnapshot(), { level: 6 }));
