// Module worker: boots the rules engine the page names (calc-worker.js?engine=<id>) and
// answers {id, request, lang} with calc.web.handle's JSON ({id, op, request, lang}: the table
// screen's, calc.web.handle_screen's); a question ({question: true}) after handing the engine
// calc.ask's lexicon. Every rule and message comes from Python; this file only moves bytes and
// JSON.
//
// Never a stale or mixed engine: the manifest engine/<id>.json is named by its own hash,
// and every file it lists is checked against its sha256 before use (or was, when the service
// worker kept it offline: see kept). A file from another build or a damaged one is refused,
// with a reason the page can say. Boot is bounded in time.

const assets = new URL("../", import.meta.url);
const params = new URL(import.meta.url).searchParams;
const engineId = params.get("engine");
// "plain" skips the memory snapshot (tests and make bench compare both boots).
const bootKind = params.get("boot") === "plain" ? "plain" : "snapshot";
const BOOT_TIMEOUT_MS = 30_000; // the runtime alone, once its files are here and verified
// A zip with no entries (its end-of-central-directory record alone).
const EMPTY_ZIP = new Uint8Array([0x50, 0x4b, 0x05, 0x06, ...new Array(18).fill(0)]);
const LATER_MS = 300; // work the first answers need not wait for starts this long after them
// Started while its page loads on a device with few cores (macros/engine_start.js: ?yield=page),
// the worker downloads at once (gunzipping the snapshot as it arrives, one thread's work) but
// compiles and checks nothing until the page's first content is on screen (it says "go"), or
// PAGE_FIRST_MS at most: on a CPU with few cores the wasm compile (V8 takes every core) and the
// hashing doubled the page's own first work (Lighthouse on the to-hit page scored lower with
// the boot beside it).
const PAGE_FIRST_MS = 1500;
let letRun;
const pageFirst = params.get("yield") === "page" ? new Promise((resolve) => { letRun = resolve; }) : Promise.resolve();
if (letRun) setTimeout(letRun, PAGE_FIRST_MS);
async function held() {
  await pageFirst;
  if (!("work" in timings)) mark("work"); // the boot's first CPU work (tests, make bench)
}
const say = (message) => self.postMessage(message);

// reason: "stale" (this page's build is gone from the server), "missing", "mismatch",
// "broken" (a runtime file that cannot run), "timeout", "network".
class EngineError extends Error {
  constructor(reason, detail) {
    super(detail);
    this.reason = reason;
  }
}

async function sha256(bytes) {
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", bytes));
  return Array.from(digest, (b) => b.toString(16).padStart(2, "0")).join("");
}

async function fetched(path) {
  let response;
  try {
    response = await networkFetch(new URL(path, assets)); // not the bytes handed to Pyodide (below)
  } catch (error) {
    throw new EngineError("network", `${path}: ${error.message}`);
  }
  if (!response.ok) throw new EngineError(response.status === 404 ? "missing" : "network", `${path}: HTTP ${response.status}`);
  return response;
}

async function checked(path, bytes, expected) {
  await held();
  const digest = await sha256(bytes);
  if (expected && digest !== expected.sha256) throw new EngineError("mismatch", `${path} does not match this build`);
  return { bytes, digest };
}

async function download(path, expected) {
  return (await kept(path, expected)) || checked(path, new Uint8Array(await (await fetched(path)).arrayBuffer()), expected);
}

