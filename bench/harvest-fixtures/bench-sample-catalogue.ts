/**
 * bench:sample-catalogue — how fast the CKAN stand-in seeds 10,000 datasets (~30,000 resources)
 * and answers package_search with rows=1000 (full datasets, then fl stamps), over real HTTP.
 */
import { performance } from 'node:perf_hooks';
import { packageSearch } from '#sample-catalogue/actions/package-search.js';
import { startSampleCatalogue } from '#sample-catalogue/index.js';

const datasetCount = Number(process.env.BENCH_DATASETS ?? 10_000);
const rounds = Number(process.env.BENCH_ROUNDS ?? 30);

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
};

async function timeSearch(
  url: string,
  query: string,
): Promise<{ p50: number; p95: number; bytes: number }> {
  const times: number[] = [];
  let bytes = 0;
  for (let round = 0; round < rounds; round += 1) {
    const start = performance.now();
    const response = await fetch(
      `${url}/api/3/action/package_search?${query}&start=${(round % 10) * 1000}`,
    );
    bytes = (await response.arrayBuffer()).byteLength;
    times.push(performance.now() - start);
  }
  return { p50: percentile(times, 50), p95: percentile(times, 95), bytes };
}

async function main(): Promise<void> {
  const seedStart = performance.now();
  const catalogue = await startSampleCatalogue({ datasets: datasetCount });
  const seedMs = performance.now() - seedStart;
  try {
    const resources = [...catalogue.store.datasets.values()].reduce(
      (sum, dataset) => sum + dataset.resources.length,
      0,
    );
    console.log(
      `seeded ${catalogue.store.datasets.size} datasets, ${resources} resources in ${seedMs.toFixed(0)} ms (heap ${(process.memoryUsage().heapUsed / 1e6).toFixed(0)} MB)`,
    );
    const handlerTimes: number[] = [];
    for (let round = 0; round < rounds; round += 1) {
      const start = performance.now();
      packageSearch(
        { store: catalogue.store, user: undefined },
        {
          q: '*:*',
          rows: '1000',
          start: String((round % 10) * 1000),
          sort: 'metadata_modified desc',
        },
      );
      handlerTimes.push(performance.now() - start);
    }
    const handlerP95 = percentile(handlerTimes, 95);
    console.log(
      `package_search rows=1000 inside the server (no HTTP): p50 ${percentile(handlerTimes, 50).toFixed(1)} ms, p95 ${handlerP95.toFixed(1)} ms`,
    );
    const full = await timeSearch(catalogue.url, 'q=*:*&rows=1000&sort=metadata_modified%20desc');
    console.log(
      `package_search rows=1000 (full datasets, ${(full.bytes / 1e6).toFixed(1)} MB): p50 ${full.p50.toFixed(1)} ms, p95 ${full.p95.toFixed(1)} ms`,
    );
    const stamps = await timeSearch(
      catalogue.url,
      'q=*:*&rows=1000&fl=id,name,metadata_modified&sort=metadata_created%20asc,%20id%20asc',
    );
    console.log(
      `package_search rows=1000 fl=id,name,metadata_modified: p50 ${stamps.p50.toFixed(1)} ms, p95 ${stamps.p95.toFixed(1)} ms`,
    );
    const rssMb = process.memoryUsage().rss / 1e6;
    console.log(`rss ${rssMb.toFixed(0)} MB`);
    console.log(
      `bench:sample-catalogue datasets=${catalogue.store.datasets.size} resources=${resources} seed_ms=${seedMs.toFixed(0)} search_p50_ms=${full.p50.toFixed(1)} search_p95_ms=${full.p95.toFixed(1)} handler_p95_ms=${handlerP95.toFixed(1)} stamps_p95_ms=${stamps.p95.toFixed(1)} rss_mb=${rssMb.toFixed(0)}`,
    );
  } finally {
    await catalogue.close();
  }
}

await main();
