import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSampleCatalogue, type SampleCatalogue } from '#sample-catalogue/index.js';
import { events } from '#server/db/schema/index.js';
import { buildUser, type TestUser } from '#server/test-support/accounts.js';
import { buildHarvestedInstance } from '#server/test-support/catalogue.js';
import { callFunction } from '#server/test-support/call-function.js';
import { addMember } from '#server/test-support/members.js';
import { startTestApp, type TestApp } from '#server/test-support/test-app.js';
import { checkHarvestedFile } from './test-support/check-harvested-file.js';
import { checkResource } from './test-support/sensitive-checks.js';

describe('deleting a sensitive check log', () => {
  let testApp: TestApp;
  let catalogue: SampleCatalogue;
  let owner: TestUser;
  let editor: TestUser;
  let instanceId: string;
  let workspaceId: string;

  beforeAll(async () => {
    [testApp, catalogue] = await Promise.all([startTestApp(), startSampleCatalogue()]);
    owner = await buildUser(testApp);
    editor = await buildUser(testApp, { name: 'Editor' });
    ({ instanceId, workspaceId } = await buildHarvestedInstance(testApp, owner, catalogue.url));
    await addMember(testApp, { workspaceId, userId: editor.id, role: 'editor' });
  });
  afterAll(async () => {
    await testApp?.close();
    await catalogue?.close();
  });

  const log = (checkId: string, user: TestUser) =>
    callFunction<{ removal: string }>(
      testApp,
      'sensitive.log',
      { checkId },
      { cookie: user.cookie },
    );
  const removeLog = (checkId: string, user: TestUser) =>
    callFunction(testApp, 'sensitive.removeLog', { checkId }, { cookie: user.cookie });

  it("lets an owner delete an older log, never the resource's current result; others may not", async () => {
    const { resource, check: older } = await checkHarvestedFile(
      { testApp, instanceId },
      owner,
      'shobodan-meibo',
      'shobodan-meibo.csv',
    );
    const current = await checkResource(testApp, owner, resource.id);

    expect((await log(older.id, owner)).result.removal).toBe('allowed');
    expect((await log(current.id, owner)).result.removal).toBe('latestResult');
    expect((await log(older.id, editor)).result.removal).toBe('notOwner');

    expect((await removeLog(older.id, editor)).status).toBe(403);
    const kept = await removeLog(current.id, owner);
    expect(kept.status).toBe(409);
    expect(kept.error?.details?.reason).toBe('checkLogLatest');

    const removed = await removeLog(older.id, owner);
    expect(removed.status, JSON.stringify(removed.error)).toBe(200);
    expect((await log(older.id, owner)).status).toBe(404);
    // The resource's result is the current check's, as before.
    expect((await log(current.id, owner)).status).toBe(200);
    const [event] = await testApp.runtime.db
      .select()
      .from(events)
      .where(and(eq(events.instanceId, instanceId), eq(events.kind, 'sensitiveCheck.removed')));
    expect(event).toMatchObject({ actorId: owner.id, details: { checkId: older.id } });
  });
});
