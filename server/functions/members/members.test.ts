import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSampleCatalogue, type SampleCatalogue } from '#sample-catalogue/index.js';
import { catalogueApiKeys, datasets, events } from '#server/db/schema/index.js';
import { saveCatalogueApiKey } from '#server/services/api-keys/catalogue-api-keys.js';
import { buildUser, type TestUser } from '#server/test-support/accounts.js';
import { buildHarvestedInstance } from '#server/test-support/catalogue.js';
import { callFunction } from '#server/test-support/call-function.js';
import { addMember } from '#server/test-support/members.js';
import { startTestApp, type TestApp } from '#server/test-support/test-app.js';

interface Member {
  userId: string;
  role: string;
  editDestinations: { instanceId: string; instanceName: string; organizationNames: string[] }[];
  catalogueKeys: { instanceId: string; set: boolean }[];
  isYou: boolean;
}

describe('members', () => {
  let testApp: TestApp;
  let catalogue: SampleCatalogue;
  let owner: TestUser;
  let admin: TestUser;
  let editor: TestUser;
  let viewer: TestUser;
  let workspaceId: string;
  let instanceId: string;

  beforeAll(async () => {
    [testApp, catalogue] = await Promise.all([startTestApp(), startSampleCatalogue()]);
    // One by one: the first account becomes the system administrator.
    owner = await buildUser(testApp, { name: 'Owner' });
    admin = await buildUser(testApp, { name: 'Admin' });
    editor = await buildUser(testApp, { name: 'Editor' });
    viewer = await buildUser(testApp, { name: 'Viewer' });
    ({ workspaceId, instanceId } = await buildHarvestedInstance(testApp, owner, catalogue.url, {
      organizationIds: 'midori-city,riverside-council',
    }));
    await addMember(testApp, { workspaceId, userId: admin.id, role: 'admin' });
    await addMember(testApp, {
      workspaceId,
      userId: editor.id,
      role: 'editor',
      editDestinations: { [instanceId]: ['midori-city'] },
    });
    await addMember(testApp, { workspaceId, userId: viewer.id, role: 'viewer' });
    await saveCatalogueApiKey(testApp.runtime.db, testApp.config, {
      userId: editor.id,
      instanceId,
      apiKey: 'secret-catalogue-key-of-the-editor',
      canWrite: true,
    });
  });
  afterAll(async () => {
    await testApp?.close();
    await catalogue?.close();
  });

  const list = (as: TestUser) =>
    callFunction<{ items: Member[]; permissions: { manage: boolean; own: boolean } }>(
      testApp,
      'members.list',
      { workspaceId },
      { cookie: as.cookie },
    );
  const update = (as: TestUser, userId: string, role: string, editDestinations: unknown[] = []) =>
    callFunction<Member>(
      testApp,
      'members.update',
      { workspaceId, userId, role, editDestinations },
      { cookie: as.cookie },
    );

  it('lists members with role, destination, join date and whether a key is set, never the key', async () => {
    const response = await list(viewer);
    expect(response.result.permissions).toEqual({ manage: false, own: false });
    const byId = new Map(response.result.items.map((member) => [member.userId, member]));
    expect(byId.get(editor.id)).toMatchObject({
      role: 'editor',
      editDestinations: [{ instanceId, organizationNames: ['midori-city'] }],
      catalogueKeys: [{ instanceId, set: true }],
      isYou: false,
    });
    expect(byId.get(viewer.id)).toMatchObject({ isYou: true, catalogueKeys: [{ set: false }] });
    expect(JSON.stringify(response)).not.toContain('secret-catalogue-key');
    expect((await list(owner)).result.permissions).toEqual({ manage: true, own: true });
  });

  it('changes a role on the next request: an editor made viewer may no longer edit', async () => {
    const dataset = (
      await testApp.runtime.db.select().from(datasets).where(eq(datasets.instanceId, instanceId))
    ).find((row) => row.organizationName === 'midori-city')!;
    const canEdit = async () =>
      (
        await callFunction<{ permissions: { edit: boolean } }>(
          testApp,
          'datasets.get',
          { datasetId: dataset.id },
          { cookie: editor.cookie },
        )
      ).result.permissions.edit;
    expect(await canEdit()).toBe(true);
    const changed = await update(admin, editor.id, 'viewer');
    expect(changed.result).toMatchObject({ role: 'viewer', editDestinations: [] });
    expect(await canEdit()).toBe(false);
    const back = await update(admin, editor.id, 'editor', [
      { instanceId, organizationNames: ['riverside-council'] },
    ]);
    expect(back.result.editDestinations).toEqual([
      expect.objectContaining({ organizationNames: ['riverside-council'] }),
    ]);
    expect(await canEdit()).toBe(false);
    const kinds = (
      await testApp.runtime.db.select().from(events).where(eq(events.workspaceId, workspaceId))
    ).filter((event) => event.kind === 'member.updated');
    expect(kinds.at(-1)?.details).toMatchObject({
      userId: editor.id,
      fromRole: 'viewer',
      toRole: 'editor',
    });
  });

  it('keeps owners to owners and the last owner in place', async () => {
    const promote = await update(admin, viewer.id, 'owner');
    expect(promote.error?.details?.reason).toBe('ownersManageOwners');
    const demoteOwner = await update(admin, owner.id, 'admin');
    expect(demoteOwner.status).toBe(403);
    const lastOwner = await update(owner, owner.id, 'admin');
    expect(lastOwner.status).toBe(409);
    expect(lastOwner.error?.details?.reason).toBe('lastOwner');
    const leave = await callFunction(
      testApp,
      'members.leave',
      { workspaceId },
      { cookie: owner.cookie },
    );
    expect(leave.error?.details?.reason).toBe('lastOwner');
    const byViewer = await update(viewer, editor.id, 'admin');
    expect(byViewer.status).toBe(403);

    // With a second owner, the first may step down.
    expect((await update(owner, admin.id, 'owner')).result.role).toBe('owner');
    expect((await update(owner, owner.id, 'admin')).result.role).toBe('admin');
    expect((await update(admin, owner.id, 'owner')).result.role).toBe('owner');
  });

  it('removes a member with their catalogue keys for the workspace; a removed person finds nothing', async () => {
    const removed = await callFunction(
      testApp,
      'members.remove',
      { workspaceId, userId: editor.id },
      { cookie: owner.cookie },
    );
    expect(removed.result).toEqual({ removed: true });
    expect(
      await testApp.runtime.db
        .select()
        .from(catalogueApiKeys)
        .where(eq(catalogueApiKeys.userId, editor.id)),
    ).toHaveLength(0);
    const probe = await callFunction(
      testApp,
      'workspaces.get',
      { workspaceId },
      { cookie: editor.cookie },
    );
    expect(probe.status).toBe(404);
    const gone = await callFunction(
      testApp,
      'members.remove',
      { workspaceId, userId: editor.id },
      { cookie: owner.cookie },
    );
    expect(gone.status).toBe(404);
  });

  it('lets a member leave and an admin rename the workspace', async () => {
    const left = await callFunction(
      testApp,
      'members.leave',
      { workspaceId },
      { cookie: viewer.cookie },
    );
    expect(left.result).toEqual({ left: true });
    const mine = await callFunction<{ items: { id: string }[] }>(
      testApp,
      'workspaces.list',
      {},
      { cookie: viewer.cookie },
    );
    expect(mine.result.items.map((item) => item.id)).not.toContain(workspaceId);

    const renamed = await callFunction(
      testApp,
      'workspaces.rename',
      { workspaceId, name: ' 統計チーム ' },
      { cookie: admin.cookie },
    );
    expect(renamed.result).toMatchObject({ name: '統計チーム', instanceCount: 1 });
    const kinds = (
      await testApp.runtime.db.select().from(events).where(eq(events.workspaceId, workspaceId))
    ).map((event) => event.kind);
    expect(kinds).toEqual(
      expect.arrayContaining(['member.removed', 'member.left', 'workspace.renamed']),
    );
  });
});
