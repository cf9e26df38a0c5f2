import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { datasets, resources } from '#server/db/schema/index.js';
import { buildUser } from '#server/test-support/accounts.js';
import { seedInstance } from '#server/test-support/seed-instance.js';
import { startTestApp, type TestApp } from '#server/test-support/test-app.js';
import { writeResourceChanges } from './write-resources.js';

/** More resources than one 8 kB page holds when it is filled to the brim. */
const resourceCount = 120;

/** Each resource's page in the table (the block of its row's ctid). */
async function pagesOf(testApp: TestApp, datasetId: string): Promise<Map<string, string>> {
  const rows = await testApp.runtime.db.execute<{ id: string; page: string }>(
    sql`select id, (ctid::text::point)[0]::bigint::text as page from ${resources}
        where dataset_id = ${datasetId}`,
  );
  return new Map(rows.rows.map((row) => [row.id, row.page]));
}

describe('a change to every resource of a dataset', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await startTestApp({ worker: false });
  });
  afterAll(async () => {
    await testApp?.close();
  });

  it('writes each new row version on the page of the old one (no index entries, no row moved)', async () => {
    const db = testApp.runtime.db;
    const user = await buildUser(testApp);
    const { instanceId } = await seedInstance(db, user.id, 'In place');
    const [dataset] = await db
      .insert(datasets)
      .values({ instanceId, ckanId: 'ckan-1', name: 'files', numResources: resourceCount })
      .returning({ id: datasets.id });
    const datasetId = dataset!.id;
    const created = new Date(Date.UTC(2022, 0, 1));
    await db.insert(resources).values(
      Array.from({ length: resourceCount }, (_, position) => ({
        datasetId,
        instanceId,
        ckanId: `res-${position}`,
        position,
        name: `File ${position}`,
        url: `http://old.example.jp/files/${position}.csv`,
        format: 'CSV',
        created,
      })),
    );
    const before = await pagesOf(testApp, datasetId);
    const stored = await db
      .select({ id: resources.id, url: resources.url })
      .from(resources)
      .where(eq(resources.datasetId, datasetId));
    expect(new Set(before.values()).size).toBeGreaterThan(1);

    await db.transaction((tx) =>
      writeResourceChanges(tx, instanceId, [
        {
          datasetId,
          order: null,
          nextPosition: resourceCount,
          // A domain move: each address a few characters longer, the rest of the row as it was.
          operations: stored.map(({ id, url }) => ({
            op: 'update' as const,
            resourceId: id,
            values: {
              name: 'File',
              description: '',
              url: url!.replace('http://old.example.jp/', 'https://new.example.jp/'),
              format: 'CSV',
              size: null,
              created: created.toISOString(),
              lastModified: null,
            },
          })),
        },
      ]),
    );

    const moved = await db
      .select({ url: resources.url })
      .from(resources)
      .where(eq(resources.datasetId, datasetId));
    expect(moved.every((row) => row.url!.startsWith('https://new.example.jp/'))).toBe(true);
    expect(await pagesOf(testApp, datasetId)).toEqual(before);
  });
});
