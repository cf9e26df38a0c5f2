import { describe, expect, it } from 'vitest';
import type { ConflictField, DatasetDetail } from '#contract/functions/datasets/index.js';
import type { HistorySummary } from '#contract/functions/histories.js';
import { useSyncFixture } from '#server/test-support/use-sync-fixture.js';

interface ConflictView {
  version: number;
  catalogueModified: string;
  syncStatus: string;
  fields: ConflictField[];
}

describe('a dataset changed on both sides', () => {
  const fixture = useSyncFixture();

  it('stops at a conflict, shows both sides, and pushes only the choices after resolving', async () => {
    const edited = await fixture.edit('chiiki-bosai-keikaku', {
      title: '地域防災計画（令和6年度修正）',
      maintainer: '危機管理部',
    });
    fixture.catalogue.store.changeDataset('chiiki-bosai-keikaku', (dataset) => {
      dataset.title = '地域防災計画（CKANで修正）';
      dataset.notes = 'CKAN で直接書き換えた説明文です。';
    });
    const patches = fixture.proxy.calls('package_patch').length;
    const answer = await fixture.call<{ outcome: string; dataset: DatasetDetail }>(
      'datasets.sync',
      { datasetId: edited.id },
    );
    expect(answer.result.outcome).toBe('conflict');
    expect(answer.result.dataset.syncStatus).toBe('conflict');
    expect(fixture.proxy.calls('package_patch')).toHaveLength(patches);

    const view = await fixture.call<ConflictView>('datasets.conflict', { datasetId: edited.id });
    expect(view.result.syncStatus).toBe('conflict');
    const byField = new Map(view.result.fields.map((field) => [field.field, field]));
    expect([...byField.keys()].sort()).toEqual(['maintainer', 'notes', 'title']);
    expect(byField.get('title')).toMatchObject({
      local: '地域防災計画（令和6年度修正）',
      catalogue: '地域防災計画（CKANで修正）',
      changedLocally: true,
      changedInCatalogue: true,
    });
    expect(byField.get('notes')).toMatchObject({ changedLocally: false, changedInCatalogue: true });
    expect(byField.get('maintainer')).toMatchObject({
      changedLocally: true,
      changedInCatalogue: false,
    });

    // Resolving against a catalogue version the user did not see is refused.
    const stale = await fixture.call('datasets.resolveConflict', {
      datasetId: edited.id,
      version: view.result.version,
      catalogueModified: '2020-01-01T00:00:00.000Z',
      choices: { title: 'catalogue' },
    });
    expect(stale.status).toBe(409);

    // Keep our title and maintainer, take their description (the default for a field only they changed).
    const resolved = await fixture.call<DatasetDetail>('datasets.resolveConflict', {
      datasetId: edited.id,
      version: view.result.version,
      catalogueModified: view.result.catalogueModified,
      choices: { title: 'local' },
    });
    expect(resolved.status, JSON.stringify(resolved.error)).toBe(200);
    expect(resolved.result).toMatchObject({
      syncStatus: 'not_synced',
      title: '地域防災計画（令和6年度修正）',
      notes: 'CKAN で直接書き換えた説明文です。',
      maintainer: '危機管理部',
    });

    const synced = await fixture.call<{ outcome: string }>('datasets.sync', {
      datasetId: edited.id,
    });
    expect(synced.result.outcome).toBe('synced');
    const [patch] = fixture.proxy.calls('package_patch').slice(patches);
    expect(Object.keys(patch!.body).sort()).toEqual(['id', 'maintainer', 'title']);
    expect(fixture.catalogue.store.findDataset('chiiki-bosai-keikaku')).toMatchObject({
      title: '地域防災計画（令和6年度修正）',
      notes: 'CKAN で直接書き換えた説明文です。',
      maintainer: '危機管理部',
    });

    const history = await fixture.call<{ items: HistorySummary[] }>('histories.list', {
      instanceId: fixture.instanceId,
      datasetId: edited.id,
    });
    expect(history.result.items.map((item) => item.source)).toEqual([
      'sync',
      'conflict',
      'edit',
      'harvest',
    ]);
    const resolution = await fixture.call<{ changes: unknown[] }>('histories.get', {
      historyId: history.result.items[1]!.id,
    });
    expect(resolution.result.changes).toEqual([
      {
        field: 'notes',
        before: expect.any(String),
        after: 'CKAN で直接書き換えた説明文です。',
      },
    ]);
  });

  it("titles both sides' licences and groups with the catalogue's lists", async () => {
    const edited = await fixture.edit('hinanjo-unei-iin', {
      licenseId: 'uk-ogl',
      groups: ['bosai', 'kenko-fukushi'],
    });
    fixture.catalogue.store.changeDataset('hinanjo-unei-iin', (dataset) => {
      dataset.license_id = 'odc-by';
    });
    const answer = await fixture.call<{ outcome: string }>('datasets.sync', {
      datasetId: edited.id,
    });
    expect(answer.result.outcome).toBe('conflict');
    const view = await fixture.call<ConflictView & { titles: unknown }>('datasets.conflict', {
      datasetId: edited.id,
    });
    // The sides keep their ids; the titles come beside them.
    expect(view.result.fields.find((field) => field.field === 'licenseId')).toMatchObject({
      local: 'uk-ogl',
      catalogue: 'odc-by',
    });
    expect(view.result.titles).toEqual({
      licenseId: {
        'uk-ogl': 'UK Open Government Licence (OGL)',
        'odc-by': 'Open Data Commons Attribution License',
      },
      groups: { bosai: '防災・安全', 'kenko-fukushi': '健康・福祉' },
    });
  });

  it('marks a local edit conflict when a harvest pulls a catalogue change, and takes the catalogue wholly', async () => {
    const edited = await fixture.edit('kouhou-midori', { maintainer: '広報課' });
    fixture.catalogue.store.changeDataset('kouhou-midori', (dataset) => {
      dataset.title = '広報みどり（CKAN）';
    });
    await fixture.harvest();
    const pulled = await fixture.datasetNamed('kouhou-midori');
    expect(pulled).toMatchObject({ syncStatus: 'conflict', maintainer: '広報課' });
    expect(pulled.title).not.toBe('広報みどり（CKAN）');

    const view = await fixture.call<ConflictView>('datasets.conflict', { datasetId: edited.id });
    const resolved = await fixture.call<DatasetDetail>('datasets.resolveConflict', {
      datasetId: edited.id,
      version: view.result.version,
      catalogueModified: view.result.catalogueModified,
      take: 'catalogue',
    });
    expect(resolved.result).toMatchObject({ syncStatus: 'synced', title: '広報みどり（CKAN）' });
    expect(resolved.result.maintainer).toBe(
      fixture.catalogue.store.findDataset('kouhou-midori')!.maintainer,
    );
  });

  it('writes a harvest history row with the fields a pull changed', async () => {
    fixture.catalogue.store.changeDataset('library-branches', (dataset) => {
      dataset.title = 'Library branches and hours';
      dataset.tags = [...dataset.tags, 'hours'];
    });
    await fixture.harvest();
    const detail = await fixture.datasetNamed('library-branches');
    expect(detail).toMatchObject({ title: 'Library branches and hours', syncStatus: 'synced' });
    const history = await fixture.call<{ items: HistorySummary[] }>('histories.list', {
      instanceId: fixture.instanceId,
      datasetId: detail.id,
      source: 'harvest',
    });
    expect(history.result.items[0]).toMatchObject({
      source: 'harvest',
      fields: ['title', 'tags'],
      actor: { id: fixture.owner.id },
    });
  });
});
