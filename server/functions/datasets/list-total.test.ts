import { and, count, eq, sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatasetDetail, DatasetRow } from '#contract/functions/datasets/index.js';
import { foldTallies } from '#server/db/maintenance/fold-tallies.js';
import { datasetTallies, datasets } from '#server/db/schema/index.js';
import { buildHarvestedInstance } from '#server/test-support/catalogue.js';
import { startSampleCatalogue, type SampleCatalogue } from '#sample-catalogue/index.js';
import { datasetSorts } from '#contract/enums.js';
import { buildUser, type TestUser } from '#server/test-support/accounts.js';
import { callFunction } from '#server/test-support/call-function.js';
import { startTestApp, type TestApp } from '#server/test-support/test-app.js';
import { useSyncFixture } from '#server/test-support/use-sync-fixture.js';
import { expectOk } from '#server/test-support/expect-ok.js';

interface ListResult {
  items: DatasetRow[];
  total: number;
}

/**
 * The unfiltered list's total is the instance's dataset tallies added up (kept by a trigger on
 * datasets), not a count of its rows: it must still be exactly the number of rows, whatever wrote
 * them.
 */
describe('the dataset list total', () => {
  const fixture = useSyncFixture();

  const total = async (data: Record<string, unknown> = {}) =>
    expectOk(
      await fixture.call<ListResult>('datasets.list', { instanceId: fixture.instanceId, ...data }),
    ).total;
  /** The instance's datasets that meet a condition, counted here. */
  const countWhere = async (condition: SQL) => {
    const [row] = await fixture.testApp.runtime.db
      .select({ n: count() })
      .from(datasets)
      .where(and(eq(datasets.instanceId, fixture.instanceId), condition));
    return row!.n;
  };
  const rows = async () => {
    const [row] = await fixture.testApp.runtime.db
      .select({ n: count() })
      .from(datasets)
      .where(eq(datasets.instanceId, fixture.instanceId));
    return row!.n;
  };

  it('counts every dataset the harvest stored', async () => {
    const stored = await rows();
    expect(stored).toBeGreaterThan(10);
    expect(await total()).toBe(stored);
    expect(await total({ page: 1000 })).toBe(stored);
  });

  it('counts a dataset new in the catalogue once, and a changed one not again', async () => {
    const before = await total();
    const created = await fetch(`${fixture.catalogue.url}/api/3/action/package_create`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        authorization: fixture.catalogue.adminToken,
      },
      body: JSON.stringify({
        name: 'new-in-the-catalogue',
        title: 'New in the catalogue',
        owner_org: fixture.catalogue.store.organizations()[0]!.name,
      }),
    });
    expect(created.status).toBe(200);
    fixture.catalogue.store.changeDataset('hinanjo-ichiran', (dataset) => {
      dataset.title = '避難所一覧（改訂）';
    });
    await fixture.harvest();
    expect(await total()).toBe(before + 1);
    expect(await total()).toBe(await rows());
  });

  it('counts a dataset created here', async () => {
    const before = await total();
    const organization = fixture.catalogue.store.organizations()[0]!.name;
    const created = await fixture.call<DatasetDetail>('datasets.create', {
      instanceId: fixture.instanceId,
      name: 'made-here',
      title: 'Made here',
      notes: '',
      tags: [],
      licenseId: 'cc-by-4.0',
      organization,
      groups: [],
      updateFrequency: '',
    });
    expect(created.status, JSON.stringify(created.error)).toBe(200);
    expect(await total()).toBe(before + 1);
    expect(await total()).toBe(await rows());
  });

  it('counts a search by its matches and a filter by its rows', async () => {
    const matches = await countWhere(sql`${datasets.searchText} like '%避難%'`);
    expect(matches).toBeGreaterThan(1);
    expect(await total({ q: '避難', pageSize: 10 })).toBe(matches);
    expect(await total({ q: '避難', pageSize: 10, sort: 'modified_desc', page: 1000 })).toBe(
      matches,
    );
    const unchecked = await countWhere(sql`${datasets.linkStatus} is null`);
    expect(await total({ linkStatus: 'unchecked' })).toBe(unchecked);
  });

  it('gives each of many people opening the same search at once its exact total', async () => {
    const matches = await countWhere(sql`${datasets.searchText} like '%一覧%'`);
    expect(matches).toBeGreaterThan(1);
    // One of them counts; the others wait for that count and reuse it (list-total-cache.ts).
    const totals = await Promise.all(
      Array.from({ length: 8 }, (_, n) =>
        total({ q: '一覧', pageSize: 10, sort: datasetSorts[n % datasetSorts.length] }),
      ),
    );
    expect(totals).toEqual(Array.from({ length: 8 }, () => matches));
  });

  it('counts a search again once an edit changed what it matches, and not before', async () => {
    const search = { q: '集計確認', pageSize: 10 };
    expect(await total(search)).toBe(0);
    // The same answer twice: the second reuses the first count (the datasets did not change).
    expect(await total(search)).toBe(0);
    await fixture.edit('hinanjo-ichiran', { title: '避難所一覧（集計確認）' });
    expect(await total(search)).toBe(1);
    expect(await total({ ...search, sort: 'modified_desc' })).toBe(1);
    await fixture.edit('hinanjo-ichiran', { title: '避難所一覧' });
    expect(await total(search)).toBe(0);
    expect(await total({ ...search, page: 3 })).toBe(0);
  });

  it('is the same after the tallies are folded into one row', async () => {
    const { db } = fixture.testApp.runtime;
    const tallies = () =>
      db.select().from(datasetTallies).where(eq(datasetTallies.instanceId, fixture.instanceId));
    const before = await total();
    expect((await tallies()).length).toBeGreaterThan(1);
    expect(await foldTallies(db, datasetTallies)).toBeGreaterThan(1);
    const [folded, ...others] = await tallies();
    expect(others).toEqual([]);
    expect(folded).toMatchObject({ instanceId: fixture.instanceId, added: before });
    expect(await total()).toBe(before);
    // An instance with one row left is not rewritten at the next fold.
    expect(await foldTallies(db, datasetTallies)).toBe(0);
    expect(await tallies()).toEqual([folded]);
  });
});

