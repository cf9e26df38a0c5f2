/**
 * bench:bulk — CSV and XLSX export and import preview at 50,000 datasets and 150,000 resources, on
 * PostgreSQL (DATABASE_URL, default the local test server). This process seeds the database;
 * the measured server is a separate web process started as `npm run web` starts it (built code,
 * 256 MB heap), called with fetch as the browser calls it. Prints export and preview rows/s, the
 * apply of 1 % changed datasets, and the web process's peak RSS (VmHWM). XLSX is measured on a
 * second, fresh web process, so its peak RSS is its own.
 */
import { performance } from 'node:perf_hooks';
import { unzipSync } from 'fflate';
import { datasetsExportPath } from '#contract/functions/exports.js';
import { importsPreview, type ImportPreview } from '#contract/functions/imports.js';
import { fileFunctionPath } from '#contract/functions/define.js';
import { buildUser } from '#server/test-support/accounts.js';
import { seedInstance } from '#server/test-support/seed-instance.js';
import { startTestApp } from '#server/test-support/test-app.js';
import { seedBulkCatalogue } from './seed-bulk-catalogue.js';
import { startWebProcess, webDeaths } from './web-process.js';
import { buildTemplate } from '#server/test-support/template-database.js';

const datasetCount = Number(process.env.BENCH_DATASETS ?? 50_000);
const resourcesPerDataset = 3;
process.env.DATABASE_URL ??= 'postgres://postgres@127.0.0.1:5432/test';

const webPort = Number(process.env.BENCH_PORT ?? 3917);

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
    const totalResources = datasetCount * resourcesPerDataset;

    console.log(
      `seeded ${datasetCount} datasets, ${totalResources} resources in ${seconds(seedStart)} s`,
    );

    // XLSX first, on its own web process, so its figures stand whatever the CSV run does.
    const xlsx = await benchXlsx(testApp, instanceId, {
      origin: testApp.origin,
      cookie: user.cookie,
    });
    const web = await startWebProcess(testApp, webPort);
    const headers = { origin: testApp.origin, cookie: user.cookie };

    // Export of both lists (a zip), read as a stream and thrown away: what the browser receives.
    const exportStart = performance.now();
    const response = await fetch(`${base}${datasetsExportPath}`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify({ data: { instanceId, include: 'datasetsAndResources' } }),
    });
    if (!response.ok) throw new Error(`export: ${response.status} ${await response.text()}`);
    const parts: Uint8Array[] = [];
    for await (const chunk of response.body!) parts.push(chunk as Uint8Array);
    const exportSeconds = (performance.now() - exportStart) / 1000;
    const zipBytes = Buffer.concat(parts);
    const exportRows = datasetCount + totalResources;
    console.log(
      `export ${exportRows} rows (zip ${(zipBytes.length / 1e6).toFixed(1)} MB) in ${exportSeconds.toFixed(2)} s, web peak RSS ${web.peakRssMb()} MB`,
    );
    const entries = unzipSync(zipBytes);
    const datasetsCsv = Buffer.from(
      entries[Object.keys(entries).find((n) => n.startsWith('datasets'))!]!,
    );
    const resourcesCsv = Buffer.from(
      entries[Object.keys(entries).find((n) => n.startsWith('resources'))!]!,
    );

    // 1 % of the titles changed, as a spreadsheet user would.
    const lines = datasetsCsv.toString('utf8').split('\r\n');
    for (let index = 1; index < lines.length; index += 100)
      lines[index] = lines[index]!.replace(/^([^,]*),([^,"]*)/, '$1,$2 改訂');
    const editedDatasets = Buffer.from(lines.join('\r\n'), 'utf8');

    const preview = async (bytes: Uint8Array, fileName: string) => {
      const started = performance.now();
      const answer = await fetch(
        `${base}${fileFunctionPath(importsPreview.name, { instanceId, fileName })}`,
        { method: 'POST', headers: { ...headers, 'content-type': 'text/csv' }, body: bytes },
      );
      const body = (await answer.json()) as { result?: ImportPreview; error?: unknown };
      if (!body.result) throw new Error(`preview ${fileName}: ${JSON.stringify(body.error)}`);
      const took = (performance.now() - started) / 1000;
      console.log(
        `preview ${fileName}: ${body.result.rows} rows in ${took.toFixed(2)} s (${JSON.stringify(body.result.counts)}), web peak RSS ${web.peakRssMb()} MB`,
      );
      return { preview: body.result, seconds: took };
    };
    const resourcesPreview = await preview(resourcesCsv, 'resources.csv');
    expectChanged('resources.csv', resourcesPreview.preview, 0);
    const datasetsPreview = await preview(editedDatasets, 'datasets.csv');
    expectChanged('datasets.csv', datasetsPreview.preview, Math.ceil(datasetCount / 100));
    const previewRows = resourcesPreview.preview.rows + datasetsPreview.preview.rows;
    const previewSeconds = resourcesPreview.seconds + datasetsPreview.seconds;

    const applyStart = performance.now();
    const applied = await fetch(`${base}/api/functions/imports.apply`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify({ data: { importId: datasetsPreview.preview.importId } }),
    });
    if (!applied.ok) throw new Error(`apply: ${await applied.text()}`);
    console.log(
      `apply ${datasetsPreview.preview.counts.changed} changed datasets in ${seconds(applyStart)} s, web peak RSS ${web.peakRssMb()} MB`,
    );

    const csvPeak = web.peakRssMb();
    web.stop();
    console.log(
      `bench:bulk export_rows_per_s=${Math.round(exportRows / exportSeconds)} import_rows_per_s=${Math.round(previewRows / previewSeconds)} peak_rss_mb=${csvPeak} xlsx_export_rows_per_s=${xlsx.exportRowsPerSecond} xlsx_import_rows_per_s=${xlsx.importRowsPerSecond} xlsx_peak_rss_mb=${xlsx.peakRssMb}`,
    );
  } finally {
    await testApp.close();
    await dropTemplate();
  }
}

