/**
 * Scans one file through the worker pool of the BUILT engine (dist/, as the server runs it) in a
 * fresh process and prints its peak RSS over all threads as JSON: the "peak RSS on a 100 MB CSV"
 * figure must include neither the corpus run before it nor a TypeScript loader.
 */
const { createSensitiveScanPool } = await import(
  new URL('../../dist/server/engines/sensitive/index.js', import.meta.url).href
);

const path = process.argv[2];
const pool = createSensitiveScanPool();
const started = performance.now();
let findings = 0;
const result = await pool.scanFile(
  path,
  { fileName: path },
  { onFindings: (batch) => void (findings += batch.length) },
);
const seconds = (performance.now() - started) / 1000;
await pool.close();
console.log(
  JSON.stringify({
    rows: result.rowsScanned,
    bytes: result.bytes,
    findings,
    seconds,
    peakRssMb: process.resourceUsage().maxRSS / 1024,
  }),
);
