import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSampleCatalogue, type SampleCatalogue } from '#sample-catalogue/index.js';
import { editDestinations, workspaceMembers } from '#server/db/schema/index.js';
import { buildUser, type TestUser } from '#server/test-support/accounts.js';
import { buildHarvestedInstance } from '#server/test-support/catalogue.js';
import { callFunction } from '#server/test-support/call-function.js';
import { startTestApp, type TestApp } from '#server/test-support/test-app.js';
import { checkResource, findResource } from './test-support/sensitive-checks.js';

describe('who may check, and who may read reports and logs', () => {
  let testApp: TestApp;
  let catalogue: SampleCatalogue;
  let owner: TestUser;
  let viewer: TestUser;
  let editor: TestUser;
  let stranger: TestUser;
  let admin: TestUser;
  let instanceId: string;
  let personal: { id: string; datasetId: string };
  let checkId: string;

  const call = (user: TestUser, name: string, data: unknown) =>
    callFunction<Record<string, unknown>>(testApp, name, data, { cookie: user.cookie });

  beforeAll(async () => {
    [testApp, catalogue] = await Promise.all([startTestApp(), startSampleCatalogue()]);
    [owner, viewer, editor, stranger, admin] = [
      await buildUser(testApp, { name: 'Owner' }),
      await buildUser(testApp, { name: 'Viewer' }),
      await buildUser(testApp, { name: 'Editor' }),
      await buildUser(testApp, { name: 'Stranger' }),
      await buildUser(testApp, { name: 'Admin', systemAdmin: true }),
    ];
    let workspaceId: string;
    ({ instanceId, workspaceId } = await buildHarvestedInstance(testApp, owner, catalogue.url));
    // Membership is issue 7's to manage; here the rows are written as it would write them.
    await testApp.runtime.db.insert(workspaceMembers).values([
      { workspaceId, userId: viewer.id, role: 'viewer' },
      { workspaceId, userId: editor.id, role: 'editor' },
    ]);
    await testApp.runtime.db.insert(editDestinations).values({
      workspaceId,
      userId: editor.id,
      instanceId,
      organizationNames: ['riverside-council'],
    });
    personal = await findResource(testApp, instanceId, 'parking-fines-2024', 'parking-fines.csv');
    checkId = (await checkResource(testApp, owner, personal.id)).id;
  });
  afterAll(async () => {
    await testApp?.close();
    await catalogue?.close();
  });

  it('hides everything from a stranger: not found, not forbidden', async () => {
    for (const [name, data] of [
      ['resources.checkSensitive', { resourceId: personal.id }],
      ['datasets.checkSensitive', { datasetId: personal.datasetId }],
      ['instances.checkSensitive', { instanceId }],
      ['sensitive.report', { resourceId: personal.id }],
      ['sensitive.log', { checkId }],
      ['sensitive.checks', { resourceId: personal.id }],
      ['sensitive.status', { datasetId: personal.datasetId }],
      ['sensitive.progress', { instanceId }],
    ] as const) {
      expect((await call(stranger, name, data)).status, name).toBe(404);
    }
  });

  it('lets a viewer read the report with quotes, but not start a check', async () => {
    const report = await call(viewer, 'sensitive.report', { resourceId: personal.id });
    expect(report.status).toBe(200);
    expect(report.result).toMatchObject({ quotesHidden: false, canCheck: false });
    expect((await call(viewer, 'sensitive.log', { checkId })).status).toBe(200);
    for (const [name, data] of [
      ['resources.checkSensitive', { resourceId: personal.id }],
      ['datasets.checkSensitive', { datasetId: personal.datasetId }],
      ['instances.checkSensitive', { instanceId }],
    ] as const) {
      const response = await call(viewer, name, data);
      expect(response.status, name).toBe(403);
    }
  });

  it('lets an editor check only within their edit destination', async () => {
    const outside = await findResource(testApp, instanceId, 'shobodan-meibo', 'shobodan-meibo.csv');
    expect(
      (await call(editor, 'resources.checkSensitive', { resourceId: outside.id })).status,
    ).toBe(403);
    const inside = await call(editor, 'resources.checkSensitive', { resourceId: personal.id });
    expect(inside.status).toBe(200);
  });

  it('shows a system administrator who is not a member the report without the quotes', async () => {
    const report = await call(admin, 'sensitive.report', { resourceId: personal.id });
    expect(report.status).toBe(200);
    expect(report.result.quotesHidden).toBe(true);
    const rows = report.result.rows as { quote: string | null; row: number }[];
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((row) => row.quote === null && row.row > 0)).toBe(true);
    expect(
      (await call(admin, 'resources.checkSensitive', { resourceId: personal.id })).status,
    ).toBe(403);
  });

  it('answers unknown ids and bad input as such', async () => {
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect((await call(owner, 'resources.checkSensitive', { resourceId: unknown })).status).toBe(
      404,
    );
    expect((await call(owner, 'sensitive.log', { checkId: unknown })).status).toBe(404);
    expect((await call(owner, 'sensitive.report', { resourceId: 'nope' })).status).toBe(400);
    expect(
      (await call(owner, 'sensitive.report', { resourceId: personal.id, type: 'SSN' })).status,
    ).toBe(400);
  });
});