/**
 * The same export and preview as XLSX (a zip of two workbooks, each previewed untouched), on a
 * fresh web process: rows/s and that process's peak RSS.
 */
async function benchXlsx(
  testApp: Awaited<ReturnType<typeof startTestApp>>,
  instanceId: string,
  headers: Record<string, string>,
) {
  const port = webPort + 1;
  const base = `http://127.0.0.1:${port}`;
  const web = await startWebProcess(testApp, port);
  try {
    const exportStart = performance.now();
    const response = await fetch(`${base}${datasetsExportPath}`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify({
        data: { instanceId, format: 'xlsx', include: 'datasetsAndResources' },
      }),
    });
    if (!response.ok) throw new Error(`xlsx export: ${response.status} ${await response.text()}`);
    const parts: Uint8Array[] = [];
    for await (const chunk of response.body!) parts.push(chunk as Uint8Array);
    const exportSeconds = (performance.now() - exportStart) / 1000;
    const zipBytes = Buffer.concat(parts);
    const exportRows = datasetCount * (1 + resourcesPerDataset);
    console.log(
      `xlsx export ${exportRows} rows (zip ${(zipBytes.length / 1e6).toFixed(1)} MB) in ${exportSeconds.toFixed(2)} s, web peak RSS ${web.peakRssMb()} MB`,
    );
    const entries = unzipSync(zipBytes);
    let previewRows = 0;
    let previewSeconds = 0;
    for (const kind of ['resources', 'datasets']) {
      const name = Object.keys(entries).find((entry) => entry.startsWith(kind))!;
      const started = performance.now();
      const answer = await fetch(
        `${base}${fileFunctionPath(importsPreview.name, { instanceId, fileName: name })}`,
        {
          method: 'POST',
          headers: { ...headers, 'content-type': 'application/octet-stream' },
          body: entries[name]!,
        },
      );
      const body = (await answer.json()) as { result?: ImportPreview; error?: unknown };
      if (!body.result) throw new Error(`xlsx preview ${name}: ${JSON.stringify(body.error)}`);
      const took = (performance.now() - started) / 1000;
      // Both workbooks go back untouched.
      expectChanged(name, body.result, 0);
      previewRows += body.result.rows;
      previewSeconds += took;
      console.log(
        `xlsx preview ${name} (${(entries[name]!.length / 1e6).toFixed(1)} MB): ${body.result.rows} rows in ${took.toFixed(2)} s (${JSON.stringify(body.result.counts)}), web peak RSS ${web.peakRssMb()} MB`,
      );
    }
    return {
      exportRowsPerSecond: Math.round(exportRows / exportSeconds),
      importRowsPerSecond: Math.round(previewRows / previewSeconds),
      peakRssMb: web.peakRssMb(),
    };
  } finally {
    web.stop();
  }
}

/** A preview that counts other changes than the file holds is wrong, whatever its speed. */
function expectChanged(fileName: string, preview: ImportPreview, changed: number): void {
  const { counts } = preview;
  const other = counts.new + counts.deleted + counts.conflicts;
  if (counts.changed !== changed || other !== 0)
    throw new Error(
      `preview ${fileName} counted ${JSON.stringify(counts)}, where the file changes ${changed} rows`,
    );
}

function seconds(since: number): string {
  return ((performance.now() - since) / 1000).toFixed(1);
}

main().catch(async (error: unknown) => {
  console.error(error);
  // The exit event may come just after the failed request.
  await new Promise((resolve) => setTimeout(resolve, 200));
  const reason = webDeaths[0] ?? (error instanceof Error ? error.message : String(error));
  console.log(`bench:bulk failed: ${reason.replaceAll('\n', ' ')}`);
  process.exit(1);
});
