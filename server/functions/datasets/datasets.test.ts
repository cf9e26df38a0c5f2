import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSampleCatalogue, type SampleCatalogue } from '#sample-catalogue/index.js';
import type { DatasetDetail, DatasetRow } from '#contract/functions/datasets/index.js';
import { datasets } from '#server/db/schema/index.js';
import { buildUser, type TestUser } from '#server/test-support/accounts.js';
import { buildHarvestedInstance } from '#server/test-support/catalogue.js';
import { callFunction } from '#server/test-support/call-function.js';
import { startTestApp, type TestApp } from '#server/test-support/test-app.js';

interface ListResult {
  items: DatasetRow[];
  total: number;
}

describe('browsing the working copy', () => {
  let testApp: TestApp;
  let catalogue: SampleCatalogue;
  let owner: TestUser;
  let instanceId: string;
  let workspaceId: string;

  const list = async (data: Record<string, unknown>, cookie = owner.cookie) =>
    callFunction<ListResult>(testApp, 'datasets.list', { instanceId, ...data }, { cookie });

  beforeAll(async () => {
    [testApp, catalogue] = await Promise.all([
      startTestApp(),
      startSampleCatalogue({ datasets: 60 }),
    ]);
    owner = await buildUser(testApp);
    ({ instanceId, workspaceId } = await buildHarvestedInstance(testApp, owner, catalogue.url));
  });
  afterAll(async () => {
    await testApp?.close();
    await catalogue?.close();
  });

  it('pages with the chosen rows per page and reports the total', async () => {
    const first = await list({ pageSize: 10 });
    expect(first.result.items).toHaveLength(10);
    const all = await list({ pageSize: 100 });
    expect(first.result.total).toBe(all.result.total);
    const second = await list({ pageSize: 10, page: 2 });
    expect(second.result.items[0]!.name).toBe(all.result.items[10]!.name);
    // A page past the end has no row to carry the total, yet tells it.
    const pastTheEnd = await list({ pageSize: 10, page: 1000 });
    expect(pastTheEnd.result).toMatchObject({ items: [], total: all.result.total });
    expect((await list({ pageSize: 7 })).status).toBe(400);
  });

  it('searches name, title, tags, organization and notes, Japanese included', async () => {
    const shelters = await list({ q: '避難所' });
    expect(shelters.result.items.map((item) => item.name)).toEqual(
      expect.arrayContaining(['hinanjo-ichiran', 'hinanjo-unei-iin']),
    );
    const byOrganization = await list({ q: 'みどり市', pageSize: 100 });
    expect(byOrganization.result.total).toBeGreaterThan(0);
    // A search counts every match, not only those of the page.
    expect(byOrganization.result.total).toBe(byOrganization.result.items.length);
    expect(byOrganization.result.total).toBeGreaterThan(10);
    const firstOfTen = await list({ q: 'みどり市', pageSize: 10 });
    expect(firstOfTen.result.total).toBe(byOrganization.result.total);
    expect(
      byOrganization.result.items.every(
        (item) => item.organizationName === 'midori-city' || item.title.includes('みどり'),
      ),
    ).toBe(true);
    // Full-width letters find half-width ones (NFKC) and every term must match.
    expect((await list({ q: 'ＡＥＤ' })).result.items.map((item) => item.name)).toContain(
      'aed-setchi-basho',
    );
    expect((await list({ q: 'air quality' })).result.items.map((item) => item.name)).toEqual([
      'air-quality-readings',
    ]);
    expect((await list({ q: '避難所 存在しない語' })).result.total).toBe(0);
    expect((await list({ q: '100%_' })).status).toBe(200);
  });

  it('sorts by each of the seven options', async () => {
    const rows = (await list({ pageSize: 100 })).result.items;
    const names = rows.map((row) => row.name);
    expect(names).toEqual([...names].sort());
    const byModified = (await list({ sort: 'modified_desc', pageSize: 100 })).result.items.map(
      (row) => row.metadataModified!,
    );
    expect(byModified).toEqual([...byModified].sort().reverse());
    const byModifiedAsc = (await list({ sort: 'modified_asc', pageSize: 100 })).result.items.map(
      (row) => row.metadataModified!,
    );
    expect(byModifiedAsc).toEqual([...byModifiedAsc].sort());
    const mostResources = (await list({ sort: 'resources_desc', pageSize: 100 })).result.items.map(
      (row) => row.numResources,
    );
    expect(mostResources).toEqual([...mostResources].sort((a, b) => b - a));
    const leastResources = (await list({ sort: 'resources_asc', pageSize: 100 })).result.items.map(
      (row) => row.numResources,
    );
    expect(leastResources).toEqual([...leastResources].sort((a, b) => a - b));
    // The harvest scored every dataset; the worst first, or the best, the name breaking ties.
    const worst = (await list({ sort: 'score_asc', pageSize: 100 })).result.items;
    const scores = worst.map((row) => row.qualityScore!);
    expect(scores.every((score) => Number.isInteger(score))).toBe(true);
    expect(new Set(scores).size).toBeGreaterThan(1);
    expect(scores).toEqual([...scores].sort((a, b) => a - b));
    const best = (await list({ sort: 'score_desc', pageSize: 100 })).result.items;
    expect(best.map((row) => row.qualityScore)).toEqual([...scores].reverse());
  });

  it('shows a dataset with every field and its resources in order', async () => {
    const row = (await list({ q: 'hinanjo-ichiran' })).result.items[0]!;
    const detail = await callFunction<DatasetDetail>(
      testApp,
      'datasets.get',
      { datasetId: row.id },
      { cookie: owner.cookie },
    );
    const source = catalogue.store.findDataset('hinanjo-ichiran')!;
    expect(detail.result).toMatchObject({
      name: 'hinanjo-ichiran',
      title: '避難所一覧',
      organizationName: 'sakura-pref-bosai',
      tags: expect.arrayContaining(['避難所']),
      syncStatus: 'synced',
      permissions: { edit: true },
    });
    expect(detail.result.resources.map((resource) => resource.ckanId)).toEqual(
      source.resources.map((resource) => resource.id),
    );
    expect(detail.result.remote).toMatchObject({ id: source.id, name: 'hinanjo-ichiran' });
    expect(detail.result.updateFrequency).toBe('随時');
  });

  it("titles the licence and groups with the catalogue's lists, and keeps their ids", async () => {
    const row = (await list({ q: 'hinanjo-ichiran' })).result.items[0]!;
    const get = () =>
      callFunction<DatasetDetail>(
        testApp,
        'datasets.get',
        { datasetId: row.id },
        { cookie: owner.cookie },
      );
    const detail = (await get()).result;
    // The licence's title differs from its id in the catalogue's licence list.
    expect(detail.licenseId).toBe('cc-by-4.0');
    expect(detail.license).toEqual({
      id: 'cc-by-4.0',
      title: 'クリエイティブ・コモンズ 表示 4.0 国際 (CC BY 4.0)',
    });
    expect(detail.groups).toEqual(['bosai']);
    expect(detail.groupTitles).toEqual([{ name: 'bosai', title: '防災・安全' }]);

    // A licence and a group the lists do not know show as their ids.
    await testApp.runtime.db
      .update(datasets)
      .set({ licenseId: 'city-own-terms', groups: ['bosai', 'retired-group'] })
      .where(eq(datasets.id, row.id));
    const unknown = (await get()).result;
    expect(unknown.license).toEqual({ id: 'city-own-terms', title: 'city-own-terms' });
    expect(unknown.groupTitles).toEqual([
      { name: 'bosai', title: '防災・安全' },
      { name: 'retired-group', title: 'retired-group' },
    ]);
    await testApp.runtime.db
      .update(datasets)
      .set({ licenseId: detail.licenseId, groups: detail.groups })
      .where(eq(datasets.id, row.id));
  });

  it('summarises organizations and file formats of the workspace', async () => {
    const organizations = await callFunction<{ items: { name: string; datasetCount: number }[] }>(
      testApp,
      'workspaces.organizations',
      { workspaceId },
      { cookie: owner.cookie },
    );
    const total = (await list({})).result.total;
    expect(organizations.result.items.reduce((sum, item) => sum + item.datasetCount, 0)).toBe(
      total,
    );
    expect(organizations.result.items.map((item) => item.name)).toContain('sakura-pref-bosai');
    const formats = await callFunction<{
      items: { format: string; count: number }[];
      total: number;
    }>(testApp, 'workspaces.fileFormats', { workspaceId }, { cookie: owner.cookie });
    expect(formats.result.items.map((item) => item.format)).toEqual(
      expect.arrayContaining(['CSV', 'XLSX', 'PDF']),
    );
    expect(formats.result.total).toBe(
      formats.result.items.reduce((sum, item) => sum + item.count, 0),
    );
  });

  it('answers not found to a non-member, for the list and for a dataset', async () => {
    const stranger = await buildUser(testApp);
    expect((await list({}, stranger.cookie)).status).toBe(404);
    const row = (await list({})).result.items[0]!;
    expect(
      (
        await callFunction(
          testApp,
          'datasets.get',
          { datasetId: row.id },
          { cookie: stranger.cookie },
        )
      ).status,
    ).toBe(404);
  });
});
