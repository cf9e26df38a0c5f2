/**
 * Which labelled real tables are missing from this machine, or hold other bytes than were
 * labelled: one line per file with its source (repository@commit:path), so that it can be fetched
 * and trimmed again (header and the `rows` the label names). Exits 1 when any is missing.
 *   npm run bench:sensitive:real:check
 */
import { loadRealSets } from './real-sets.js';
import { readDevelopmentManifest } from './manifest.js';

const { status } = loadRealSets();
const sources = new Map(readDevelopmentManifest().map((file) => [file.file, file]));
let missingCount = 0;
for (const entry of status) {
  console.log(`${entry.set}: ${entry.found}/${entry.listed} found in ${entry.directory}`);
  for (const line of entry.missing) {
    missingCount += 1;
    const name = line.split(':')[0] ?? '';
    const source = sources.get(name)?.source;
    const from = source ? ` — ${source.repository}@${source.commit}:${source.path}` : '';
    console.log(`  ${line}${from}`);
  }
}
console.log(`bench:sensitive-real-cache missing=${missingCount}`);
process.exitCode = missingCount === 0 ? 0 : 1;
