/**
 * bench:harvest — harvest 10,000 datasets / 30,000 resources from the sample catalogue, once on
 * PGlite and once on PostgreSQL, each in a process of its own (peak RSS is the harvest's alone;
 * the catalogue runs in another process). Target: ≥ 500 datasets/s and < 400 MB RSS.
 */
import { spawn, execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import pg from 'pg';
import { projectRoot } from '../../server/lib/project-root.js';

const datasets = Number(process.env.BENCH_DATASETS ?? 10_000);
const adminUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

interface Figures {
  database: string;
  datasets: number;
  resources: number;
  seconds: number;
  cpuSeconds: number;
  peakRssMb: number;
}

async function main(): Promise<void> {
  execFileSync('npm', ['run', 'build:server', '--silent'], { cwd: projectRoot, stdio: 'inherit' });
  console.log(`node flags of npm start: ${startFlags.join(' ') || '(none)'}`);
  const catalogue = spawn(
    process.execPath,
    ['--import', 'tsx', 'sample-catalogue/main.ts', '--port', '0', '--datasets', String(datasets)],
    {
      cwd: projectRoot,
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  try {
    const url = await new Promise<string>((resolve, reject) => {
      const lines = createInterface({ input: catalogue.stdout! });
      lines.on('line', (line) => {
        const match = /at (http:\/\/\S+)/.exec(line);
        if (match) resolve(match[1]!);
      });
      catalogue.once('exit', (code) => reject(new Error(`sample catalogue exited with ${code}`)));
    });
    console.log(`sample catalogue with ${datasets} extra datasets at ${url}`);

    const results: Figures[] = [harvestOnce(url)];
    const database = `cs_bench_harvest_${process.pid}`;
    await adminQuery(`create database ${database}`);
    try {
      const target = new URL(adminUrl);
      target.pathname = `/${database}`;
      results.push(harvestOnce(url, target.toString()));
    } finally {
      await adminQuery(`drop database if exists ${database} with (force)`);
    }

    for (const result of results) {
      console.log(
        `${result.database.padEnd(9)} ${result.datasets} datasets, ${result.resources} resources in ${result.seconds.toFixed(1)} s: ` +
          `${Math.round(result.datasets / result.seconds)} datasets/s, peak RSS ${result.peakRssMb} MB; ` +
          `harvest process CPU ${result.cpuSeconds.toFixed(1)} s (${Math.round(result.datasets / result.cpuSeconds)} datasets per CPU second)`,
      );
    }
    const slowest = Math.min(...results.map((result) => result.datasets / result.seconds));
    const largest = Math.max(...results.map((result) => result.peakRssMb));
    console.log(
      `load average ${loadavg()
        .map((load) => load.toFixed(2))
        .join(' ')}`,
    );
    console.log(`(the line below takes the slower database and the larger peak)`);
    console.log(`bench:harvest datasets_per_s=${Math.round(slowest)} peak_rss_mb=${largest}`);
  } finally {
    catalogue.kill('SIGTERM');
  }
}

/** The Node flags of `npm start` (package.json), so the harvest runs as the product runs it. */
const startFlags = (
  JSON.parse(readFileSync(path.join(projectRoot, 'package.json'), 'utf8')) as {
    scripts: Record<string, string>;
  }
).scripts
  .start!.split(' ')
  .filter((word) => word.startsWith('--'));

function harvestOnce(catalogueUrl: string, databaseUrl?: string): Figures {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'cs-bench-harvest-'));
  const run = (argument: string) =>
    execFileSync(
      process.execPath,
      [
        ...startFlags,
        'bench/harvest/harvest-once.mjs',
        dataDir,
        argument,
        ...(databaseUrl ? [databaseUrl] : []),
      ],
      {
        cwd: projectRoot,
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'inherit'],
      },
    );
  try {
    run('--prepare');
    return JSON.parse(run(catalogueUrl).trim().split('\n').at(-1)!) as Figures;
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function adminQuery(text: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  await client.query(text).finally(() => client.end());
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
