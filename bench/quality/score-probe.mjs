/**
 * The full recompute of bench:quality in a fresh process of the BUILT server (dist/), started as
 * the worker that scores after a harvest is (package.json's `worker` flags, drizzle-orm's CommonJS
 * build): its peak RSS is the scoring's, without the bench's TypeScript loader, test support and
 * seeding. Prints one line of JSON: { scored, seconds, peakRssMb }.
 */
const dist = (file) => new URL(`../../dist/server/${file}`, import.meta.url).href;
const { openDatabase } = await import(dist('db/open-database.js'));
const { scoreDatasets } = await import(dist('services/quality/score-datasets.js'));
const { takeQualitySnapshot } = await import(dist('services/quality/take-quality-snapshot.js'));

const [databaseUrl, instanceId] = process.argv.slice(2);
const handle = await openDatabase({ databaseUrl, dataDir: '' });
const started = performance.now();
const scored = await scoreDatasets(handle.db, instanceId, { all: true });
await takeQualitySnapshot(handle.db, instanceId, null);
const seconds = (performance.now() - started) / 1000;
await handle.close();
console.log(JSON.stringify({ scored, seconds, peakRssMb: process.resourceUsage().maxRSS / 1024 }));
