/**
 * npm run bench:check-batch — "Check all" of one dataset whose files sit on a slow file host, run
 * by the app's own job worker on the embedded database. Files: BENCH_FILES CSVs (default 24) of
 * BENCH_FILE_MB MB (default 1) of counts with an invented contact on one row in fifty, served after BENCH_DELAY_MS (default 200, the
 * national bench's round trip) at BENCH_FILE_MB_PER_S (default 4) each. Beside the batch it times
 * its two parts alone: every file downloaded two at a time (the politeness rule) with no scan, and
 * every file scanned from disk by the scan pool with no download. A batch that overlaps the two
 * takes about the slower part; one that takes turns, about their sum. Last line:
 *   bench:check-batch files_per_s=N ratio_to_slower_part=N download_s=N scan_s=N batch_s=N
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, eq, inArray, sql } from 'drizzle-orm';
import pLimit from 'p-limit';
import { datasets, resources, sensitiveChecks } from '#server/db/schema/index.js';
import { createSensitiveScanPool } from '#server/engines/sensitive/pool/scan-pool.js';
import { downloadFile } from '#server/services/sensitive/download-file.js';
import { downloadsPerHost } from '#server/services/sensitive/download-slots.js';
import { queueCheckBatch } from '#server/services/sensitive/queue-batch.js';
import { buildUser } from '#server/test-support/accounts.js';
import { seedInstance } from '#server/test-support/seed-instance.js';
import { buildTemplate } from '#server/test-support/template-database.js';
import { startTestApp } from '#server/test-support/test-app.js';

const fileCount = Number(process.env.BENCH_FILES ?? 24);
const fileMb = Number(process.env.BENCH_FILE_MB ?? 1);
const delayMs = Number(process.env.BENCH_DELAY_MS ?? 200);
const mbPerSecond = Number(process.env.BENCH_FILE_MB_PER_S ?? 4);

/**
 * A table of about `mb` MB, mostly counts by ward and category, with a contact person (invented)
 * on one row in fifty: the kind of file a check batch mostly meets.
 */
function tableCsv(seed: number, mb: number): Buffer {
  const lines = ['ward,category,code,count,amount,updated,contact,email'];
  let size = lines[0]!.length;
  for (let row = 0; size < mb * 1_000_000; row += 1) {
    const n = seed * 100_000 + row;
    const contact = row % 50 === 0 ? `Taro Yamada,taro.${n}@example.jp` : ',';
    const line = `Ward ${1 + (n % 23)},Category ${n % 17},C-${String(n).padStart(7, '0')},${(n * 37) % 1000},${(n * 7919) % 100000}.${n % 100},2024-0${1 + (n % 9)}-1${n % 10},${contact}`;
    lines.push(line);
    size += line.length + 1;
  }
  return Buffer.from(lines.join('\n') + '\n');
}

