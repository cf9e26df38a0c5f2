import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream } from 'node:stream/web';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { parse } from 'csv-parse';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { datasetsExportPath, exportTotalHeader } from '#contract/functions/exports.js';
import { buildUser, type TestUser } from '../test-support/accounts.js';
import { freePort } from '../test-support/free-port.js';
import { seedInstance } from '../test-support/seed-instance.js';
import { startTestApp, type TestApp } from '../test-support/test-app.js';

const datasetCount = 50_000;
/** What the export may hold at once, far below the file's size (about 56 MB). */
const heldMemoryCapBytes = 48 * 1024 * 1024;

setFlagsFromString('--expose-gc');
const collectGarbage = runInNewContext('gc') as () => void;

/** Memory the process holds after a full collection: JS heap and buffers. */
function heldBytes(): number {
  collectGarbage();
  const usage = process.memoryUsage();
  return usage.heapUsed + usage.arrayBuffers;
}

describe('the export of a large instance streams', () => {
  let testApp: TestApp;
  let owner: TestUser;
  let instanceId: string;
  beforeAll(async () => {
    const port = await freePort();
    testApp = await startTestApp({ port, worker: false });
    owner = await buildUser(testApp);
    const db = testApp.runtime.db;
    ({ instanceId } = await seedInstance(db, owner.id, 'Large'));
    // Long Japanese notes (about 1 KB a row) and a formula-like tag, as a real catalogue has.
    await db.execute(sql`
      insert into datasets (instance_id, ckan_id, name, title, notes, tags, groups, license_id,
        organization_name, organization_title, num_resources, metadata_modified)
      select ${instanceId}, 'ckan-' || i, 'dataset-' || lpad(i::text, 6, '0'),
        'オープンデータ ' || i || ' 避難所一覧', repeat('市が公開する避難所のデータです。', 20),
        array['=SUM(A1)', '避難所'], array['bosai'], 'cc-by-4.0', 'org-' || (i % 40),
        '組織 ' || (i % 40), 0, timestamptz '2020-01-01' + i * interval '10 minutes'
      from generate_series(1, ${datasetCount}) as i`);
  }, 300_000);
  afterAll(async () => {
    await testApp?.close();
  });

  it(`sends ${datasetCount.toLocaleString('en')} datasets in one CSV while holding far less than the file`, async ({
    annotate,
  }) => {
    const baseline = heldBytes();
    const response = await fetch(`${testApp.origin}${datasetsExportPath}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: testApp.origin, cookie: owner.cookie },
      body: JSON.stringify({ data: { instanceId } }),
    });
    expect(response.status).toBe(200);
    expect(response.headers.get(exportTotalHeader)).toBe(String(datasetCount));

    let received = 0;
    let nextSample = 0;
    let mostHeld = 0;
    const names: string[] = [];
    let tags = '';
    const body = Readable.fromWeb(response.body! as ReadableStream);
    body.on('data', (chunk: Buffer) => {
      received += chunk.length;
      if (received < nextSample) return;
      nextSample = received + 4 * 1024 * 1024;
      mostHeld = Math.max(mostHeld, heldBytes() - baseline);
    });
    const rows = parse({ bom: true, columns: true });
    rows.on('data', (row: Record<string, string>) => {
      if (names.length === 0) tags = row['Tags'] ?? '';
      names.push(row['Dataset Name']!);
    });
    await pipeline(body, rows);

    expect(names).toHaveLength(datasetCount);
    expect(names[0]).toBe('dataset-000001');
    expect(names.at(-1)).toBe(`dataset-${String(datasetCount).padStart(6, '0')}`);
    expect(tags.startsWith("'=SUM(A1)")).toBe(true);
    expect(received).toBeGreaterThan(heldMemoryCapBytes);
    await annotate(
      `export streaming: ${(received / 1e6).toFixed(1)} MB sent, at most ${(mostHeld / 1e6).toFixed(1)} MB held`,
    );
    expect(mostHeld).toBeLessThan(heldMemoryCapBytes);
  }, 300_000);
});
