import { beforeAll, describe, expect, it } from 'vitest';
import type { Batch } from '#contract/functions/batches.js';
import type { DatasetDetail } from '#contract/functions/datasets/index.js';
import type { ImportPreview } from '#contract/functions/imports.js';
import type { HistorySummary } from '#contract/functions/histories.js';
import { buildUser } from '#server/test-support/accounts.js';
import { addMember } from '#server/test-support/members.js';
import { useSyncFixture } from '#server/test-support/use-sync-fixture.js';

type UndoPreview = ImportPreview & {
  kept: { datasetName: string; reason: string }[];
  keptCount: number;
};

describe('changing many datasets at once, and undoing it', () => {
  const fixture = useSyncFixture();
  const names = ['hinanjo-ichiran', 'aed-setchi-basho', 'shobodan-meibo'];
  let selected: DatasetDetail[] = [];
  let oldPrefix = '';
  const previewChange = (selection: unknown, change: unknown) =>
    fixture.call<ImportPreview>('batches.previewChange', {
      instanceId: fixture.instanceId,
      selection,
      change,
    });
  const byIds = () => ({ kind: 'ids', ids: selected.map((dataset) => dataset.id) });

  beforeAll(async () => {
    selected = await Promise.all(names.map((name) => fixture.datasetNamed(name)));
    // The sample catalogue's files are on its own host: a domain move from there.
    oldPrefix = new URL('/files/', selected[0]!.resources[0]!.url).toString();
  });

  it('replaces a URL prefix in every resource of the selection, previewed, then applied as one batch the history names', async () => {
    const preview = await previewChange(byIds(), {
      op: 'replace',
      field: 'resource.url',
      find: oldPrefix.toUpperCase(),
      replace: 'https://new.example.jp/files/',
      match: 'prefix',
      caseSensitive: false,
    });
    expect(preview.status).toBe(200);
    const { result } = preview;
    expect(result.kind).toBe('change');
    expect(result.issueCount).toBe(0);
    expect(result.importId).not.toBeNull();
    expect(result.counts.changed).toBe(3);
    const hinanjo = result.changes.find((change) => change.datasetName === 'hinanjo-ichiran')!;
    // Only the resource under /files/ moves; the one under /links/ does not start with it.
    expect(hinanjo.changes).toEqual([
      expect.objectContaining({
        field: 'resource.url',
        before: `${oldPrefix}hinanjo-ichiran.csv`,
        after: 'https://new.example.jp/files/hinanjo-ichiran.csv',
      }),
    ]);
    // Nothing changed before Apply.
    expect((await fixture.datasetNamed('hinanjo-ichiran')).resources[0]!.url).toBe(
      `${oldPrefix}hinanjo-ichiran.csv`,
    );

    const applied = await fixture.call('imports.apply', { importId: result.importId });
    expect(applied.status).toBe(200);
    const after = await fixture.datasetNamed('hinanjo-ichiran');
    expect(after.resources.map((resource) => resource.url)).toEqual([
      'https://new.example.jp/files/hinanjo-ichiran.csv',
      selected[0]!.resources[1]!.url,
    ]);
    expect(after.syncStatus).toBe('not_synced');

    const history = await fixture.call<{ items: HistorySummary[] }>('histories.list', {
      instanceId: fixture.instanceId,
      source: 'batch',
    });
    expect(history.result.items.map((row) => row.datasetName).sort()).toEqual([...names].sort());
    expect(history.result.items[0]!.actor?.id).toBe(fixture.owner.id);

    const batch = await fixture.call<Batch & { changeCount: number; change: unknown }>(
      'batches.get',
      { batchId: result.importId },
    );
    expect(batch.result).toMatchObject({
      kind: 'change',
      status: 'applied',
      datasetCount: 3,
      changeCount: 3,
      actor: { id: fixture.owner.id },
      change: { op: 'replace', field: 'resource.url', match: 'prefix' },
      undoneBy: null,
    });
    // A second Apply of the same batch is refused.
    const again = await fixture.call('imports.apply', { importId: result.importId });
    expect(again.status).toBe(409);
  });

  it('shows a value the change would make invalid at its dataset, with the spec message, and keeps nothing', async () => {
    const preview = await previewChange(byIds(), {
      op: 'replace',
      field: 'title',
      find: selected[0]!.title,
      replace: '',
    });
    expect(preview.status).toBe(200);
    expect(preview.result.importId).toBeNull();
    expect(preview.result.issues).toEqual([
      expect.objectContaining({
        datasetName: 'hinanjo-ichiran',
        column: 'title',
        key: 'titleRequired',
        message: expect.stringMatching(/title/i),
      }),
    ]);
    const unknownLicence = await previewChange(byIds(), {
      op: 'set',
      field: 'licenseId',
      value: 'no-such-licence',
    });
    expect(unknownLicence.result.importId).toBeNull();
    expect(unknownLicence.result.issueCount).toBe(3);
    expect(unknownLicence.result.issues.every((issue) => issue.key === 'choiceUnknown')).toBe(true);
  });

  it('acts on every dataset matching the filter, and refuses a selection that changed meanwhile', async () => {
    const organization = selected[0]!.organizationName!;
    const listed = await fixture.call<{ total: number }>('datasets.list', {
      instanceId: fixture.instanceId,
      organization,
    });
    const stale = await previewChange(
      { kind: 'matching', filters: { organization }, count: listed.result.total + 1 },
      { op: 'addTags', tags: ['一括'] },
    );
    expect(stale.status).toBe(409);
    expect(stale.error?.details?.reason).toBe('selectionChanged');

    const matching = await previewChange(
      { kind: 'matching', filters: { organization }, count: listed.result.total },
      { op: 'addTags', tags: ['一括'] },
    );
    expect(matching.status).toBe(200);
    expect(matching.result.counts.changed).toBe(listed.result.total);
    expect(matching.result.changes[0]!.changes).toEqual([
      expect.objectContaining({ field: 'tags' }),
    ]);
  });

  it('undoes a batch on every dataset not changed since, lists the others, and cannot undo twice', async () => {
    const batches = await fixture.call<{ items: Batch[] }>('batches.list', {
      instanceId: fixture.instanceId,
    });
    const urlBatch = batches.result.items.find((batch) => batch.kind === 'change')!;
    // Someone moves one resource on after the batch: that dataset is kept as it is.
    const aed = await fixture.datasetNamed('aed-setchi-basho');
    const moved = await fixture.call('resources.update', {
      datasetId: aed.id,
      version: aed.version,
      resourceId: aed.resources[0]!.id,
      name: aed.resources[0]!.name,
      url: 'https://elsewhere.example.jp/aed.csv',
      description: aed.resources[0]!.description,
      format: aed.resources[0]!.format,
      size: aed.resources[0]!.size,
    });
    expect(moved.status).toBe(200);

    const undo = await fixture.call<UndoPreview>('batches.previewUndo', { batchId: urlBatch.id });
    expect(undo.status).toBe(200);
    expect(undo.result.kind).toBe('undo');
    expect(undo.result.kept).toEqual([
      expect.objectContaining({ datasetName: 'aed-setchi-basho', reason: 'changedSince' }),
    ]);
    expect(undo.result.counts.changed).toBe(2);
    expect((await fixture.call('imports.apply', { importId: undo.result.importId })).status).toBe(
      200,
    );
    const hinanjo = await fixture.datasetNamed('hinanjo-ichiran');
    expect(hinanjo.resources[0]!.url).toBe(`${oldPrefix}hinanjo-ichiran.csv`);
    expect((await fixture.datasetNamed('aed-setchi-basho')).resources[0]!.url).toBe(
      'https://elsewhere.example.jp/aed.csv',
    );

    const undone = await fixture.call<Batch>('batches.get', { batchId: urlBatch.id });
    expect(undone.result.undoneBy?.id).toBe(undo.result.importId);
    const twice = await fixture.call('batches.previewUndo', { batchId: urlBatch.id });
    expect(twice.status).toBe(409);
    expect(twice.error?.details?.reason).toBe('batchUndone');
  });

  it('shows an editor each selected dataset outside their organizations, and lets them move none there', async () => {
    const editor = await buildUser(fixture.testApp);
    const own = selected[0]!.organizationName!;
    await addMember(fixture.testApp, {
      workspaceId: fixture.workspaceId,
      userId: editor.id,
      role: 'editor',
      editDestinations: { [fixture.instanceId]: [own] },
    });
    const outside = await fixture.call<{
      items: { id: string; name: string; organizationName: string }[];
    }>('datasets.list', { instanceId: fixture.instanceId, pageSize: 100 });
    const stranger = outside.result.items.find((row) => row.organizationName !== own)!;
    const mixed = await fixture.call<ImportPreview>(
      'batches.previewChange',
      {
        instanceId: fixture.instanceId,
        selection: { kind: 'ids', ids: [selected[0]!.id, stranger.id] },
        change: { op: 'addTags', tags: ['担当'] },
      },
      editor,
    );
    expect(mixed.status).toBe(200);
    expect(mixed.result.importId).toBeNull();
    expect(mixed.result.issues).toEqual([
      expect.objectContaining({ datasetName: stranger.name, key: 'organizationNotEditable' }),
    ]);
    const moveOut = await fixture.call<ImportPreview>(
      'batches.previewChange',
      {
        instanceId: fixture.instanceId,
        selection: { kind: 'ids', ids: [selected[0]!.id] },
        change: { op: 'set', field: 'organization', value: stranger.organizationName },
      },
      editor,
    );
    expect(moveOut.result.importId).toBeNull();
    expect(moveOut.result.issues).toEqual([
      expect.objectContaining({ column: 'organization', key: 'organizationNotEditable' }),
    ]);
  });
});
