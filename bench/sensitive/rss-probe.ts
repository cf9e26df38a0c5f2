/**
 * Scans one file through the worker pool in a fresh process and prints its peak RSS (all threads)
 * as JSON: the figure for "peak RSS on a 100 MB CSV" must not include the corpus run before it.
 */
import { createSensitiveScanPool } from '../../server/engines/sensitive/index.js';

const path = process.argv[2]!;
const pool = createSensitiveScanPool();
const started = performance.now();
let findings = 0;
const result = await pool.scanFile(path, { fileName: path }, { onFindings: (batch) => void (findings += batch.length) });
const seconds = (performance.now() - started) / 1000;
await pool.close();
console.log(JSON.stringify({ rows: result.rowsScanned, bytes: result.bytes, findings, seconds, peakRssMb: process.resourceUsage().maxRSS / 1024 }));
