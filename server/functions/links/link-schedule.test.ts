import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { LinkCheckScope } from '#contract/enums.js';
import type { LinkCheck } from '#contract/functions/links.js';
import { startSampleCatalogue, type SampleCatalogue } from '#sample-catalogue/index.js';
import { instances, linkChecks } from '#server/db/schema/index.js';
import { linkCheckSweepJob } from '#server/jobs/links/link-check-sweep.job.js';
import { buildUser, type TestUser } from '#server/test-support/accounts.js';
import { buildHarvestedInstance } from '#server/test-support/catalogue.js';
import { callFunction } from '#server/test-support/call-function.js';
import { startTestApp, type TestApp } from '#server/test-support/test-app.js';
import { datasetNamed, runCheck, waitForCheck } from './test-support/link-checks.js';

describe('confirmation checks, the schedule and interrupted checks', () => {
  let testApp: TestApp;
  let catalogue: SampleCatalogue;
  let owner: TestUser;
  let instanceId: string;

  const checksOf = (scope: LinkCheckScope) =>
    testApp.runtime.db
      .select()
      .from(linkChecks)
      .where(and(eq(linkChecks.instanceId, instanceId), eq(linkChecks.scope, scope)))
      .orderBy(desc(linkChecks.queuedAt));

  beforeAll(async () => {
    [testApp, catalogue] = await Promise.all([
      // Failures may be confirmed at once: the confirmation check follows right away.
      startTestApp({
        env: {
          LINK_CONFIRM_AFTER_MINUTES: '0',
          LINK_CHECK_TIMEOUT_SECONDS: '1',
          LINK_CHECK_RETRIES: '0',
        },
      }),
      startSampleCatalogue(),
    ]);
    owner = await buildUser(testApp);
    ({ instanceId } = await buildHarvestedInstance(testApp, owner, catalogue.url));
  });
  afterAll(async () => {
    await testApp?.close();
    await catalogue?.close();
  });

  it('re-checks the links found dead once, by itself, and confirms them', async () => {
    const dataset = await datasetNamed(testApp, instanceId, 'iryo-kikan-ichiran');
    const first = await runCheck(testApp, owner, { scope: 'dataset', datasetId: dataset.id });
    expect(first).toMatchObject({ status: 'succeeded', total: 2, alive: 1, unknown: 1 });
    const confirmed = await vi.waitFor(
      async () => {
        const row = await datasetNamed(testApp, instanceId, 'iryo-kikan-ichiran');
        if (row.linkStatus !== 'dead') throw new Error(`still ${row.linkStatus}`);
        return row;
      },
      { timeout: 20_000, interval: 100 },
    );
    expect(confirmed.linkReason).toBe('http-status');
    const [confirmation, ...more] = await checksOf('unconfirmed');
    expect(more).toHaveLength(0);
    const done = await waitForCheck(testApp, confirmation!.id);
    // Only the link that awaited confirmation was checked again; no further confirmation follows.
    expect(done).toMatchObject({ trigger: 'confirmation', total: 1, dead: 1, status: 'succeeded' });
    expect(await checksOf('unconfirmed')).toHaveLength(1);
  });

  it('queues each instance check its schedule asks for, once', async () => {
    const updated = await callFunction(
      testApp,
      'instances.update',
      { instanceId, linkCheckSchedule: '30 5 * * *' },
      { cookie: owner.cookie },
    );
    expect(updated.status).toBe(200);
    const sweep = () => linkCheckSweepJob.handle({}, { runtime: testApp.runtime, jobId: 'test' });
    await sweep();
    // The instance was added minutes ago, after the last 05:30: nothing is due yet.
    expect(await checksOf('instance')).toHaveLength(0);

    await testApp.runtime.db
      .update(instances)
      .set({ createdAt: new Date(Date.now() - 2 * 24 * 60 * 60_000) })
      .where(eq(instances.id, instanceId));
    await sweep();
    await sweep();
    const [scheduled, ...others] = await checksOf('instance');
    expect(others).toHaveLength(0);
    expect(scheduled).toMatchObject({ trigger: 'schedule', requestedBy: null });
    expect((await waitForCheck(testApp, scheduled!.id)).status).toBe('succeeded');
  });

  it('does not let a check whose worker stopped block the next one', async () => {
    const [stale] = await testApp.runtime.db
      .insert(linkChecks)
      .values({
        instanceId,
        scope: 'instance',
        trigger: 'manual',
        status: 'running',
        heartbeatAt: new Date(Date.now() - 60 * 60_000),
      })
      .returning();
    const next = await callFunction<LinkCheck>(
      testApp,
      'links.check',
      { scope: 'instance', instanceId },
      { cookie: owner.cookie },
    );
    expect(next.result.id).not.toBe(stale!.id);
    const [interrupted] = await testApp.runtime.db
      .select()
      .from(linkChecks)
      .where(eq(linkChecks.id, stale!.id));
    expect(interrupted).toMatchObject({ status: 'failed', error: 'interrupted' });
    expect((await waitForCheck(testApp, next.result.id)).status).toBe('succeeded');
  });
});