// The offline copy the site's service worker keeps (tools/offline.py) holds each engine file
// once it matched its build's sha256, and its entry says which sha256 that was (KEPT_SHA256).
// An entry that names the sha256 this page's manifest lists is used as it is, read straight
// from the cache: not fetched through the service worker, nor hashed again at every boot. Any
// other entry (another build's, or kept before entries said it) is not used: the file is
// fetched and checked as before. Never a mixed build: a page takes only what was checked
// against its own manifest's sha256, at one time or the other.
const KEPT_CACHE = `pugna ${new URL("../", assets).pathname} engine`;
const KEPT_SHA256 = "X-Pugna-Sha256";
const UNPACKED = "?unpacked"; // a kept snapshot's gunzipped form, kept beside it
const keptFiles = [];
let keptCopy = null;
// `also`: other headers the entry must carry, as name -> value.
async function keptResponse(path, expected, form = "", also = {}) {
  keptCopy ||= (async () => (self.caches && (await caches.has(KEPT_CACHE)) ? caches.open(KEPT_CACHE) : null))().catch(() => null);
  const cache = await keptCopy;
  const hit = cache && expected && (await cache.match(new URL(path, assets).href + form).catch(() => null));
  const wanted = { [KEPT_SHA256]: expected && expected.sha256, ...also };
  if (!hit || Object.entries(wanted).some(([name, value]) => hit.headers.get(name) !== value)) return null;
  keptFiles.push(path + form);
  return hit;
}
async function kept(path, expected, form = "") {
  const hit = await keptResponse(path, expected, form);
  return hit && { bytes: new Uint8Array(await hit.arrayBuffer()), digest: expected.sha256 };
}

async function loadManifest() {
  if (!engineId) throw new EngineError("stale", "the page names no engine build");
  let manifest;
  const path = `engine/${engineId}.json`;
  try {
    // Not held back (a few hundred bytes): it names every file there is to download.
    const bytes = new Uint8Array(await (await fetched(path)).arrayBuffer());
    manifest = { bytes, digest: await sha256(bytes) };
  } catch (error) {
    // The page's own build is no longer on the server: the page is older than the site.
    if (error.reason === "missing") throw new EngineError("stale", error.message);
    throw error;
  }
  if (!manifest.digest.startsWith(engineId)) throw new EngineError("mismatch", `engine/${engineId}.json does not match its name`);
  return JSON.parse(new TextDecoder().decode(manifest.bytes));
}

// Pyodide fetches its wasm and standard library itself: hand it the verified bytes instead,
// and for the wasm the module already compiled from them (see compiled below).
const verified = new Map();
const modules = new WeakMap(); // a Response handed to Pyodide -> its compiled, verified module
const networkFetch = self.fetch.bind(self);
self.fetch = (input, init) => {
  const hit = verified.get(String(input instanceof Request ? input.url : input));
  if (!hit) return networkFetch(input, init);
  const response = new Response(hit.bytes, { headers: { "Content-Type": hit.type } });
  if (hit.module) modules.set(response, hit.module);
  return Promise.resolve(response);
};
const instantiateStreaming = WebAssembly.instantiateStreaming;
WebAssembly.instantiateStreaming = async (source, imports) => {
  const response = await source;
  const module = modules.get(response);
  return module ? { module, instance: await WebAssembly.instantiate(module, imports) } : instantiateStreaming(response, imports);
};

// The wasm, read once and natively, then compiled from its verified bytes: `file` (bytes and
// digest, all the snapshot needs) comes before `module`, so the snapshot is laid out while the
// compiler runs. Teeing the download between the hash and a streaming compile cost the worker's
// thread a JavaScript copy of every chunk while the page drew itself (the first result came
// later, over interleaved runs), and no return visit was faster for the streaming compile's
// code cache. Nor would one be now: streamed from the kept response, returning visits of
// hundreds of answers each left Chromium no compiled code for this module, from the HTTP cache
// or the offline copy (V8 caches a module only once enough of it is optimized).
function compiled(path, expected) {
  const file = download(path, expected).then((wasm) => { mark("wasm-checked"); return wasm; });
  const module = file.then(async ({ bytes }) => {
    await held(); // a kept file is in hand before the page has painted
    return WebAssembly.compile(bytes).then((module) => { mark("compiled"); return module; }, (error) => {
      throw new EngineError("broken", `${path} is not a WebAssembly module: ${error.message}`);
    });
  });
  module.catch(() => {}); // judged where it is awaited
  return { file, module };
}

