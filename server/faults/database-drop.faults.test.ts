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
import { adminQuery } from '../test-support/template-database.js';
import { testDatabaseUrl } from '../test-support/test-database-url.js';

const rounds = 3;

/**
 * PostgreSQL drops every connection (as a restart or a failover does; here pg_terminate_backend on
 * this test's database only, so other tests are untouched) while a web process serves reads and
 * saves: requests in flight answer `unavailable` (never a 500), the process reconnects by itself,
 * and nothing a user was told is saved is lost, nothing is half-written.
 */
describe.skipIf(!process.env.DATABASE_URL)('the database drops its connections under load', () => {
  let world: FaultWorld;
  let testApp: TestApp;
  let owner: TestUser;
  let instanceId: string;
  let baseUrl: string;

  beforeAll(async () => {
    world = await startFaultWorld({ inProcessWorker: true });
    ({ testApp, owner } = world);
    instanceId = await world.createInstance();
    expect((await waitForHarvest(testApp, instanceId)).status).toBe('succeeded');
    ({ baseUrl } = await world.startWeb());
  }, 120_000);
  afterAll(() => world?.close());

  const post = async (fn: string, data: unknown) => {
    const response = await fetch(`${baseUrl}/api/functions/${fn}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: baseUrl, cookie: owner.cookie },
      body: JSON.stringify({ data }),
    });
    const body = (await response.json()) as {
      result?: unknown;
      error?: { status: string; details?: { reason?: string } };
    };
    return { status: response.status, body };
  };
  const dropConnections = async () => {
    const database = new URL(await testDatabaseUrl(testApp)).pathname.slice(1);
    const { rowCount } = await adminQuery(
      process.env.DATABASE_URL!,
      'select pg_terminate_backend(pid) from pg_stat_activity where datname = $1',
      [database],
    );
    return rowCount ?? 0;
  };

  it('answers unavailable while it is gone, reconnects, and keeps every answered save whole', async ({
    annotate,
  }) => {
    const db = testApp.runtime.db;
    const ids = (
      await db.select({ id: datasets.id }).from(datasets).where(eq(datasets.instanceId, instanceId))
    ).map((row) => row.id);
    const current = async (datasetId: string) =>
      (
        await callFunction<DatasetDetail>(
          testApp,
          'datasets.get',
          { datasetId },
          { cookie: owner.cookie },
        )
      ).result;
    const original = await Promise.all(ids.map(current));
    const answered = new Map<string, string[]>();
    const statuses: Record<string, number> = {};
    let dropped = 0;

    for (let round = 1; round <= rounds; round++) {
      const details = await Promise.all(ids.map(current));
      const requests = details.flatMap((detail) => {
        const title = `${detail.title.split(' — round')[0]} — round ${round}`;
        return [
          post('datasets.update', {
            ...formValuesOf(detail),
            datasetId: detail.id,
            version: detail.version,
            title,
          }).then((answer) => ({ answer, detail, title })),
          post('datasets.list', { instanceId, q: 'data' }).then((answer) => ({
            answer,
            detail: undefined,
            title: undefined,
          })),
        ];
      });
      dropped += await dropConnections();
      for (const { answer, detail, title } of await Promise.all(requests)) {
        const key =
          answer.status === 200 ? '200' : `${answer.status} ${answer.body.error?.details?.reason}`;
        statuses[key] = (statuses[key] ?? 0) + 1;
        expect([200, 503]).toContain(answer.status);
        if (answer.status === 503)
          expect(answer.body.error?.details?.reason).toBe('databaseUnavailable');
        if (answer.status === 200 && detail && title)
          answered.set(detail.id, [...(answered.get(detail.id) ?? []), title]);
      }
    }

    // Reconnected: the next request is served.
    expect((await post('datasets.list', { instanceId })).status).toBe(200);
    for (const detail of original) {
      const now = await current(detail.id);
      const edits = await db
        .select({ changes: histories.changes })
        .from(histories)
        .where(and(eq(histories.datasetId, detail.id), eq(histories.source, 'edit')));
      // One history row per stored save, and the version counts them all.
      expect(now.version - detail.version).toBe(edits.length);
      const savedTitles = answered.get(detail.id) ?? [];
      expect(edits.length).toBeGreaterThanOrEqual(savedTitles.length);
      if (savedTitles.length > 0 && edits.length === savedTitles.length)
        expect(now.title).toBe(savedTitles.at(-1));
    }
    await annotate(`${dropped} connections dropped; answers: ${JSON.stringify(statuses)}`);
    expect(dropped).toBeGreaterThan(0);
  }, 180_000);
});