/** A file host that answers after a round trip and sends at a set rate, as a far server does. */
async function startSlowHost(files: Buffer[]) {
  const chunk = 64 * 1024;
  const chunkMs = (chunk / (mbPerSecond * 1_000_000)) * 1000;
  const server = createServer((request, response) => {
    const file = files[Number(/(\d+)\.csv$/.exec(request.url ?? '')?.[1] ?? -1)];
    if (!file) return void response.writeHead(404).end();
    setTimeout(() => {
      response.writeHead(200, { 'content-type': 'text/csv', 'content-length': file.length });
      let offset = 0;
      const send = () => {
        response.write(file.subarray(offset, offset + chunk));
        offset += chunk;
        if (offset < file.length) setTimeout(send, chunkMs);
        else response.end();
      };
      send();
    }, delayMs);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const seconds = (since: number) => (performance.now() - since) / 1000;
const downloadOptions = {
  maxBytes: 200_000_000,
  timeoutMs: 300_000,
  allowPrivateAddresses: true,
  userAgent: 'bench',
};

async function main(): Promise<void> {
  const files = Array.from({ length: fileCount }, (_, index) => tableCsv(index, fileMb));
  const host = await startSlowHost(files);
  const urls = files.map((_, index) => `${host.url}/roster-${index}.csv`);
  const folder = mkdtempSync(path.join(tmpdir(), 'bench-check-'));
  const dropTemplate = await buildTemplate();
  const testApp = await startTestApp({ jobPollingIntervalSeconds: 2 });
  try {
    console.log(
      `bench:check-batch — ${fileCount} files of ${fileMb} MB, ${delayMs} ms before each answer, ` +
        `${mbPerSecond} MB/s each, ${downloadsPerHost} downloads at a time to the host`,
    );
    // The download part alone: every file, two at a time, nothing scanned.
    const limit = pLimit(downloadsPerHost);
    const downloadStart = performance.now();
    await Promise.all(
      urls.map((url) => limit(async () => (await downloadFile(url, downloadOptions)).remove())),
    );
    const downloadSeconds = seconds(downloadStart);

    // The scan part alone: every file from disk through a pool like the app's.
    const paths = files.map((file, index) => {
      const file_path = path.join(folder, `roster-${index}.csv`);
      writeFileSync(file_path, file);
      return file_path;
    });
    const pool = createSensitiveScanPool();
    await pool.warmUp();
    const scanStart = performance.now();
    await Promise.all(paths.map((file) => pool.scanFile(file, { fileName: path.basename(file) })));
    const scanSeconds = seconds(scanStart);
    await pool.close();

    // The batch, as "Check all" of a dataset runs it.
    const db = testApp.runtime.db;
    const user = await buildUser(testApp);
    const { instanceId } = await seedInstance(db, user.id, 'Bench');
    const [dataset] = await db
      .insert(datasets)
      .values({
        instanceId,
        ckanId: 'rosters',
        name: 'rosters',
        title: 'Rosters',
        numResources: fileCount,
      })
      .returning();
    await db.insert(resources).values(
      urls.map((url, position) => ({
        datasetId: dataset!.id,
        instanceId,
        ckanId: `roster-${position}`,
        position,
        name: `roster-${position}.csv`,
        url,
        format: 'CSV',
      })),
    );
    await testApp.runtime.sensitiveScanPool().warmUp();
    const batchStart = performance.now();
    const batchStartedAt = Date.now();
    const { batchId } = await queueCheckBatch(db, testApp.runtime.jobs, {
      instanceId,
      datasetId: dataset!.id,
      organizationNames: null,
      requestedBy: user.id,
    });
    for (;;) {
      const [row] = await db
        .select({ ended: sql<number>`count(*)::int` })
        .from(sensitiveChecks)
        .where(
          and(
            eq(sensitiveChecks.batchId, batchId),
            inArray(sensitiveChecks.status, ['succeeded', 'failed']),
          ),
        );
      if (row!.ended >= fileCount) break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const batchSeconds = seconds(batchStart);
    const failed = await db
      .select({ id: sensitiveChecks.id })
      .from(sensitiveChecks)
      .where(and(eq(sensitiveChecks.batchId, batchId), eq(sensitiveChecks.status, 'failed')));
    if (failed.length > 0) throw new Error(`${failed.length} checks failed`);

    // How long a check held its worker (download, scan, writes), and how soon the first began.
    const timeline = await db
      .select({ startedAt: sensitiveChecks.startedAt, finishedAt: sensitiveChecks.finishedAt })
      .from(sensitiveChecks)
      .where(eq(sensitiveChecks.batchId, batchId));
    const runs = timeline
      .map((row) => row.finishedAt!.getTime() - row.startedAt!.getTime())
      .sort((a, b) => a - b);
    const firstStart = Math.min(...timeline.map((row) => row.startedAt!.getTime()));
    console.log(
      `per check: median ${runs[runs.length >> 1]} ms from start to end; ` +
        `the first started ${firstStart - batchStartedAt} ms after the click`,
    );

    const slower = Math.max(downloadSeconds, scanSeconds);
    console.log(
      `download part alone ${downloadSeconds.toFixed(2)} s, scan part alone ${scanSeconds.toFixed(2)} s ` +
        `(sum ${(downloadSeconds + scanSeconds).toFixed(2)} s), batch ${batchSeconds.toFixed(2)} s`,
    );
    console.log(
      `bench:check-batch files_per_s=${(fileCount / batchSeconds).toFixed(2)} ` +
        `ratio_to_slower_part=${(batchSeconds / slower).toFixed(2)} download_s=${downloadSeconds.toFixed(2)} ` +
        `scan_s=${scanSeconds.toFixed(2)} batch_s=${batchSeconds.toFixed(2)}`,
    );
  } finally {
    await testApp.close();
    await host.close();
    rmSync(folder, { recursive: true, force: true });
    await dropTemplate();
  }
}

await main();
