import { sql, type SQL } from 'drizzle-orm';
import { Gauge, type Metric, type Registry } from 'prom-client';
import type { DatabaseHandle } from '../db/database.js';
import { metricPrefix } from './metric-prefix.js';

/**
 * Figures read from the database when Prometheus scrapes, so that any process (web or worker)
 * reports the whole installation's queue and checks, and nothing is lost when a process restarts:
 * the job queue (pg-boss's table) and the harvest, link-check and sensitive-check runs, whose
 * tables already hold each run's start, end and outcome.
 */
/** `jobNames`: every job kind the app has, reported with zeros when none is queued. */
export function registerDatabaseCollectors(
  registry: Registry,
  database: DatabaseHandle,
  jobNames: readonly string[],
): void {
  const jobs = memoizedForAScrape(() => readJobQueue(database, jobNames));
  new Gauge({
    name: `${metricPrefix}jobs_waiting`,
    help: 'Jobs ready to run and not yet taken, by kind (pg-boss queue).',
    labelNames: ['kind'] as const,
    registers: [registry],
    async collect() {
      this.reset();
      for (const row of await jobs()) this.set({ kind: row.kind }, row.waiting);
    },
  });
  new Gauge({
    name: `${metricPrefix}jobs_active`,
    help: 'Jobs being run by a worker now, by kind.',
    labelNames: ['kind'] as const,
    registers: [registry],
    async collect() {
      this.reset();
      for (const row of await jobs()) this.set({ kind: row.kind }, row.active);
    },
  });
  new Gauge({
    name: `${metricPrefix}jobs_oldest_waiting_age_seconds`,
    help: 'How long the oldest job ready to run has waited, by kind (0 when none waits).',
    labelNames: ['kind'] as const,
    registers: [registry],
    async collect() {
      this.reset();
      for (const row of await jobs()) this.set({ kind: row.kind }, row.oldestWaitingSeconds);
    },
  });
  new Gauge({
    name: `${metricPrefix}jobs_failed_last_hour`,
    help: 'Jobs that failed for good (retries spent) in the last hour, by kind.',
    labelNames: ['kind'] as const,
    registers: [registry],
    async collect() {
      this.reset();
      for (const row of await jobs()) this.set({ kind: row.kind }, row.failedLastHour);
    },
  });
  new Gauge({
    name: `${metricPrefix}database_pool_connections`,
    help: 'Connections of this process’s database pool: total, idle, and requests waiting for one (the embedded database has one connection).',
    labelNames: ['state'] as const,
    registers: [registry],
    collect() {
      const pool = database.pool;
      this.set({ state: 'total' }, pool ? pool.totalCount : 1);
      this.set({ state: 'idle' }, pool ? pool.idleCount : 0);
      this.set({ state: 'waiting' }, pool ? pool.waitingCount : 0);
    },
  });
  for (const run of runKinds) registry.registerMetric(runDurationHistogram(database, run));
}

interface JobQueueRow {
  kind: string;
  waiting: number;
  active: number;
  oldestWaitingSeconds: number;
  failedLastHour: number;
}

async function readJobQueue(
  database: DatabaseHandle,
  jobNames: readonly string[],
): Promise<JobQueueRow[]> {
  // Waiting: created or retrying, and due; a job deferred to later is not late yet.
  const result = await database.db.execute(sql`
    select name as kind,
      count(*) filter (where state in ('created', 'retry') and start_after <= now())::int as waiting,
      count(*) filter (where state = 'active')::int as active,
      coalesce(extract(epoch from now() - min(start_after)
        filter (where state in ('created', 'retry') and start_after <= now())), 0)::float8
        as "oldestWaitingSeconds",
      count(*) filter (where state = 'failed' and completed_on > now() - interval '1 hour')::int
        as "failedLastHour"
    from pgboss.job
    where state in ('created', 'retry', 'active')
      or (state = 'failed' and completed_on > now() - interval '1 hour')
    group by name
    order by name`);
  const rows = (result as unknown as { rows: JobQueueRow[] }).rows;
  // Every kind the app has, with zeros when none is queued: an alert on a series needs it to exist.
  const idle = jobNames
    .filter((name) => !rows.some((row) => row.kind === name))
    .map((name) => ({
      kind: name,
      waiting: 0,
      active: 0,
      oldestWaitingSeconds: 0,
      failedLastHour: 0,
    }));
  return [...rows, ...idle];
}

