/**
 * node --import tsx --cpu-prof bench/sensitive/profile-scan.ts [MB] — one process scans a people
 * CSV of MB megabytes (default 20, the big-file bench's rows) and prints its CPU time and a digest
 * of the findings, so that a speed-only change can be checked to give the same findings.
 */
import { createHash } from 'node:crypto';
import { createReadStream, mkdirSync } from 'node:fs';
import path from 'node:path';
import { scanStream, warmUp } from '#server/engines/sensitive/index.js';
import { writeBigCsv } from './big-csv.js';

const megabytes = Number(process.argv[2] ?? 20);
const outDir = path.resolve('bench/out/sensitive');
mkdirSync(outDir, { recursive: true });
const file = path.join(outDir, `profile-${megabytes}mb.csv`);
const bytes = await writeBigCsv(file, megabytes * 1024 * 1024, 100);
await warmUp();
const digest = createHash('sha256');
let count = 0;
const cpuBefore = process.cpuUsage();
const started = performance.now();
await scanStream(
  createReadStream(file),
  { format: 'CSV' },
  {
    onFindings: (batch) => {
      for (const finding of batch)
        digest.update(
          `${finding.row}\t${finding.column}\t${finding.type}\t${finding.likelihood}\n`,
        );
      count += batch.length;
    },
  },
);
const seconds = (performance.now() - started) / 1000;
const cpu = process.cpuUsage(cpuBefore);
console.log(
  `bench:sensitive-profile mb=${(bytes / 1024 / 1024).toFixed(1)} seconds=${seconds.toFixed(2)} cpu_s=${((cpu.user + cpu.system) / 1e6).toFixed(2)} findings=${count} digest=${digest.digest('hex').slice(0, 16)}`,
);
