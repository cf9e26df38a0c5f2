import { describe, expect, it } from 'vitest';
import type { ConflictField, DatasetDetail } from '#contract/functions/datasets/index.js';
import { expectOk } from '#server/test-support/expect-ok.js';
import { useSyncFixture } from '#server/test-support/use-sync-fixture.js';

type Marked = { outcome: 'markedForDeletion'; dataset: DatasetDetail };

describe('a dataset marked for deletion that someone changed in the catalogue', () => {
  const fixture = useSyncFixture();

  it('is not deleted at the sync: it stops at a conflict that shows their change', async () => {
    const before = await fixture.datasetNamed('chiiki-bosai-keikaku');
    const marked = expectOk(
      await fixture.call<Marked>('datasets.delete', {
        datasetId: before.id,
        version: before.version,
      }),
    );
    expect(marked.dataset.syncStatus).toBe('to_delete');
    fixture.catalogue.store.changeDataset('chiiki-bosai-keikaku', (dataset) => {
      dataset.title = '地域防災計画（CKANで修正）';
    });

    const answer = expectOk(
      await fixture.call<{ outcome: string; dataset: DatasetDetail }>('datasets.sync', {
        datasetId: before.id,
      }),
    );
    expect(answer.outcome).toBe('conflict');
    expect(answer.dataset.syncStatus).toBe('conflict');
    expect(fixture.proxy.calls('package_delete')).toHaveLength(0);
    expect(fixture.catalogue.store.findDataset('chiiki-bosai-keikaku')?.state).toBe('active');

    const view = expectOk(
      await fixture.call<{ fields: ConflictField[] }>('datasets.conflict', {
        datasetId: before.id,
      }),
    );
    expect(view.fields.find((field) => field.field === 'title')).toMatchObject({
      catalogue: '地域防災計画（CKANで修正）',
      changedInCatalogue: true,
      changedLocally: false,
    });
  });

  it('is deleted when the catalogue still holds the version it was marked on', async () => {
    const before = await fixture.datasetNamed('kanko-shisetsu');
    expectOk(
      await fixture.call<Marked>('datasets.delete', {
        datasetId: before.id,
        version: before.version,
      }),
    );
    const answer = expectOk(
      await fixture.call<{ outcome: string }>('datasets.sync', { datasetId: before.id }),
    );
    expect(answer.outcome).toBe('deleted');
    expect(fixture.catalogue.store.findDataset('kanko-shisetsu')?.state).toBe('deleted');
  });
});
