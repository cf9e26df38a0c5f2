// Self time of a `node --cpu-prof` profile of one harvest, by category and by function.
// Usage: node bench/harvest/summarise-profile.mjs <file.cpuprofile> [top functions, default 25]
import { readProfile } from './read-profile.mjs';

const top = Number(process.argv[3] ?? 25);
const { nodeById, parentId, selfTime } = readProfile(process.argv[2]);

/** The frames from this one up to the root, so a built-in is told by who called it. */
function stackOf(node) {
  const frames = [];
  for (let current = node; current; current = nodeById.get(parentId.get(current.id)))
    frames.push(current.callFrame);
  return frames;
}

function categoryOf(node) {
  const frames = stackOf(node);
  const { url, functionName } = frames[0];
  const anywhere = (pattern) =>
    frames.some((frame) => pattern.test(`${frame.url} ${frame.functionName}`));
  if (functionName === '(garbage collector)') return 'garbage collection';
  if (functionName === '(program)') return 'V8 (program)';
  if (anywhere(/search-text|searchGrams|searchColumns/)) return 'search grams';
  if (/pglite|^wasm:/.test(url)) return 'DB engine (PGlite, wasm and js)';
  if (/node_modules\/(pg|pgpass|pg-protocol|pg-types|postgres-)/.test(url)) return 'pg driver';
  if (/drizzle-orm/.test(url)) return 'drizzle query building';
  if (anywhere(/insert-json-rows|in-json-list/)) return 'JSON serialisation of rows';
  if (anywhere(/ckan-client|connectors\/ckan/) && anywhere(/parse/))
    return 'JSON parse and check (catalogue)';
  if (anywhere(/map-ckan-package/)) return 'mapping';
  if (anywhere(/harvest-history|dataset-fields|record-history/)) return 'history';
  if (anywhere(/connectors\/ckan|undici/)) return 'HTTP (catalogue client)';
  if (
    /node:internal\/modules|package_json_reader/.test(url) ||
    anywhere(/compileSourceTextModule|ModuleWrap/)
  )
    return 'start-up (module loading)';
  return 'other (node internals, native)';
}

const byCategory = new Map();
const byFunction = new Map();
let busy = 0;
for (const [id, time] of selfTime) {
  const node = nodeById.get(id);
  if (node.callFrame.functionName === '(idle)') continue;
  busy += time;
  const category = categoryOf(node);
  byCategory.set(category, (byCategory.get(category) ?? 0) + time);
  const { functionName, url, lineNumber } = node.callFrame;
  const name = `${functionName || '(anonymous)'} ${url.replace(/.*\/(dist|node_modules)\//, '$1/')}:${lineNumber}`;
  byFunction.set(name, (byFunction.get(name) ?? 0) + time);
}
const percent = (time) => `${((100 * time) / busy).toFixed(1).padStart(5)} %`;
console.log(`busy ${(busy / 1e6).toFixed(2)} s`);
for (const [category, time] of [...byCategory].sort((a, b) => b[1] - a[1]))
  console.log(`${percent(time)}  ${category}`);
console.log('top functions by self time:');
for (const [name, time] of [...byFunction].sort((a, b) => b[1] - a[1]).slice(0, top))
  console.log(`${percent(time)}  ${name}`);
