import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSampleCatalogue, type SampleCatalogue } from '#sample-catalogue/index.js';
import { datasets, events, instances } from '../db/schema/index.js';
import { buildUser, type TestUser } from '../test-support/accounts.js';
import { buildHarvestedInstance, waitForHarvest } from '../test-support/catalogue.js';
import { callFunction } from '../test-support/call-function.js';
import {
  startHostileCatalogue,
  type HostileBehaviour,
  type HostileCatalogue,
} from '../test-support/hostile-catalogue.js';
import { startTestApp, type TestApp } from '../test-support/test-app.js';

const maxResponseBytes = 2 * 1024 * 1024;
const timeoutSeconds = 3;

/** Each hostile answer and the reason its harvest.failed event must give. */
const failingClasses: [HostileBehaviour, string][] = [
  ['huge-body', 'catalogueTooLarge'],
  ['huge-declared-length', 'catalogueTooLarge'],
  ['slow-drip', 'catalogueTimeout'],
  ['redirect-loop', 'catalogueNotCkan'],
  ['redirect-chain', 'catalogueNotCkan'],
  ['malformed-json', 'catalogueNotCkan'],
  ['wrong-types', 'catalogueNotCkan'],
  ['deep-nesting', 'catalogueNotCkan'],
];

describe('a hostile or broken catalogue cannot break a harvest', () => {
  let testApp: TestApp;
  let catalogue: SampleCatalogue;
  let hostile: HostileCatalogue;
  let owner: TestUser;
  let instanceId: string;
  let goodCopy: unknown[];
  const unhandled: unknown[] = [];
  const recordUnhandled = (error: unknown) => unhandled.push(error);

  const copyOfInstance = () =>
    testApp.runtime.db
      .select({
        id: datasets.id,
        title: datasets.title,
        notes: datasets.notes,
        version: datasets.version,
        remoteModified: datasets.remoteModified,
        removedAt: datasets.removedAt,
      })
      .from(datasets)
      .where(eq(datasets.instanceId, instanceId))
      .orderBy(datasets.id);

  const harvest = async () => {
    const started = await callFunction<{ runId: string }>(
      testApp,
      'instances.harvest',
      { instanceId },
      { cookie: owner.cookie },
    );
    expect(started.status, JSON.stringify(started.error)).toBe(200);
    const run = await waitForHarvest(testApp, instanceId, 60_000);
    const [event] = await testApp.runtime.db
      .select()
      .from(events)
      .where(and(eq(events.instanceId, instanceId)))
      .orderBy(desc(events.createdAt))
      .limit(1);
    return { run, event };
  };

  beforeAll(async () => {
    process.on('unhandledRejection', recordUnhandled);
    process.on('uncaughtException', recordUnhandled);
    [testApp, catalogue] = await Promise.all([
      startTestApp({
        env: {
          CATALOGUE_MAX_RESPONSE_BYTES: String(maxResponseBytes),
          CATALOGUE_TIMEOUT_SECONDS: String(timeoutSeconds),
        },
      }),
      startSampleCatalogue(),
    ]);
    hostile = await startHostileCatalogue(catalogue.url);
    owner = await buildUser(testApp);
    // A good harvest first: that copy must survive every hostile one.
    ({ instanceId } = await buildHarvestedInstance(testApp, owner, hostile.url));
    goodCopy = await copyOfInstance();
    expect(goodCopy.length).toBeGreaterThan(10);
  });
  afterAll(async () => {
    process.off('unhandledRejection', recordUnhandled);
    process.off('uncaughtException', recordUnhandled);
    await testApp?.close();
    await hostile?.close();
    await catalogue?.close();
  });

  it.each(failingClasses)(
    '%s: the harvest fails with the reason %s and the last good copy stays',
    async (behaviour, reason) => {
      hostile.behave(behaviour);
      const sentBefore = hostile.hostileBytesSent();
      const started = performance.now();
      const { run, event } = await harvest();
      hostile.behave(null);
      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      const sent = hostile.hostileBytesSent() - sentBefore;
      process.stdout.write(
        `${behaviour}: ${run.status} (${String(event?.details && (event.details as { reason?: string }).reason)}) in ${seconds} s, ${sent} hostile bytes sent\n`,
      );

      expect(run.status).toBe('failed');
      expect(event).toMatchObject({ kind: 'harvest.failed', level: 'error', details: { reason } });
      expect((event?.details as { message: string }).message).not.toMatch(/\n\s+at /);
      expect(await copyOfInstance()).toEqual(goodCopy);
      const [instance] = await testApp.runtime.db
        .select({ state: instances.state, datasetCount: instances.datasetCount })
        .from(instances)
        .where(eq(instances.id, instanceId));
      expect(instance).toEqual({ state: 'ready', datasetCount: goodCopy.length });
      expect(unhandled).toEqual([]);
    },
  );

  it('stops reading a huge answer near the limit, so memory stays bounded', async () => {
    hostile.behave('huge-body');
    const sentBefore = hostile.hostileBytesSent();
    const { run } = await harvest();
    hostile.behave(null);
    expect(run.status).toBe('failed');
    // What arrived past the limit is only what the sockets had buffered when the client hung up.
    expect(hostile.hostileBytesSent() - sentBefore).toBeLessThan(maxResponseBytes * 4);
  });

  it('nul-and-surrogates: the harvest stores the text with NULs dropped and lone surrogates as U+FFFD', async () => {
    hostile.behave('nul-and-surrogates');
    const { run, event } = await harvest();
    hostile.behave(null);
    expect(run.status, run.error ?? '').toBe('succeeded');
    expect(event?.kind).toBe('harvest.succeeded');
    const stored = await copyOfInstance();
    expect(stored.length).toBe(goodCopy.length);
    for (const dataset of stored) {
      expect(dataset.title).toMatch(/ \uFFFD end$/);
      expect(dataset.title).not.toContain('\u0000');
      expect(dataset.notes.startsWith('\uFFFD')).toBe(true);
    }
    const [raw] = await testApp.runtime.db
      .select({ extras: datasets.extras })
      .from(datasets)
      .where(eq(datasets.instanceId, instanceId))
      .limit(1);
    expect(JSON.stringify(raw?.extras)).toContain('"nulkey"');
    expect(unhandled).toEqual([]);
  });
});
