/**
 * bench:bulk-change — a find-and-replace of a URL prefix over every dataset of a 50,000-dataset /
 * 150,000-resource catalogue copy on PostgreSQL (DATABASE_URL, default the local test server):
 * its preview (`batches.previewChange` on "all that match") and its apply (`imports.apply`),
 * called over HTTP on a separate web process started as `npm run web` starts it. Prints
 * datasets/s for each, the WAL the apply wrote and the web process's peak RSS (VmHWM), then
 * checks the catalogue copy holds exactly the new URLs.
 */
import { performance } from 'node:perf_hooks';
import { count, like, sql } from 'drizzle-orm';
import type { OutputOf } from '#contract/functions/define.js';
import type { batchesPreviewChange } from '#contract/functions/batches.js';
import type { Queryable } from '#server/db/database.js';
import { resources } from '#server/db/schema/index.js';
import { buildUser } from '#server/test-support/accounts.js';
import { seedInstance } from '#server/test-support/seed-instance.js';
import { buildTemplate } from '#server/test-support/template-database.js';
import { startTestApp } from '#server/test-support/test-app.js';
import { seedBulkCatalogue } from '../bulk/seed-bulk-catalogue.js';
import { startWebProcess, webDeaths } from '../bulk/web-process.js';

const datasetCount = Number(process.env.BENCH_DATASETS ?? 50_000);
const resourcesPerDataset = 3;
process.env.DATABASE_URL ??= 'postgres://postgres@127.0.0.1:5432/test';
const webPort = Number(process.env.BENCH_PORT ?? 3927);

async function main(): Promise<void> {
  const dropTemplate = await buildTemplate();
  const base = `http://127.0.0.1:${webPort}`;
  const testApp = await startTestApp({ worker: false, env: { BASE_URL: base } });
  try {
    const user = await buildUser(testApp);
    const db = testApp.runtime.db;
    const { instanceId } = await seedInstance(db, user.id, 'Bench');
    const seedStart = performance.now();
    await seedBulkCatalogue(db, instanceId, datasetCount, resourcesPerDataset);
    console.log(
      `seeded ${datasetCount} datasets, ${datasetCount * resourcesPerDataset} resources in ${secondsSince(seedStart).toFixed(1)} s`,
    );

    // The apply starts after a checkpoint, as one long after the catalogue was written would: the
    // first change to each page writes the whole page to the WAL. Without it, whether the
    // server's own checkpoint fell in the apply decided a third of its time from run to run.
    await db.execute(sql`checkpoint`);
    const web = await startWebProcess(testApp, webPort);
    const call = async <T>(name: string, data: unknown): Promise<T> => {
      const response = await fetch(`${base}/api/functions/${name}`, {
        method: 'POST',
        headers: {
          origin: testApp.origin,
          cookie: user.cookie,
          'content-type': 'application/json',
        },
        body: JSON.stringify({ data }),
      });
      const body = (await response.json()) as { result?: T; error?: unknown };
      if (!response.ok || body.result === undefined)
        throw new Error(`${name}: ${response.status} ${JSON.stringify(body.error)}`);
      return body.result;
    };

    // Every file moves from its old host's http:// address to https:// on the same host.
    const previewStart = performance.now();
    const preview = await call<OutputOf<typeof batchesPreviewChange>>('batches.previewChange', {
      instanceId,
      selection: { kind: 'matching', filters: {}, count: datasetCount },
      change: {
        op: 'replace',
        field: 'resource.url',
        find: 'HTTPS://HOST-',
        replace: 'https://files.example.jp/host-',
        match: 'prefix',
        caseSensitive: false,
      },
    });
    const previewSeconds = secondsSince(previewStart);
    if (preview.counts.changed !== datasetCount || !preview.importId)
      throw new Error(`the preview counted ${JSON.stringify(preview.counts)}`);
    console.log(
      `preview ${datasetCount} datasets in ${previewSeconds.toFixed(2)} s, web peak RSS ${web.peakRssMb()} MB`,
    );

    const walBefore = await walPosition(db);
    const applyStart = performance.now();
    const applied = await call<{ datasets: number }>('imports.apply', {
      importId: preview.importId,
    });
    const applySeconds = secondsSince(applyStart);
    const walMb = (await walPosition(db, walBefore)) / 1e6;
    console.log(
      `apply ${applied.datasets} datasets in ${applySeconds.toFixed(2)} s, ${walMb.toFixed(0)} MB of WAL, web peak RSS ${web.peakRssMb()} MB`,
    );
    const [moved] = await db
      .select({ n: count() })
      .from(resources)
      .where(like(resources.url, 'https://files.example.jp/host-%'));
    if (moved?.n !== datasetCount * resourcesPerDataset)
      throw new Error(`${moved?.n} resources hold the new address, not every one`);

    const peak = web.peakRssMb();
    web.stop();
    console.log(
      `bench:bulk-change replace_preview_per_s=${Math.round(datasetCount / previewSeconds)} replace_apply_per_s=${Math.round(datasetCount / applySeconds)} peak_rss_mb=${peak} apply_wal_mb=${Math.round(walMb)}`,
    );
  } finally {
    await testApp.close();
    await dropTemplate();
  }
}

/** The server's WAL position in bytes, or the bytes written since `since`. */
async function walPosition(db: Queryable, since?: number): Promise<number> {
  const result = await db.execute<{ bytes: string }>(
    sql`select pg_wal_lsn_diff(pg_current_wal_lsn(), '0/0')::bigint::text as bytes`,
  );
  return Number(result.rows[0]!.bytes) - (since ?? 0);
}

function secondsSince(start: number): number {
  return (performance.now() - start) / 1000;
}

main().catch(async (error: unknown) => {
  console.error(error);
  await new Promise((resolve) => setTimeout(resolve, 200));
  const reason = webDeaths[0] ?? (error instanceof Error ? error.message : String(error));
  console.log(`bench:bulk-change failed: ${reason.replaceAll('\n', ' ')}`);
  process.exit(1);
});