// Pyodide only logs a wasm module it cannot instantiate, then waits forever: turn that log
// line into a failure, and bound the whole boot in time in case of anything else.
function bounded(promise, ms) {
  let timer;
  const warn = console.warn;
  const limit = new Promise((_, reject) => {
    timer = setTimeout(() => reject(new EngineError("timeout", `the runtime did not start within ${ms / 1000} s`)), ms);
    console.warn = (...args) => {
      if (args[0] === "wasm instantiation failed!") reject(new EngineError("broken", "pyodide.asm.wasm could not be instantiated"));
      warn(...args);
    };
  });
  return Promise.race([promise, limit]).finally(() => {
    clearTimeout(timer);
    console.warn = warn;
  });
}

// The build-time memory snapshot (tools/make_snapshot.mjs), checked against the manifest and
// gunzipped, then rebuilt over the runtime's wasm (`wasm`: its verified bytes and digest); null
// if it cannot be had (missing, another build's, damaged): the plain boot then serves, as
// before there was a snapshot.
async function snapshotOf(manifest, wasm) {
  if (bootKind !== "snapshot" || !manifest.snapshot) return null;
  const expected = manifest.files[manifest.snapshot] || { sha256: "unlisted" };
  try {
    // Laid out by an earlier boot of this build (keepMemory): nothing to gunzip nor lay out.
    const image = await keptMemory(manifest);
    if (image) {
      await held();
      mark("snapshot-gunzipped");
      return image;
    }
    // Kept offline, it was gunzipped once, when kept (not again at each boot).
    const keptBody = await kept(manifest.snapshot, expected, UNPACKED);
    if (keptBody) {
      await held();
      mark("snapshot-gunzipped");
      return memoryOf(keptBody.bytes, await wasm);
    }
    // Gunzipped while it downloads; used only once the whole file matches the manifest.
    const [packed, unpacking] = (await fetched(manifest.snapshot)).body.tee();
    // Read at once, so it downloads during the hold (as the wasm, above), and gunzipped as it
    // arrives: one thread's work, where the compile and the hashing take every core.
    const bytes = new Response(packed).arrayBuffer();
    bytes.catch(() => {}); // judged below
    const unpacked = new Response(unpacking.pipeThrough(new DecompressionStream("gzip"))).arrayBuffer();
    unpacked.catch(() => {}); // judged below, after the hash
    await held();
    await checked(manifest.snapshot, new Uint8Array(await bytes), expected);
    mark("snapshot-checked");
    const body = new Uint8Array(await unpacked);
    mark("snapshot-gunzipped");
    return memoryOf(body, await wasm);
  } catch (error) {
    console.warn("memory snapshot unusable, plain boot:", error.message);
    return null;
  }
}

// Python's memory as a snapshot boot laid it out (memoryOf: CPU work at each boot, a fresh
// memory of tens of MB to fill), kept beside the engine's offline copy once that copy is whole, under a
// name no build lists (so a later build's service worker drops it) and for the snapshot and the
// wasm it was laid out from: read back only by a page whose manifest lists both.
const MEMORY = ".memory";
const KEPT_WASM_SHA256 = "X-Pugna-Wasm-Sha256";
const wasmOf = (manifest) => manifest.files[manifest.runtime + "pyodide.asm.wasm"] || {};
async function keptMemory(manifest) {
  const hit = await keptResponse(manifest.snapshot, manifest.files[manifest.snapshot], MEMORY, { [KEPT_WASM_SHA256]: wasmOf(manifest).sha256 });
  return hit && new Uint8Array(await hit.arrayBuffer());
}
// The memory waits for the page to say the engine is kept whole ({type: "kept"}: on a first
// visit the service worker keeps it once the engine is up), KEEP_MEMORY_MS at most.
const KEEP_MEMORY_MS = 60_000;
let laidOut = null; // { manifest, memory }
function holdMemory(manifest, memory) {
  if (keptFiles.includes(manifest.snapshot + MEMORY)) return;
  laidOut = { manifest, memory };
  setTimeout(() => { laidOut = null; }, KEEP_MEMORY_MS);
}
async function keepMemory() {
  if (!laidOut || !self.caches || !(await caches.has(KEPT_CACHE))) return;
  const { manifest, memory } = laidOut;
  laidOut = null;
  const cache = await caches.open(KEPT_CACHE);
  const headers = { "Content-Type": "application/octet-stream", [KEPT_SHA256]: manifest.files[manifest.snapshot].sha256, [KEPT_WASM_SHA256]: wasmOf(manifest).sha256 };
  await cache.put(new URL(manifest.snapshot, assets).href + MEMORY, new Response(memory, { headers })).catch(() => {});
}

