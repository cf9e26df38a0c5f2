/**
 * bench:list — datasets.list (keyword search and each sort) at 100,000 datasets, through the real
 * HTTP stack, on PostgreSQL (DATABASE_URL, default the local test server). Prints p50/p95.
 */
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { datasetSorts } from '../../contract/enums.js';
import { datasets, instances, workspaceMembers, workspaces } from '../../server/db/schema/index.js';
import { searchColumns } from '../../server/services/datasets/search-text.js';
import { buildUser } from '../../server/test-support/accounts.js';
import { callFunction } from '../../server/test-support/call-function.js';
import { startTestApp } from '../../server/test-support/test-app.js';
import { buildTemplate } from '../../server/test-support/template-database.js';

const datasetCount = Number(process.env.BENCH_DATASETS ?? 100_000);
const rounds = Number(process.env.BENCH_ROUNDS ?? 40);
process.env.DATABASE_URL ??= 'postgres://postgres@127.0.0.1:5432/test';

const subjects = [
  '避難所',
  '人口統計',
  'AED設置場所',
  '公衆トイレ',
  '観光施設',
  '子育て支援',
  'bus stops',
  'air quality',
  'budget',
  'population',
  '保育所',
  '図書館',
  '文化財',
  '医療機関',
  'parking',
];
const places = [
  '札幌市',
  '仙台市',
  '千代田区',
  '横浜市',
  '名古屋市',
  '京都市',
  '大阪市',
  '神戸市',
  '広島市',
  '福岡市',
  'Osaka',
  'Kyoto',
];
const organizations = Array.from({ length: 40 }, (_, index) => ({
  name: `org-${index}`,
  title: `${places[index % places.length]} ${['総務課', '防災課', '企画課', 'Open Data Office'][index % 4]}`,
}));

async function main(): Promise<void> {
  const dropTemplate = await buildTemplate();
  const testApp = await startTestApp({ worker: false });
  try {
    const user = await buildUser(testApp);
    const db = testApp.runtime.db;
    const [workspace] = await db.insert(workspaces).values({ name: 'Bench' }).returning();
    await db
      .insert(workspaceMembers)
      .values({ workspaceId: workspace!.id, userId: user.id, role: 'owner' });
    const [instance] = await db
      .insert(instances)
      .values({
        workspaceId: workspace!.id,
        name: 'Bench',
        url: 'http://bench.invalid',
        state: 'ready',
      })
      .returning();

    const seedStart = performance.now();
    const batch = 2000;
    for (let offset = 0; offset < datasetCount; offset += batch) {
      const rows = Array.from({ length: Math.min(batch, datasetCount - offset) }, (_, index) =>
        datasetRow(instance!.id, offset + index),
      );
      await db.insert(datasets).values(rows);
    }
    // A settled database, as autovacuum leaves it: statistics and the visibility map are current.
    await db.execute(sql`vacuum analyze datasets`);
    console.log(
      `seeded ${datasetCount} datasets in ${((performance.now() - seedStart) / 1000).toFixed(1)} s`,
    );

    const queries = [
      ...datasetSorts.map((sort) => ({ label: `sort ${sort}`, data: { sort } })),
      { label: 'search 避難所 (ja)', data: { q: '避難所' } },
      { label: 'search 人口 (2 chars)', data: { q: '人口' } },
      { label: 'search air quality', data: { q: 'air quality' } },
      { label: 'search 横浜市 + sort modified', data: { q: '横浜市', sort: 'modified_desc' } },
      { label: 'page 200 of 100 rows', data: { page: 200, pageSize: 100 } },
      { label: 'link status dead', data: { linkStatus: 'dead' } },
      {
        label: 'link status dead + sort modified',
        data: { linkStatus: 'dead', sort: 'modified_desc' },
      },
      { label: 'link status unchecked + search', data: { linkStatus: 'unchecked', q: '避難所' } },
    ];
    const all: number[] = [];
    for (const query of queries) {
      const times: number[] = [];
      for (let round = 0; round < rounds; round++) {
        const started = performance.now();
        const response = await callFunction(
          testApp,
          'datasets.list',
          { instanceId: instance!.id, ...query.data },
          { cookie: user.cookie },
        );
        times.push(performance.now() - started);
        if (response.status !== 200)
          throw new Error(`${query.label}: ${response.status} ${JSON.stringify(response.error)}`);
      }
      const measured = times.slice(3);
      all.push(...measured);
      console.log(
        `${query.label.padEnd(34)} p50 ${percentile(measured, 50).toFixed(1)} ms  p95 ${percentile(measured, 95).toFixed(1)} ms`,
      );
    }
    console.log(
      `bench:list p50_ms=${percentile(all, 50).toFixed(1)} p95_ms=${percentile(all, 95).toFixed(1)}`,
    );
  } finally {
    await testApp.close();
    await dropTemplate();
  }
}

function datasetRow(instanceId: string, index: number) {
  const subject = subjects[index % subjects.length]!;
  const place = places[(index * 7) % places.length]!;
  const organization = organizations[index % organizations.length]!;
  const title = `${place} ${subject} ${2015 + (index % 10)}`;
  const notes = `${place}が公開する${subject}のデータです。更新頻度は年1回。This dataset lists ${subject} in ${place}. Record ${index}.`;
  const tags = [subject, place, index % 3 === 0 ? 'オープンデータ' : 'open data'];
  return {
    instanceId,
    ckanId: `ckan-${index}`,
    name: `dataset-${index.toString(36)}-${index}`,
    title,
    notes,
    organizationName: organization.name,
    organizationTitle: organization.title,
    tags,
    numResources: index % 7,
    // A catalogue after its link checks: 2 % dead, 8 % unknown, 5 % not checked yet.
    linkStatus: linkStatusOf(index),
    metadataModified: new Date(Date.UTC(2020, 0, 1) + index * 600_000),
    ...searchColumns({
      name: `dataset-${index}`,
      title,
      notes,
      tags,
      organizationName: organization.name,
      organizationTitle: organization.title,
    }),
  };
}

function linkStatusOf(index: number): 'alive' | 'dead' | 'unknown' | null {
  const slot = (index * 37) % 100;
  return slot < 2 ? 'dead' : slot < 10 ? 'unknown' : slot < 15 ? null : 'alive';
}

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