interface RunKind {
  name: string;
  help: string;
  /** Seconds from start to end of each finished run, with its status as the outcome. */
  finishedRuns: SQL;
  buckets: number[];
}

const runKinds: RunKind[] = [
  {
    name: 'harvest_duration_seconds',
    help: 'Finished harvests of a catalogue, from start to end, by outcome (succeeded, failed…).',
    finishedRuns: sql`select status, extract(epoch from finished_at - started_at) as seconds
      from harvest_runs where finished_at is not null and started_at is not null`,
    buckets: [5, 15, 30, 60, 120, 300, 600, 1200, 1800, 3600, 7200],
  },
  {
    name: 'link_check_duration_seconds',
    help: 'Finished link checks (an instance, a dataset or a resource), from start to end, by outcome.',
    finishedRuns: sql`select status, extract(epoch from finished_at - started_at) as seconds
      from link_checks where finished_at is not null and started_at is not null`,
    buckets: [1, 5, 15, 30, 60, 120, 300, 600, 1200, 1800, 3600, 7200],
  },
  {
    name: 'sensitive_check_duration_seconds',
    help: 'Finished sensitive-information checks of a file (download and scan), by outcome.',
    finishedRuns: sql`select status, coalesce(duration_ms / 1000.0,
        extract(epoch from finished_at - started_at)) as seconds
      from sensitive_checks where finished_at is not null and started_at is not null`,
    buckets: [0.5, 1, 2.5, 5, 10, 30, 60, 120, 300, 600],
  },
];

/**
 * A Prometheus histogram whose buckets are counted by the database at scrape time: every finished
 * run so far, so it only grows, as a histogram's counts must.
 */
function runDurationHistogram(database: DatabaseHandle, run: RunKind): Metric {
  const name = `${metricPrefix}${run.name}`;
  const bucketColumns = sql.join(
    run.buckets.map((bound) => sql.raw(`count(*) filter (where seconds <= ${bound})::int`)),
    sql`, `,
  );
  const metric = {
    name,
    help: run.help,
    type: 'histogram',
    aggregator: 'sum',
    async get() {
      const result = await database.db.execute(sql`
        select status as outcome, count(*)::int as count,
          coalesce(sum(seconds), 0)::float8 as sum, array[${bucketColumns}] as buckets
        from (${run.finishedRuns}) as runs group by status order by status`);
      const rows = (
        result as unknown as {
          rows: Array<{ outcome: string; count: number; sum: number; buckets: number[] }>;
        }
      ).rows;
      const values = rows.flatMap((row) => [
        ...run.buckets.map((bound, index) => ({
          metricName: `${name}_bucket`,
          labels: { outcome: row.outcome, le: bound },
          value: Number(row.buckets[index]),
        })),
        {
          metricName: `${name}_bucket`,
          labels: { outcome: row.outcome, le: '+Inf' },
          value: row.count,
        },
        { metricName: `${name}_sum`, labels: { outcome: row.outcome }, value: row.sum },
        { metricName: `${name}_count`, labels: { outcome: row.outcome }, value: row.count },
      ]);
      return { name, help: run.help, type: 'histogram', aggregator: 'sum', values };
    },
  };
  return metric as unknown as Metric;
}

/** The gauges of one scrape (collected side by side) share one query; the next scrape reads anew. */
function memoizedForAScrape<T>(load: () => Promise<T>): () => Promise<T> {
  let inFlight: Promise<T> | undefined;
  return () => {
    inFlight ??= load().finally(() => {
      inFlight = undefined;
    });
    return inFlight;
  };
}