// The active data segments of a wasm module, [address, bytes], as instantiation writes them
// (tools/snapshot.py data_segments: the same forms, anything else refused).
function* dataSegments(wasm) {
  let at = 8;
  const leb = (signed = false) => {
    let value = 0, shift = 0, byte;
    do {
      byte = wasm[at++];
      value += (byte & 0x7f) * 2 ** shift;
      shift += 7;
    } while (byte & 0x80);
    return signed && byte & 0x40 ? value - 2 ** shift : value;
  };
  if (String.fromCharCode(...wasm.subarray(1, 4)) !== "asm") throw new Error("the runtime is not a wasm module");
  while (at < wasm.length) {
    const section = wasm[at++];
    const size = leb();
    const end = at + size;
    if (section === 11) {
      for (let count = leb(); count > 0; count--) {
        const flag = leb();
        if (flag === 1) { at += leb(); continue; } // passive: not written at instantiation
        if (flag !== 0 || wasm[at++] !== 0x41) throw new Error("a data segment form not understood");
        const address = leb(true);
        if (wasm[at++] !== 0x0b) throw new Error("a data segment address that is not a constant");
        const length = leb();
        yield [address, wasm.subarray(at, at + length)];
        at += length;
      }
      return;
    }
    at = end;
  }
}

// Python's memory from the shipped form (tools/snapshot.py): "PUGNASP2", its length and page
// size (uint32, little-endian), the sha256 of the wasm whose data segments are laid out first
// (zeros: none) and where they start, a bitmap of the pages shipped, those pages over them.
function memoryOf(body, wasm) {
  const view = new DataView(body.buffer, body.byteOffset, body.byteLength);
  if (body.length < 56 || new TextDecoder().decode(body.subarray(0, 8)) !== "PUGNASP2") throw new Error("not a Pugna snapshot");
  const length = view.getUint32(8, true);
  const page = view.getUint32(12, true);
  const madeFor = Array.from(body.subarray(16, 48), (b) => b.toString(16).padStart(2, "0")).join("");
  const base = view.getUint32(48, true);
  const memory = new Uint8Array(length);
  if (/[^0]/.test(madeFor)) {
    if (madeFor !== wasm.digest) throw new Error("the snapshot was shipped for another wasm");
    for (const [address, data] of dataSegments(wasm.bytes)) memory.set(data.subarray(0, Math.max(0, length - base - address)), base + address);
  }
  const count = Math.ceil(length / page);
  let at = 52 + Math.ceil(count / 8);
  for (let i = 0; i < count; i++) {
    if (!(body[52 + (i >> 3)] >> (i & 7) & 1)) continue;
    const size = Math.min(page, length - i * page);
    if (at + size > body.length) throw new Error("the snapshot's pages are cut short");
    memory.set(body.subarray(at, at + size), i * page);
    at += size;
  }
  if (at !== body.length) throw new Error("the snapshot's pages do not add up to the file");
  return memory;
}

