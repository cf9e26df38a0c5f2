import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatasetDetail } from '#contract/functions/datasets/index.js';
import { datasets, histories } from '../db/schema/index.js';
import type { TestUser } from '../test-support/accounts.js';
import { waitForHarvest } from '../test-support/catalogue.js';
import { callFunction } from '../test-support/call-function.js';
import { startFaultWorld, type FaultWorld } from '../test-support/fault-world.js';
import { formValuesOf } from '../test-support/sync-fixture.js';
import type { TestApp } from '../test-support/test-app.js';

/**
 * `kill -9` of a web process (PostgreSQL) while saves are in flight: each save is stored with its
 * history, or not at all — never a changed dataset without its history row, or the reverse.
 */
describe.skipIf(!process.env.DATABASE_URL)('a web process killed during saves', () => {
  let world: FaultWorld;
  let testApp: TestApp;
  let owner: TestUser;
  let instanceId: string;

  beforeAll(async () => {
    world = await startFaultWorld({ inProcessWorker: true });
    ({ testApp, owner } = world);
    instanceId = await world.createInstance();
    expect((await waitForHarvest(testApp, instanceId)).status).toBe('succeeded');
  }, 120_000);
  afterAll(() => world?.close());

  const startWeb = async () => {
    const { web, baseUrl } = await world.startWeb();
    const save = async (detail: DatasetDetail, title: string) => {
      try {
        const response = await fetch(`${baseUrl}/api/functions/datasets.update`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', origin: baseUrl, cookie: owner.cookie },
          body: JSON.stringify({
            data: { ...formValuesOf(detail), datasetId: detail.id, version: detail.version, title },
          }),
        });
        return response.status;
      } catch {
        return 'no answer' as const;
      }
    };
    return { web, save };
  };

  it('stores each save whole or not at all', async ({ annotate }) => {
    const db = testApp.runtime.db;
    const rows = await db
      .select({ id: datasets.id })
      .from(datasets)
      .where(eq(datasets.instanceId, instanceId));
    const before = await Promise.all(
      rows.map(
        async ({ id }) =>
          (
            await callFunction<DatasetDetail>(
              testApp,
              'datasets.get',
              { datasetId: id },
              { cookie: owner.cookie },
            )
          ).result,
      ),
    );
    const { web, save } = await startWeb();

    // Every save at once; the process dies as soon as the first one has answered.
    let firstAnswer!: () => void;
    const answered = new Promise<void>((resolve) => (firstAnswer = resolve));
    const saves = before.map((detail) =>
      save(detail, `${detail.title} — saved during a kill`).then((status) => {
        if (status === 200) firstAnswer();
        return status;
      }),
    );
    await answered;
    await web.kill();
    const statuses = await Promise.all(saves);

    let stored = 0;
    for (const [index, detail] of before.entries()) {
      const [now] = await db.select().from(datasets).where(eq(datasets.id, detail.id));
      const edits = await db
        .select()
        .from(histories)
        .where(and(eq(histories.datasetId, detail.id), eq(histories.source, 'edit')));
      const changed = now!.title !== detail.title;
      // Stored whole: the new title, the version moved on by one, exactly one history row of it.
      expect(edits).toHaveLength(changed ? 1 : 0);
      expect(now!.version).toBe(detail.version + (changed ? 1 : 0));
      if (changed) {
        stored += 1;
        expect(now!.title).toBe(`${detail.title} — saved during a kill`);
        expect(now!.syncStatus).toBe('not_synced');
      }
      // A save the user saw succeed is never lost.
      if (statuses[index] === 200) expect(changed).toBe(true);
    }
    await annotate(
      `${before.length} saves: ${statuses.filter((status) => status === 200).length} answered, ${stored} stored, ${before.length - stored} absent`,
    );
    expect(stored).toBeGreaterThan(0);

    // A new web process serves the same data and takes saves again.
    const again = await startWeb();
    const [first] = before;
    const current = (
      await callFunction<DatasetDetail>(
        testApp,
        'datasets.get',
        { datasetId: first!.id },
        { cookie: owner.cookie },
      )
    ).result;
    expect(await again.save(current, 'After the restart')).toBe(200);
  }, 180_000);
});
