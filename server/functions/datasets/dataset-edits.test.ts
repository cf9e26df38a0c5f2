import { describe, expect, it } from 'vitest';
import type { DatasetDetail } from '#contract/functions/datasets/index.js';
import { validationMessageText } from '#contract/validation-messages.js';
import { buildUser } from '#server/test-support/accounts.js';
import { buildHarvestedInstance } from '#server/test-support/catalogue.js';
import { formValuesOf } from '#server/test-support/sync-fixture.js';
import { useSyncFixture } from '#server/test-support/use-sync-fixture.js';

const newDataset = {
  name: 'kouen-ichiran',
  title: '公園一覧',
  notes: '市内の公園の**一覧**です。',
  tags: ['公園', 'parks'],
  licenseId: 'cc-by-4.0',
  organization: 'midori-city',
  url: 'https://www.example.jp/kouen.html',
  maintainer: '都市整備課',
  groups: ['kanko'],
  updateFrequency: '年1回',
};

describe('creating and editing datasets locally', () => {
  const fixture = useSyncFixture();

  it('answers every required message for an empty form, in the spec words', async () => {
    const { status, error } = await fixture.call('datasets.create', {
      instanceId: fixture.instanceId,
      name: '',
      title: '',
      licenseId: '',
      organization: '',
    });
    expect(status).toBe(400);
    const fields = error!.details!.fields!;
    expect(fields).toEqual({
      name: ['nameRequired'],
      title: ['titleRequired'],
      licenseId: ['licenseRequired'],
      organization: ['organizationRequired'],
    });
    expect(Object.values(fields).map(([key]) => validationMessageText(key!))).toEqual([
      'Name is a required field',
      'Title is a required field',
      'License is a required field',
      'Organization is a required field',
    ]);
  });

  it('refuses a bad name and tags with a Japanese comma or full stop, naming each tag by its place', async () => {
    const { status, error } = await fixture.call('datasets.create', {
      instanceId: fixture.instanceId,
      ...newDataset,
      name: 'Kouen Ichiran',
      tags: ['公園', '公園、緑地', '緑地。'],
    });
    expect(status).toBe(400);
    expect(error!.details!.fields).toEqual({
      name: ['namePattern'],
      'tags.1': ['tagPunctuation'],
      'tags.2': ['tagPunctuation'],
    });
    expect(validationMessageText('namePattern')).toBe(
      'name must match the following: lowercase,alphanumeric,hyphen',
    );
  });

  it('refuses a name already in use and choices the catalogue does not have', async () => {
    const { status, error } = await fixture.call('datasets.create', {
      instanceId: fixture.instanceId,
      ...newDataset,
      name: 'hinanjo-ichiran',
      organization: 'no-such-organization',
      groups: ['no-such-group'],
    });
    expect(status).toBe(400);
    expect(error!.details!.fields).toEqual({
      name: ['nameTaken'],
      organization: ['choiceUnknown'],
      groups: ['choiceUnknown'],
    });
  });

  it('creates a dataset that lives locally until synced, with a history row', async () => {
    const created = await fixture.call<DatasetDetail>('datasets.create', {
      instanceId: fixture.instanceId,
      ...newDataset,
    });
    expect(created.status).toBe(200);
    expect(created.result).toMatchObject({
      name: 'kouen-ichiran',
      ckanId: null,
      syncStatus: 'local_only',
      organizationName: 'midori-city',
      organizationTitle: 'みどり市',
      updateFrequency: '年1回',
      extras: [{ key: 'update_frequency', value: '年1回' }],
      version: 1,
    });
    const history = await fixture.call<{ items: { source: string; fields: string[] }[] }>(
      'histories.list',
      { instanceId: fixture.instanceId, datasetId: created.result.id },
    );
    expect(history.result.items).toEqual([
      expect.objectContaining({
        source: 'create',
        fields: expect.arrayContaining(['name', 'title', 'tags']),
      }),
    ]);
    expect(fixture.catalogue.store.findDataset('kouen-ichiran')).toBeUndefined();
  });

  it('saves an edit as not synced, keeps the other extras, and refuses a stale version', async () => {
    const before = await fixture.datasetNamed('hinanjo-ichiran');
    const values = { ...formValuesOf(before), title: '指定避難所一覧', updateFrequency: '毎月' };
    const saved = await fixture.call<DatasetDetail>('datasets.update', {
      datasetId: before.id,
      version: before.version,
      ...values,
    });
    expect(saved.status).toBe(200);
    expect(saved.result).toMatchObject({ title: '指定避難所一覧', syncStatus: 'not_synced' });
    expect(saved.result.version).toBe(before.version + 1);
    expect(saved.result.extras).toEqual(
      before.extras.map((extra) =>
        extra.key === 'update_frequency' ? { ...extra, value: '毎月' } : extra,
      ),
    );

    // A second person saves on the version they opened, which is now stale: nothing is overwritten.
    const stale = await fixture.saveEdit(before, { maintainer: 'someone else' });
    expect(stale.status).toBe(409);
    expect(stale.error).toMatchObject({ status: 'ABORTED', details: { reason: 'staleVersion' } });
    expect((await fixture.datasetNamed('hinanjo-ichiran')).title).toBe('指定避難所一覧');

    // Putting every field back makes it synced again.
    const reverted = await fixture.call<DatasetDetail>('datasets.update', {
      datasetId: before.id,
      version: saved.result.version,
      ...formValuesOf(before),
    });
    expect(reverted.result.syncStatus).toBe('synced');
  });

  it('finds an edited title by its new words at once, and no longer by the words it lost', async () => {
    const names = async (q: string) =>
      (
        await fixture.call<{ items: { name: string }[] }>('datasets.list', {
          instanceId: fixture.instanceId,
          q,
        })
      ).result.items.map((item) => item.name);
    const before = await fixture.datasetNamed('hinanjo-ichiran');
    expect(await names('津波')).not.toContain('hinanjo-ichiran');
    const saved = await fixture.call<DatasetDetail>('datasets.update', {
      datasetId: before.id,
      version: before.version,
      ...formValuesOf(before),
      title: '津波避難ビル一覧',
    });
    expect(saved.status).toBe(200);
    expect(await names('津波')).toContain('hinanjo-ichiran');
    expect(await names('避難ビル')).toContain('hinanjo-ichiran');

    const reverted = await fixture.call<DatasetDetail>('datasets.update', {
      datasetId: before.id,
      version: saved.result.version,
      ...formValuesOf(before),
    });
    expect(reverted.status).toBe(200);
    expect(await names('津波')).not.toContain('hinanjo-ichiran');
  });

  it('lists the instance vocabularies for the form', async () => {
    const { result } = await fixture.call<{
      organizations: { name: string; title: string }[];
      groups: { name: string }[];
      licenses: { id: string }[];
      editableOrganizations: string | string[];
    }>('vocabularies.get', { instanceId: fixture.instanceId });
    expect(result.organizations).toContainEqual(
      expect.objectContaining({ name: 'midori-city', title: 'みどり市' }),
    );
    expect(result.groups.map((group) => group.name)).toContain('bosai');
    expect(result.licenses.map((license) => license.id)).toContain('cc-by-4.0');
    expect(result.editableOrganizations).toBe('all');
  });

  it('answers not found to someone outside the workspace, and touches nothing', async () => {
    const stranger = await buildUser(fixture.testApp);
    await buildHarvestedInstance(fixture.testApp, stranger, fixture.proxy.url, {
      workspaceName: 'Another team',
    });
    const target = await fixture.datasetNamed('aed-setchi-basho');
    for (const [name, data] of [
      [
        'datasets.update',
        { datasetId: target.id, version: target.version, ...formValuesOf(target), title: 'x' },
      ],
      ['datasets.sync', { datasetId: target.id }],
      [
        'datasets.resolveConflict',
        { datasetId: target.id, version: target.version, catalogueModified: 'x', take: 'local' },
      ],
      [
        'datasets.create',
        { instanceId: fixture.instanceId, ...newDataset, name: 'stranger-dataset' },
      ],
      ['histories.list', { instanceId: fixture.instanceId }],
      ['events.list', { instanceId: fixture.instanceId }],
    ] as const) {
      const answer = await fixture.call(name, data, stranger);
      expect(answer.status, name).toBe(404);
    }
    expect((await fixture.datasetNamed('aed-setchi-basho')).title).toBe(target.title);
  });
});