// Python up with calc.web imported. A plain boot imports from the wheel's files (`wheel.bytes`).
// From a snapshot the rule modules are already in memory, and the snapshot must say it was made
// from this very wheel (tools/make_snapshot.mjs records its sha256; the manifest lists it), or
// it is not used: never a mixed build.
async function start(loadPyodide, options, wheel, memory) {
  const pyodide = await bounded(loadPyodide(memory ? { ...options, _loadSnapshot: memory } : options), BOOT_TIMEOUT_MS);
  mark("runtime");
  if (memory) {
    const madeFrom = pyodide.runPython("import sys; getattr(sys, '_pugna_wheel_sha256', '')");
    if (madeFrom !== wheel.digest) throw new Error(`the snapshot was made from another wheel (${madeFrom || "none"})`);
  } else {
    pyodide.unpackArchive(wheel.bytes, "wheel");
  }
  const web = pyodide.pyimport("calc.web");
  return { pyodide, handle: web.handle, handleScreen: web.handle_screen };
}

// The worker's own milestones, ms from its start, sent with "ready" (make bench prints them).
const timings = {};
const mark = (name) => { timings[name] = Math.round(performance.now()); };

async function boot() {
  say({ type: "progress", stage: "runtime" });
  const manifest = await loadManifest();
  const get = (path) => download(path, manifest.files[path]);
  const runtime = (name) => manifest.runtime + name;
  // Everything the boot needs, in parallel. From a snapshot that is the runtime and the
  // snapshot alone: the wheel's files and the standard library are fetched once Python is up
  // (below), leaving the connection to the files the first answer waits for.
  const wasmPath = runtime("pyodide.asm.wasm");
  const wasmFile = compiled(wasmPath, manifest.files[wasmPath]);
  const snapshot = snapshotOf(manifest, wasmFile.file);
  const fromSnapshot = bootKind === "snapshot" && Boolean(manifest.snapshot);
  const files = new Map();
  const file = (path) => files.get(path) || files.set(path, get(path)).get(path);
  const stdlibPath = runtime("python_stdlib.zip");
  const plainFiles = () => [stdlibPath, manifest.wheel].forEach(file);
  if (!fromSnapshot) plainFiles();
  else snapshot.then((memory) => memory || plainFiles()); // none to be had: the plain boot's, at once
  // Pyodide's two JavaScript modules are imported as soon as their bytes are verified (the
  // import reads the same, versioned URLs): parsing them overlaps the large downloads.
  const scripts = ["pyodide.mjs", "pyodide.asm.mjs"].map((n) => get(runtime(n)).then(held).then(() => import(new URL(runtime(n), assets).href)));
  Promise.all(scripts).then(() => mark("scripts"), () => {});
  const [[{ loadPyodide }], wasm, module, lock] = await Promise.all([
    Promise.all(scripts),
    wasmFile.file,
    wasmFile.module,
    get(runtime("pyodide-lock.json")),
  ]);
  mark("files");
  const indexURL = new URL(manifest.runtime, assets).href;
  const stdlibURL = indexURL + "python_stdlib.zip";
  verified.set(indexURL + "pyodide.asm.wasm", { bytes: wasm.bytes, type: "application/wasm", module });
  const options = { indexURL, lockFileContents: new TextDecoder().decode(lock.bytes) };
  let engine = null;
  let booted = "plain";
  const memory = await snapshot;
  if (memory) mark("snapshot-unpacked");
  if (memory) {
    try {
      // Every module the answers use is in the snapshot's memory: Python starts with an empty
      // standard library file, and the real one (verified) takes its place when it arrives.
      verified.set(stdlibURL, { bytes: EMPTY_ZIP, type: "application/zip" });
      engine = await start(loadPyodide, options, { digest: (manifest.files[manifest.wheel] || {}).sha256 }, memory);
      booted = "snapshot";
      holdMemory(manifest, memory);
    } catch (error) {
      // Another Pyodide build's snapshot ("build id mismatch"), a damaged one, another wheel's.
      console.warn("memory snapshot did not boot, plain boot:", error.message);
    }
  }
  if (!engine) {
    const [stdlib, wheel] = await Promise.all([file(stdlibPath), file(manifest.wheel)]);
    verified.set(stdlibURL, { bytes: stdlib.bytes, type: "application/zip" });
    engine = await start(loadPyodide, options, wheel, null);
  }
  mark("python");
  verified.clear();
  say({ type: "progress", stage: "rules" });
  // Plain boot: rule modules load on first use, per page; once this page has its results,
  // the other texts' rules load while the reader reads, so the next calculator page answers
  // at once. From a snapshot they are all loaded already, and the wheel's files come now.
  const { pyodide } = engine;
  if (booted === "plain") setTimeout(() => pyodide.runPython("import calc.registry; calc.registry.calculators()"), LATER_MS);
  else {
    // The files a snapshot boot did without, for anything read lazily: the standard library
    // written where Python expects it, the wheel's files laid out after the first answers.
    file(stdlibPath).then(
      (stdlib) => pyodide.FS.writeFile(pyodide.runPython("import sys; next(p for p in sys.path if p.endswith('.zip'))"), stdlib.bytes),
      (error) => console.warn("standard library unusable:", error.message),
    );
    const wheel = file(manifest.wheel);
    setTimeout(() => wheel.then((w) => pyodide.unpackArchive(w.bytes, "wheel"), (error) => console.warn("wheel unusable:", error.message)), LATER_MS);
  }
  return { handle: engine.handle, handleScreen: engine.handleScreen, booted, pyodide, manifest };
}

