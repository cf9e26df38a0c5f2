import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { DatasetDetail } from '#contract/functions/datasets/index.js';
import type { EventRow } from '#contract/functions/events.js';
import type { HistorySummary } from '#contract/functions/histories.js';
import { histories, workspaceMembers } from '#server/db/schema/index.js';
import { buildUser, type TestUser } from '#server/test-support/accounts.js';
import { formValuesOf } from '#server/test-support/sync-fixture.js';
import { useSyncFixture } from '#server/test-support/use-sync-fixture.js';

interface HistoryPage {
  items: HistorySummary[];
  total: number;
  actors: { id: string; name: string }[];
}

describe('histories and events of an instance', () => {
  const fixture = useSyncFixture();
  let colleague: TestUser;
  let edited: DatasetDetail;

  const list = (filters: Record<string, unknown> = {}) =>
    fixture.call<HistoryPage>('histories.list', { instanceId: fixture.instanceId, ...filters });

  beforeAll(async () => {
    colleague = await buildUser(fixture.testApp, { name: 'Hanako Colleague' });
    await fixture.testApp.runtime.db
      .insert(workspaceMembers)
      .values({ workspaceId: fixture.workspaceId, userId: colleague.id, role: 'editor' });
    await fixture.testApp.runtime.db.execute(
      `insert into edit_destinations (workspace_id, user_id, instance_id) values ('${fixture.workspaceId}', '${colleague.id}', '${fixture.instanceId}')`,
    );
    const current = await fixture.datasetNamed('tokei-nenkan');
    const first = await fixture.call<DatasetDetail>('datasets.update', {
      datasetId: current.id,
      version: current.version,
      ...formValuesOf(current),
      notes: `${current.notes}\n\n第3章を追加しました。`,
    });
    edited = (
      await fixture.call<DatasetDetail>(
        'datasets.update',
        {
          datasetId: current.id,
          version: first.result.version,
          ...formValuesOf(first.result),
          title: '統計年鑑（最新版）',
        },
        colleague,
      )
    ).result;
    await fixture.call('datasets.sync', { datasetId: current.id });
  });

  it('lists newest first, with who changed what, and pages', async () => {
    const all = await list({ pageSize: 100 });
    expect(all.status).toBe(200);
    const times = all.result.items.map((item) => item.createdAt);
    expect(times).toEqual([...times].sort().reverse());
    expect(all.result.items.slice(0, 3)).toMatchObject([
      { source: 'sync', datasetName: 'tokei-nenkan', actor: { id: fixture.owner.id } },
      { source: 'edit', fields: ['title'], actor: { name: 'Hanako Colleague' } },
      { source: 'edit', fields: ['notes'] },
    ]);
    // Each person who changed something, once, whatever the number of their changes.
    expect(all.result.actors).toHaveLength(2);
    expect(all.result.actors).toEqual(
      expect.arrayContaining([
        { id: colleague.id, name: 'Hanako Colleague' },
        { id: fixture.owner.id, name: fixture.owner.name },
      ]),
    );
    const second = await list({ pageSize: 10, page: 2 });
    expect(second.result.items[0]!.id).toBe(all.result.items[10]!.id);
    expect(second.result.total).toBe(all.result.total);
    // A page past the end has no row to carry them, yet tells the total and the actors too.
    const pastTheEnd = await list({ pageSize: 10, page: 1000 });
    expect(pastTheEnd.result).toMatchObject({ items: [], total: all.result.total });
    expect(pastTheEnd.result.actors).toEqual(all.result.actors);
  });

  it('filters by dataset, user, source and date range', async () => {
    const byDataset = await list({ datasetId: edited.id });
    expect(byDataset.result.items.every((item) => item.datasetId === edited.id)).toBe(true);
    expect(byDataset.result.items.map((item) => item.source)).toEqual([
      'sync',
      'edit',
      'edit',
      'harvest',
    ]);

    const byUser = await list({ userId: colleague.id });
    expect(byUser.result.items.map((item) => item.fields)).toEqual([['title']]);

    const bySource = await list({ source: 'sync' });
    expect(bySource.result.total).toBe(1);

    const [oldest] = await fixture.testApp.runtime.db
      .select({ createdAt: histories.createdAt })
      .from(histories)
      .where(eq(histories.source, 'edit'))
      .orderBy(histories.createdAt)
      .limit(1);
    const since = await list({ from: oldest!.createdAt.toISOString(), pageSize: 100 });
    expect(since.result.items.map((item) => item.source)).toEqual(['sync', 'edit', 'edit']);
    const before = await list({ to: oldest!.createdAt.toISOString(), pageSize: 100 });
    expect(before.result.items.every((item) => item.source === 'harvest')).toBe(true);
    expect(since.result.total + before.result.total).toBe((await list()).result.total);
  });

  it('records a dataset the harvest added by its arrival, not a copy of every field', async () => {
    const [arrival] = (await list({ datasetId: edited.id, source: 'harvest' })).result.items;
    expect(arrival).toMatchObject({ source: 'harvest', fields: [] });
    const entry = await fixture.call<{ changes: unknown[]; details: Record<string, unknown> }>(
      'histories.get',
      { historyId: arrival!.id },
    );
    expect(entry.result.changes).toEqual([]);
    expect(entry.result.details).toEqual({
      created: true,
      resources: edited.resources.length,
    });
  });

  it('shows one entry with each field before and after', async () => {
    const [notesEdit] = (await list({ datasetId: edited.id, source: 'edit' })).result.items.slice(
      -1,
    );
    const entry = await fixture.call<{
      changes: { field: string; before: string; after: string }[];
    }>('histories.get', { historyId: notesEdit!.id });
    expect(entry.result.changes).toHaveLength(1);
    expect(entry.result.changes[0]!.field).toBe('notes');
    expect(entry.result.changes[0]!.after).toBe(
      `${entry.result.changes[0]!.before}\n\n第3章を追加しました。`,
    );

    const stranger = await buildUser(fixture.testApp);
    const hidden = await fixture.call('histories.get', { historyId: notesEdit!.id }, stranger);
    expect(hidden.status).toBe(404);
  });

  it("titles a changed licence, organization and groups with the catalogue's current lists", async () => {
    const changed = await fixture.edit('setai-su-suii', {
      licenseId: 'uk-ogl',
      organization: 'midori-city',
      groups: ['tokei', 'kanko'],
    });
    const [row] = (await list({ datasetId: changed.id, source: 'edit' })).result.items;
    const entry = await fixture.call<{
      changes: { field: string; before: unknown; after: unknown }[];
      titles: Record<string, Record<string, string>>;
    }>('histories.get', { historyId: row!.id });
    // The changes keep the ids, as they were written.
    expect(entry.result.changes).toEqual(
      expect.arrayContaining([
        { field: 'licenseId', before: 'cc-by-4.0', after: 'uk-ogl' },
        { field: 'organization', before: 'sakura-pref-tokei', after: 'midori-city' },
      ]),
    );
    expect(entry.result.titles).toEqual({
      licenseId: {
        'cc-by-4.0': 'クリエイティブ・コモンズ 表示 4.0 国際 (CC BY 4.0)',
        'uk-ogl': 'UK Open Government Licence (OGL)',
      },
      organization: { 'sakura-pref-tokei': expect.any(String), 'midori-city': 'みどり市' },
      groups: { tokei: '人口・統計', kanko: '観光・文化' },
    });
  });

  it('lists events newest first, filtered by level', async () => {
    const current = await fixture.edit('jigyosho-tokei', { maintainer: '統計課' });
    fixture.proxy.failNext('package_patch', 502, '<html>Bad gateway</html>', 'text/html');
    await fixture.call('datasets.sync', { datasetId: current.id });

    const all = await fixture.call<{ items: EventRow[]; total: number }>('events.list', {
      instanceId: fixture.instanceId,
    });
    expect(all.result.items.map((event) => event.kind)).toEqual([
      'dataset.syncFailed',
      'dataset.synced',
      'harvest.succeeded',
      'instance.created',
    ]);
    expect(all.result.items[0]).toMatchObject({
      level: 'error',
      actor: { id: fixture.owner.id },
      details: expect.objectContaining({ datasetName: 'jigyosho-tokei', status: 502 }),
    });
    const errors = await fixture.call<{ items: EventRow[]; total: number }>('events.list', {
      instanceId: fixture.instanceId,
      level: 'error',
    });
    expect(errors.result.total).toBe(1);
    const paged = await fixture.call<{ items: EventRow[]; total: number }>('events.list', {
      instanceId: fixture.instanceId,
      pageSize: 10,
      page: 2,
    });
    expect(paged.result).toMatchObject({ items: [], total: 4 });
  });

  it('records the address each change came from, and shows it to the workspace managers only', async () => {
    const asOwner = await list({ pageSize: 100 });
    const edits = asOwner.result.items.filter((item) => item.source === 'edit');
    expect(edits.length).toBeGreaterThan(0);
    // Through the HTTP stack without a trusted proxy: the peer's own address.
    for (const item of edits)
      expect(item.origin).toEqual({ clientAddress: '127.0.0.1', viaTrustedProxy: false });
    // What the harvest job wrote on its own came from no one's address.
    const harvested = asOwner.result.items.filter((item) => item.source === 'harvest');
    expect(harvested.length).toBeGreaterThan(0);
    for (const item of harvested) expect(item.origin).toBeNull();
    const entry = await fixture.call<HistorySummary>('histories.get', { historyId: edits[0]!.id });
    expect(entry.result.origin).toEqual({ clientAddress: '127.0.0.1', viaTrustedProxy: false });

    // An editor sees the changes and who made them, not the addresses.
    const asEditor = await fixture.call<HistoryPage>(
      'histories.list',
      { instanceId: fixture.instanceId, pageSize: 100 },
      colleague,
    );
    expect(asEditor.result.items.length).toBe(asOwner.result.items.length);
    expect(asEditor.result.items.every((item) => item.origin === null)).toBe(true);
    const editorEntry = await fixture.call<HistorySummary>(
      'histories.get',
      { historyId: edits[0]!.id },
      colleague,
    );
    expect(editorEntry.result.origin).toBeNull();

    const events = (who?: TestUser) =>
      fixture.call<{ items: EventRow[] }>('events.list', { instanceId: fixture.instanceId }, who);
    const ownerEvents = (await events()).result.items;
    expect(ownerEvents.find((event) => event.kind === 'dataset.synced')?.origin).toEqual({
      clientAddress: '127.0.0.1',
      viaTrustedProxy: false,
    });
    expect(ownerEvents.find((event) => event.kind === 'harvest.succeeded')?.origin).toBeNull();
    expect((await events(colleague)).result.items.every((event) => event.origin === null)).toBe(
      true,
    );
  });
});
