import { beforeAll, describe, expect, it } from 'vitest';
import type { DatasetRow } from '#contract/functions/datasets/index.js';
import { csvObjects, downloadExport } from '#server/test-support/import-export-files.js';
import { useSyncFixture } from '#server/test-support/use-sync-fixture.js';

interface ListPage {
  items: DatasetRow[];
  total: number;
}
interface FilterCounts {
  syncStatuses: Record<string, number>;
  organizations: { name: string; title: string | null; count: number }[];
}

describe('finding datasets by sync status and organization', () => {
  const fixture = useSyncFixture();
  const list = (filters: Record<string, unknown>) =>
    fixture.call<ListPage>('datasets.list', {
      instanceId: fixture.instanceId,
      pageSize: 100,
      ...filters,
    });
  const counts = (filters: Record<string, unknown> = {}) =>
    fixture.call<FilterCounts>('datasets.filterCounts', {
      instanceId: fixture.instanceId,
      ...filters,
    });

  beforeAll(async () => {
    await fixture.edit('hinanjo-ichiran', { maintainer: '防災課（更新）' });
    await fixture.edit('aed-setchi-basho', { maintainer: '防災課（更新）' });
    await fixture.create('local-only-dataset');
  });

  it('lists what is changed here and not yet in the catalogue, each status with its count', async () => {
    const changed = await list({ syncStatus: 'not_synced' });
    expect(changed.result.items.map((row) => row.name).sort()).toEqual([
      'aed-setchi-basho',
      'hinanjo-ichiran',
    ]);
    expect(changed.result.total).toBe(2);
    const unsynced = await list({ syncStatus: 'unsynced' });
    expect(unsynced.result.items.map((row) => row.name)).toContain('local-only-dataset');
    expect(unsynced.result.total).toBe(3);
    const inStep = await list({ syncStatus: 'synced' });
    expect(inStep.result.items.every((row) => row.syncStatus === 'synced' && !row.removed)).toBe(
      true,
    );

    const all = await list({});
    const answer = (await counts()).result;
    expect(answer.syncStatuses).toEqual({
      unsynced: 3,
      not_synced: 2,
      conflict: 0,
      local_only: 1,
      to_delete: 0,
      removed: 0,
      synced: all.result.total - 3,
    });
    // The counts follow the search: one word of one edited dataset's title.
    const searched = (await counts({ q: 'hinanjo-ichiran' })).result.syncStatuses;
    expect(searched.not_synced).toBe(1);
    // The instance page's figure is the same "not yet synced".
    const instance = await fixture.call<{ unsyncedCount: number }>('instances.get', {
      instanceId: fixture.instanceId,
    });
    expect(instance.result.unsyncedCount).toBe(3);
  });

  it('filters by organization, combined with the sync status, and counts each organization', async () => {
    const hinanjo = await fixture.datasetNamed('hinanjo-ichiran');
    const organization = hinanjo.organizationName!;
    const ofOrganization = await list({ organization });
    expect(ofOrganization.result.total).toBeGreaterThan(0);
    expect(ofOrganization.result.items.every((row) => row.organizationName === organization)).toBe(
      true,
    );
    const answer = (await counts()).result;
    const counted = answer.organizations.find((entry) => entry.name === organization);
    expect(counted).toMatchObject({ title: hinanjo.organizationTitle });
    expect(counted!.count).toBe(ofOrganization.result.total);
    expect(answer.organizations.reduce((sum, entry) => sum + entry.count, 0)).toBeLessThanOrEqual(
      (await list({})).result.total,
    );

    const both = await list({ organization, syncStatus: 'not_synced' });
    expect(both.result.items.every((row) => row.organizationName === organization)).toBe(true);
    expect(both.result.items.map((row) => row.name)).toContain('hinanjo-ichiran');
    // The sync counts within the organization, the organization counts within the sync status.
    const within = (await counts({ organization, syncStatus: 'not_synced' })).result;
    expect(within.syncStatuses.not_synced).toBe(both.result.total);
    expect(within.organizations.find((entry) => entry.name === organization)?.count).toBe(
      both.result.total,
    );
  });

  it('exports exactly what the filtered list shows', async () => {
    const exported = await downloadExport(
      fixture.testApp,
      { instanceId: fixture.instanceId, syncStatus: 'not_synced' },
      fixture.owner.cookie,
    );
    expect(exported.status).toBe(200);
    expect(
      csvObjects(exported.bytes)
        .map((row) => row['Dataset Name'])
        .sort(),
    ).toEqual(['aed-setchi-basho', 'hinanjo-ichiran']);
  });

  it('refuses a filter it does not know, with the field named', async () => {
    const refused = await list({ syncStatus: 'whatever' });
    expect(refused.status).toBe(400);
  });
});