// calc.ask's lexicon, built with the site (tools/site_assets.py) and checked as every engine
// file, handed to the engine before its first question: it would take the engine seconds on a
// phone to read every label itself, which it still does if the file cannot be had.
let lexicon = null;
function readLexicon({ pyodide, manifest }) {
  lexicon ||= (async () => {
    if (!manifest.lexicon) return;
    try {
      const { bytes } = await download(manifest.lexicon, manifest.files[manifest.lexicon]);
      const module = pyodide.pyimport("calc.lexicon");
      try {
        module.use(new TextDecoder().decode(bytes));
      } finally {
        module.destroy();
      }
    } catch (error) {
      console.warn("lexicon file unusable, the engine reads the labels itself:", error.message);
    }
  })();
  return lexicon;
}

const ready = boot();
ready.then(
  // forms: each calculator's passage page, for the links a question's card makes; kept: the
  // files used from the offline copy as they were checked when kept.
  ({ booted, manifest }) => say({ type: "ready", boot: booted, timings, origin: performance.timeOrigin, forms: manifest.forms || {}, kept: keptFiles }),
  (error) => say({ type: "failed", reason: error.reason || "broken", error: String(error && error.message || error) }),
);

// Every request gets an answer: a result, or an error the page shows in place of stale values.
self.onmessage = async ({ data }) => {
  if (data.type === "go") { // the page's first content is on screen
    if (letRun && !("page-painted" in timings)) mark("page-painted");
    return letRun && letRun();
  }
  if (data.type === "kept") return keepMemory(); // the engine's offline copy is whole
  let handle, handleScreen;
  try {
    const engine = await ready;
    if (data.question) await readLexicon(engine);
    ({ handle, handleScreen } = engine);
  } catch (error) {
    say({ type: "result", id: data.id, error: "the rules engine is not running" });
    return;
  }
  try {
    // A table screen's request names its op (calc.web.handle_screen); a form's has none.
    const response = data.op ? handleScreen(data.op, data.request, data.lang) : handle(data.request, data.lang);
    say({ type: "result", id: data.id, response });
  } catch (error) {
    say({ type: "result", id: data.id, error: String(error && error.message || error) });
  }
};
