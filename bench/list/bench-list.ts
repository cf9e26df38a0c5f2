/**
 * bench:list — datasets.list (keyword search and each sort) at 100,000 datasets, through the real
 * HTTP stack, on PostgreSQL (DATABASE_URL, default the local test server). Prints p50/p95.
 */
import { performance } from 'node:perf_hooks';
import { datasetSorts } from '#contract/enums.js';
import { seedListDatasets } from '../support/list-datasets.js';
import { percentile } from '../support/percentile.js';
import { buildUser } from '#server/test-support/accounts.js';
import { callFunction } from '#server/test-support/call-function.js';
import { seedInstance } from '#server/test-support/seed-instance.js';
import { startTestApp } from '#server/test-support/test-app.js';
import { buildTemplate } from '#server/test-support/template-database.js';

const datasetCount = Number(process.env.BENCH_DATASETS ?? 100_000);
const rounds = Number(process.env.BENCH_ROUNDS ?? 40);
process.env.DATABASE_URL ??= 'postgres://postgres@127.0.0.1:5432/test';

async function main(): Promise<void> {
  const dropTemplate = await buildTemplate();
  const testApp = await startTestApp({ worker: false });
  try {
    const user = await buildUser(testApp);
    const db = testApp.runtime.db;
    const { instanceId } = await seedInstance(db, user.id, 'Bench');

    const seedStart = performance.now();
    await seedListDatasets(db, instanceId, datasetCount);
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
          { instanceId, ...query.data },
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

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
