import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSampleCatalogue, type SampleCatalogue } from '#sample-catalogue/index.js';
import { CkanClient } from './ckan-client.js';
import { ckanFailure } from './test-support/ckan-failure.js';
import { normaliseCkanTimestamp } from './timestamps.js';

let catalogue: SampleCatalogue;
const clients: CkanClient[] = [];
const client = (apiKey?: string) => {
  const created = new CkanClient({
    baseUrl: catalogue.url,
    allowPrivateAddresses: true,
    ...(apiKey ? { apiKey } : {}),
  });
  clients.push(created);
  return created;
};

beforeAll(async () => {
  catalogue = await startSampleCatalogue({ datasets: 120 });
});
afterAll(async () => {
  await Promise.all(clients.map((c) => c.close()));
  await catalogue.close();
});

describe('CkanClient against the sample catalogue', () => {
  it('reads the site, organizations with counts, groups and licences', async () => {
    const anonymous = client();
    expect((await anonymous.statusShow()).ckan_version).toBe('2.10.4');
    const organizations = await anonymous.organizationList();
    expect(organizations.map((organization) => organization.name).sort()).toEqual([
      'midori-city',
      'riverside-council',
      'sakura-pref-archive',
      'sakura-pref-bosai',
      'sakura-pref-kenko',
      'sakura-pref-tokei',
    ]);
    expect(
      organizations.find((organization) => organization.name === 'sakura-pref-archive')
        ?.package_count,
    ).toBe(0);
    expect((await anonymous.groupList()).map((group) => group.name)).toContain('bosai');
    expect((await anonymous.licenseList()).map((license) => license.id)).toEqual(
      expect.arrayContaining(['cc-by', 'cc-by-4.0', 'gov-jp-2.0']),
    );
  });

  it('lists every dataset stamp page by page, private ones only with a token that may see them', async () => {
    const collect = async (c: CkanClient, includePrivate: boolean) => {
      const pages: number[] = [];
      const stamps = [];
      for await (const page of c.listPackageStamps({ pageSize: 50, includePrivate })) {
        pages.push(page.length);
        stamps.push(...page);
      }
      return { pages, stamps };
    };
    const publicOnly = await collect(client(), false);
    const everything = await collect(client(catalogue.readonlyToken), true);
    const active = [...catalogue.store.datasets.values()].filter(
      (dataset) => dataset.state === 'active',
    );
    expect(everything.stamps.map((stamp) => stamp.id).sort()).toEqual(
      active.map((dataset) => dataset.id).sort(),
    );
    expect(publicOnly.stamps).toHaveLength(active.filter((dataset) => !dataset.private).length);
    expect(everything.pages.slice(0, -1).every((size) => size === 50)).toBe(true);
    const sample = everything.stamps[0]!;
    const stored = catalogue.store.findDataset(sample.id)!;
    expect(sample.metadata_modified).toBe(normaliseCkanTimestamp(stored.metadata_modified));
  });

  it('searches with fq on organizations, sort and fl', async () => {
    const anonymous = client();
    const found = await anonymous.packageSearch({
      fq: 'organization:(midori-city OR riverside-council)',
      rows: 1000,
      sort: 'name asc',
    });
    expect(
      found.results.every((dataset) =>
        ['midori-city', 'riverside-council'].includes(dataset.organization?.name ?? ''),
      ),
    ).toBe(true);
    expect(found.results.map((dataset) => dataset.name)).toEqual(
      found.results.map((dataset) => dataset.name).sort(),
    );
    const fields = await anonymous.packageSearch({ q: '避難所', fl: ['id', 'name'], rows: 5 });
    expect(fields.count).toBeGreaterThan(0);
    expect(Object.keys(fields.results[0]!).sort()).toEqual(['id', 'name']);
  });

  it('creates, patches and updates a dataset and its resources with an editor token', async () => {
    const editor = client(catalogue.editorToken('midori-city'));
    const created = await editor.packageCreate({
      name: 'connector-made',
      title: '接続テスト',
      owner_org: 'midori-city',
      license_id: 'cc-by-4.0',
      tags: [{ name: 'テスト' }],
      extras: [{ key: 'update_frequency', value: '毎月' }],
      resources: [{ name: 'データ', url: `${catalogue.url}/files/jinko-tokei.csv`, format: 'csv' }],
    });
    expect(created).toMatchObject({
      name: 'connector-made',
      license_title: 'クリエイティブ・コモンズ 表示 4.0 国際 (CC BY 4.0)',
      isopen: true,
    });
    expect(created.resources[0]?.format).toBe('CSV');

    const patched = await editor.packagePatch(created.id, {
      title: '接続テスト（更新）',
      extras: [
        { key: 'update_frequency', value: '年1回' },
        { key: 'spatial', value: 'みどり市' },
      ],
    });
    expect(patched.title).toBe('接続テスト（更新）');
    expect(patched.extras).toEqual([
      { key: 'spatial', value: 'みどり市' },
      { key: 'update_frequency', value: '年1回' },
    ]);
    expect(patched.metadata_modified > created.metadata_modified).toBe(true);

    const resource = await editor.resourceCreate({
      package_id: created.id,
      name: '追加',
      url: `${catalogue.url}/files/jinko-tokei.xlsx`,
    });
    expect(resource).toMatchObject({ format: 'XLSX', position: 1 });
    expect(await editor.resourcePatch(resource.id, { description: '説明' })).toMatchObject({
      description: '説明',
      name: '追加',
    });
    await editor.resourceDelete(resource.id);

    const updated = await editor.packageUpdate({
      ...patched,
      id: created.id,
      notes: '全体を置き換え',
    });
    expect(updated.notes).toBe('全体を置き換え');
    expect((await editor.packageShow('connector-made')).resources).toHaveLength(1);
  });

  it('sees a change made directly in the catalogue through a new metadata_modified', async () => {
    const reader = client();
    const before = await reader.packageShow('hinanjo-ichiran');
    catalogue.store.changeDataset('hinanjo-ichiran', (dataset) => {
      dataset.title = '避難所一覧（直接編集）';
    });
    const after = await reader.packageShow('hinanjo-ichiran');
    expect(after.title).toBe('避難所一覧（直接編集）');
    expect(after.metadata_modified > before.metadata_modified).toBe(true);
  });

  it('turns the catalogue’s refusals into typed errors', async () => {
    const readonly = client(catalogue.readonlyToken);
    expect((await ckanFailure(readonly.packagePatch('kouhou-midori', { title: 'x' }))).kind).toBe(
      'authorization',
    );
    expect((await ckanFailure(client().packageShow('no-such-dataset'))).kind).toBe('not-found');
    const invalid = await ckanFailure(
      client(catalogue.adminToken).packageCreate({
        name: 'Bad',
        owner_org: 'midori-city',
        tags: [{ name: '防災、避難' }],
      }),
    );
    expect(invalid.kind).toBe('validation');
    expect(Object.keys(invalid.fieldErrors ?? {}).sort()).toEqual(['name', 'tags.0.name']);
  });

  it('reads a catalogue of thousands of datasets in pages of 1,000', async () => {
    const big = await startSampleCatalogue({ datasets: 2_500 });
    try {
      const reader = new CkanClient({ baseUrl: big.url, allowPrivateAddresses: true });
      clients.push(reader);
      let total = 0;
      for await (const page of reader.listPackageStamps()) total += page.length;
      expect(total).toBe(
        [...big.store.datasets.values()].filter(
          (dataset) => dataset.state === 'active' && !dataset.private,
        ).length,
      );
    } finally {
      await big.close();
    }
  });
});
