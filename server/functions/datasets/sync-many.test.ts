import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { SyncRun, SyncRunCounts, SyncRunItem } from '#contract/functions/sync-runs.js';
import { editDestinations, events, workspaceMembers } from '#server/db/schema/index.js';
import { syncRunLanes } from '#server/services/sync-runs/run-sync-run.js';
import { buildUser, type TestUser } from '#server/test-support/accounts.js';
import { useSyncFixture } from '#server/test-support/use-sync-fixture.js';
import { checkResource, resourceOf } from '../sensitive/test-support/sensitive-checks.js';

interface RunAnswer {
  run: SyncRun;
  counts: SyncRunCounts;
  items: SyncRunItem[];
}

describe('syncing many datasets as one run', () => {
  const fixture = useSyncFixture();

  const startRun = (ids: string[], user: TestUser = fixture.owner, confirmSensitive = false) =>
    fixture.call<{ runId: string; total: number; outsideScope: number }>(
      'datasets.syncMany',
      { instanceId: fixture.instanceId, target: { kind: 'ids', ids }, confirmSensitive },
      user,
    );

  /** The run once it has ended, as its page reads it. */
  const ended = async (runId: string): Promise<RunAnswer> => {
    for (;;) {
      const answer = await fixture.call<RunAnswer>('syncRuns.get', { runId });
      expect(answer.status, JSON.stringify(answer.error)).toBe(200);
      if (answer.result.run.status === 'finished' || answer.result.run.status === 'cancelled')
        return answer.result;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  };

  it('syncs, stops at a conflict, keeps the catalogue’s refusal and holds back personal data', async () => {
    const synced = await fixture.edit('kanko-shisetsu', { title: '観光施設一覧（2025年版）' });
    const conflicted = await fixture.edit('setai-su-suii', { title: '世帯数の推移（速報）' });
    fixture.catalogue.store.changeDataset('setai-su-suii', (dataset) => {
      dataset.notes = 'Changed in the catalogue meanwhile.';
    });
    const refused = await fixture.edit('library-branches', { tags: ['libraries', 'x'] });
    const resource = await resourceOf(fixture, 'shobodan-meibo', 'shobodan-meibo.csv');
    expect((await checkResource(fixture.testApp, fixture.owner, resource.id)).status).toBe(
      'succeeded',
    );
    const held = await fixture.edit('shobodan-meibo', { title: '消防団員名簿（改訂）' });
    const patchesBefore = fixture.proxy.calls('package_patch').length;

    const started = await startRun([synced.id, conflicted.id, refused.id, held.id]);
    expect(started.status, JSON.stringify(started.error)).toBe(200);
    expect(started.result).toMatchObject({ total: 4, outsideScope: 0 });
    const result = await ended(started.result.runId);

    expect(result.run).toMatchObject({
      status: 'finished',
      startedBy: { id: fixture.owner.id },
      finishedAt: expect.any(String),
    });
    expect(result.counts).toMatchObject({
      total: 4,
      done: 4,
      pending: 0,
      running: 0,
      outcomes: { synced: 1, conflict: 1, refused: 1, held: 1 },
    });
    // What needs a person first: the refusal, the conflict, the held one; the synced one last.
    const byName = new Map(result.items.map((item) => [item.datasetName, item]));
    expect(result.items.map((item) => item.outcome)).toEqual([
      'refused',
      'conflict',
      'held',
      'synced',
    ]);
    expect(byName.get('library-branches')).toMatchObject({
      state: 'done',
      message: expect.stringMatching(/tags.*length is less than minimum 2/),
      detail: { reason: 'catalogueValidation', fields: { tags: [expect.any(String)] } },
    });
    expect(byName.get('shobodan-meibo')!.detail).toMatchObject({
      reason: 'sensitiveConfirmationNeeded',
      resources: [{ resourceId: resource.id, types: expect.arrayContaining(['PERSON_NAME']) }],
    });
    expect(byName.get('kanko-shisetsu')!.detail.push).toMatchObject({
      action: 'patch',
      fields: ['title'],
    });

    // The catalogue holds the synced change; nothing else was patched.
    expect(fixture.catalogue.store.findDataset('kanko-shisetsu')!.title).toBe(synced.title);
    const patched = fixture.proxy
      .calls('package_patch')
      .slice(patchesBefore)
      .map((call) => call.body.id);
    expect(patched.filter((id) => id === synced.ckanId)).toHaveLength(1);
    expect(patched).not.toContain(conflicted.ckanId);
    expect(patched).not.toContain(held.ckanId);
    expect(fixture.catalogue.store.findDataset('shobodan-meibo')!.title).not.toBe(held.title);
    expect((await fixture.datasetNamed('setai-su-suii')).syncStatus).toBe('conflict');
    expect((await fixture.datasetNamed('library-branches')).syncStatus).toBe('not_synced');

    // The result stays readable: an event with the counts.
    const [event] = await fixture.testApp.runtime.db
      .select()
      .from(events)
      .where(and(eq(events.instanceId, fixture.instanceId), eq(events.kind, 'syncRun.finished')));
    expect(event).toMatchObject({
      level: 'warning',
      actorId: fixture.owner.id,
      details: {
        runId: started.result.runId,
        total: 4,
        synced: 1,
        conflict: 1,
        refused: 1,
        held: 1,
      },
    });

    // The held dataset, confirmed, syncs as it does on its own page.
    const confirmed = await fixture.call<{ outcome: string }>('datasets.sync', {
      datasetId: held.id,
      confirmSensitive: true,
    });
    expect(confirmed.result.outcome).toBe('synced');
    expect(fixture.catalogue.store.findDataset('shobodan-meibo')!.title).toBe(held.title);
  });

  it('stops taking datasets once cancelled; the rest are cancelled, not pushed', async () => {
    const names = [
      'gomi-shushu-bi',
      'koukyo-musen-lan',
      'shimin-matsuri',
      'kouhou-midori',
      'shokuin-renrakusaki',
      'hojokin-kofusaki',
      'kosodate-shien-shisetsu',
      'kaigo-jigyosho-ichiran',
    ];
    const edited = [];
    for (const name of names) edited.push(await fixture.edit(name, { title: `${name} (revised)` }));
    const patchesBefore = fixture.proxy.calls('package_patch').length;
    // Both datasets in flight wait at the catalogue while the person cancels.
    const first = fixture.proxy.holdNext('package_patch');
    const started = await startRun(edited.map((dataset) => dataset.id));
    await first.reached;
    const second = fixture.proxy.holdNext('package_patch');
    await second.reached;
    const cancelled = await fixture.call<{ status: string }>('syncRuns.cancel', {
      runId: started.result.runId,
    });
    expect(cancelled.status, JSON.stringify(cancelled.error)).toBe(200);
    first.release();
    second.release();
    const result = await ended(started.result.runId);

    expect(result.run).toMatchObject({ status: 'cancelled', cancelRequested: true });
    expect(result.counts.done).toBe(names.length);
    const cancelledItems = result.items.filter((item) => item.outcome === 'cancelled');
    const syncedItems = result.items.filter((item) => item.outcome === 'synced');
    // Those taken when the person cancelled finish (one per lane); at most one had finished before.
    expect(cancelledItems.length).toBeGreaterThanOrEqual(names.length - (syncRunLanes + 1));
    expect(cancelledItems.length + syncedItems.length).toBe(names.length);
    const patched = fixture.proxy
      .calls('package_patch')
      .slice(patchesBefore)
      .map((call) => call.body.id);
    const ckanIdOf = new Map(edited.map((dataset) => [dataset.id, dataset.ckanId]));
    expect(patched.sort()).toEqual(syncedItems.map((item) => ckanIdOf.get(item.datasetId)).sort());
    const [event] = await fixture.testApp.runtime.db
      .select()
      .from(events)
      .where(and(eq(events.instanceId, fixture.instanceId), eq(events.kind, 'syncRun.cancelled')));
    expect(event!.details).toMatchObject({ cancelled: cancelledItems.length });
    // However many datasets are under way, the catalogue never has more than two requests at once.
    expect(fixture.proxy.mostAtOnce()).toBeLessThanOrEqual(2);
  });

  it('refuses a selection that changed since the person saw it', async () => {
    const answer = await fixture.call('datasets.syncMany', {
      instanceId: fixture.instanceId,
      target: { kind: 'matching', filters: { syncStatus: 'not_synced' }, count: 999 },
    });
    expect(answer.status).toBe(409);
    expect(answer.error!.details).toMatchObject({ reason: 'selectionChanged', selected: 999 });
  });

  it("lists an editor's datasets outside their scope apart and never syncs them", async () => {
    const inScope = await fixture.edit('jigyosho-tokei', { title: '事業所統計（確報）' });
    const outside = await fixture.edit('iryo-kikan-ichiran', { title: '医療機関一覧（改訂）' });
    expect(outside.organizationName).not.toBe(inScope.organizationName);
    const editor = await buildUser(fixture.testApp);
    const db = fixture.testApp.runtime.db;
    await db
      .insert(workspaceMembers)
      .values({ workspaceId: fixture.workspaceId, userId: editor.id, role: 'editor' });
    await db.insert(editDestinations).values({
      workspaceId: fixture.workspaceId,
      userId: editor.id,
      instanceId: fixture.instanceId,
      organizationNames: [inScope.organizationName!],
    });
    await fixture.giveApiKey(editor, fixture.catalogue.adminToken);

    const started = await startRun([inScope.id, outside.id], editor);
    expect(started.status, JSON.stringify(started.error)).toBe(200);
    expect(started.result).toMatchObject({ total: 1, outsideScope: 1 });
    const result = await ended(started.result.runId);
    expect(result.items.map((item) => [item.datasetName, item.outcome])).toEqual([
      ['jigyosho-tokei', 'synced'],
    ]);
    expect(result.run.outsideScope).toEqual([
      { id: outside.id, name: 'iryo-kikan-ichiran', title: outside.title },
    ]);
    expect(fixture.catalogue.store.findDataset('iryo-kikan-ichiran')!.title).not.toBe(
      outside.title,
    );

    // Only their own datasets: a selection wholly outside their scope starts nothing.
    const nothing = await startRun([outside.id], editor);
    expect(nothing.status).toBe(400);
    expect(nothing.error!.details!.reason).toBe('nothingToSync');
  });

  it('refuses at once without the person’s own catalogue API key', async () => {
    const colleague = await buildUser(fixture.testApp);
    await fixture.testApp.runtime.db
      .insert(workspaceMembers)
      .values({ workspaceId: fixture.workspaceId, userId: colleague.id, role: 'admin' });
    const dataset = await fixture.datasetNamed('tokei-nenkan');
    const answer = await startRun([dataset.id], colleague);
    expect(answer.status).toBe(403);
    expect(answer.error!.details!.reason).toBe('catalogueApiKeyMissing');
  });
});
