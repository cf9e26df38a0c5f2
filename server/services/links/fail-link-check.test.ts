import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { events, linkChecks } from '#server/db/schema/index.js';
import { buildUser } from '#server/test-support/accounts.js';
import { seedInstance } from '#server/test-support/seed-instance.js';
import { startTestApp, type TestApp } from '#server/test-support/test-app.js';
import { failLinkCheck } from './fail-link-check.js';

describe('a link check that fails on an error with a NUL in its message', () => {
  let testApp: TestApp;
  let instanceId: string;

  beforeAll(async () => {
    testApp = await startTestApp({ worker: false });
    const owner = await buildUser(testApp);
    ({ instanceId } = await seedInstance(testApp.runtime.db, owner.id, 'Links'));
  });
  afterAll(async () => {
    await testApp?.close();
  });

  it('is still ended as failed, with its event, the message made storable', async () => {
    const [check] = await testApp.runtime.db
      .insert(linkChecks)
      .values({ instanceId, scope: 'instance', trigger: 'manual', status: 'running' })
      .returning();
    // PostgreSQL repeats a failed statement's parameters in its message, NUL included.
    const error = new Error(
      `invalid byte sequence for encoding "UTF8": 0x00 in 'a\u0000b'${'x'.repeat(5000)}`,
    );
    await failLinkCheck(testApp.runtime, check!, error);

    const [ended] = await testApp.runtime.db
      .select()
      .from(linkChecks)
      .where(eq(linkChecks.id, check!.id));
    expect(ended!.status).toBe('failed');
    expect(ended!.error).not.toContain('\u0000');
    expect(ended!.error!.length).toBeLessThanOrEqual(2001);
    const recorded = await testApp.runtime.db
      .select()
      .from(events)
      .where(eq(events.instanceId, instanceId));
    expect(recorded.map((event) => event.kind)).toEqual(['linkCheck.failed']);
  });
});
