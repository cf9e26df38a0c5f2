// Where the embedded database's thread spends its time, by PostgreSQL function: the profile that
// `node --cpu-prof` writes for the PGlite thread (the larger of the two files a harvest-once run
// leaves), its WebAssembly frames named by PGlite's exports. Prints the thread's busy time by
// kind (PostgreSQL, PGlite's JavaScript and file calls, garbage collection), then the PostgreSQL
// functions by self time and by inclusive time (the time of every sample they are on the stack of).
// Usage: node bench/harvest/summarise-engine-profile.mjs <file.cpuprofile> [rows, default 30]
import { readProfile } from './read-profile.mjs';
import { pgliteFunctionNames } from './pglite-function-names.mjs';

const rows = Number(process.argv[3] ?? 30);
const { nodeById, parentId, selfTime } = readProfile(process.argv[2]);
const names = pgliteFunctionNames();

const wasmIndex = (frame) => /^wasm-function\[(\d+)\]/.exec(frame.functionName)?.[1];
const nameOf = (frame) => {
  const index = wasmIndex(frame);
  return index === undefined ? frame.functionName : (names.get(Number(index)) ?? `#${index}`);
};
const fileCalls =
  /^(writeBuffer|writeBuffers|writeString|readBuffer|readBuffers|read|open|close|fstat|lstat|stat|fsync|ftruncate|utimes)$/;
function kindOf(frame) {
  if (wasmIndex(frame) !== undefined) return 'PostgreSQL (WebAssembly)';
  if (frame.functionName === '(garbage collector)') return 'garbage collection';
  if (frame.url === '' && fileCalls.test(frame.functionName)) return 'file calls (Node)';
  if (/@electric-sql\/pglite/.test(frame.url)) return "PGlite's JavaScript (protocol, file system)";
  if (/wasm-to-js|js-to-wasm/.test(frame.functionName)) return 'calls across the boundary';
  return 'other';
}

const byKind = new Map();
const self = new Map();
const inclusive = new Map();
const add = (map, key, time) => map.set(key, (map.get(key) ?? 0) + time);
let busy = 0;
for (const [id, time] of selfTime) {
  const node = nodeById.get(id);
  if (node.callFrame.functionName === '(idle)') continue;
  busy += time;
  add(byKind, kindOf(node.callFrame), time);
  if (wasmIndex(node.callFrame) === undefined) continue;
  add(self, nameOf(node.callFrame), time);
  const seen = new Set();
  for (let frame = node; frame; frame = nodeById.get(parentId.get(frame.id))) {
    if (wasmIndex(frame.callFrame) === undefined) continue;
    const name = nameOf(frame.callFrame);
    if (!name.startsWith('#') && !seen.has(name)) add(inclusive, name, time);
    seen.add(name);
  }
}

const line = (time, label) =>
  console.log(
    `${(time / 1000).toFixed(0).padStart(7)} ms ${((100 * time) / busy).toFixed(1).padStart(5)} %  ${label}`,
  );
console.log(`busy ${(busy / 1e6).toFixed(2)} s`);
for (const [kind, time] of [...byKind].sort((a, b) => b[1] - a[1])) line(time, kind);
console.log('PostgreSQL functions by self time (#N: not exported, unnamed):');
for (const [name, time] of [...self].sort((a, b) => b[1] - a[1]).slice(0, rows)) line(time, name);
console.log('PostgreSQL functions by inclusive time (exported ones):');
for (const [name, time] of [...inclusive].sort((a, b) => b[1] - a[1]).slice(0, rows))
  line(time, name);