/**
 * A page of a frequent word is read in the list's order until it is full, a rare word's through
 * the gram index (list-datasets.ts, readsLessInOrder): both must show the same datasets.
 */
describe('a search page, whichever way it is read', () => {
  let testApp: TestApp;
  let catalogue: SampleCatalogue;
  let owner: TestUser;
  let instanceId: string;

  const list = async (data: Record<string, unknown>) => {
    const answer = await callFunction<ListResult>(
      testApp,
      'datasets.list',
      { instanceId, ...data },
      { cookie: owner.cookie },
    );
    expect(answer.status, JSON.stringify(answer.error)).toBe(200);
    return answer.result;
  };

  beforeAll(async () => {
    [testApp, catalogue] = await Promise.all([
      startTestApp(),
      startSampleCatalogue({ datasets: 120 }),
    ]);
    owner = await buildUser(testApp);
    ({ instanceId } = await buildHarvestedInstance(testApp, owner, catalogue.url));
  });
  afterAll(async () => {
    await testApp?.close();
    await catalogue?.close();
  });

  it('shows the pages of the whole ordered list of matches, for every sort', async () => {
    const rows = (await list({})).total;
    // 'データ' is in most datasets, 'city' in a third, '統計' in a few: with pages of 10, these
    // pages are read in order, the others through the gram index.
    const pagesReadInOrder: Record<string, number[]> = {
      データ: [1, 2, 3, 9],
      city: [1, 2],
      統計: [],
    };
    for (const [q, inOrder] of Object.entries(pagesReadInOrder)) {
      const { total } = await list({ q, pageSize: 10 });
      const readInOrder = (page: number) => page * 10 * rows <= total * total;
      expect([1, 2, 3, 9].filter(readInOrder), q).toEqual(inOrder);
      for (const sort of datasetSorts) {
        const whole: string[] = [];
        for (let page = 1; whole.length < total; page++) {
          whole.push(
            ...(await list({ q, sort, pageSize: 100, page })).items.map((item) => item.name),
          );
        }
        expect(new Set(whole).size, `${q} ${sort}`).toBe(total);
        for (const page of [1, 2, 3, 9]) {
          const shown = await list({ q, sort, pageSize: 10, page });
          expect(shown.total).toBe(total);
          expect(
            shown.items.map((item) => item.name),
            `${q} ${sort} page ${page}`,
          ).toEqual(whole.slice((page - 1) * 10, page * 10));
        }
      }
    }
  });
});
