import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import type { Queryable } from '#server/db/database.js';

/** What a set of app processes has spent so far: CPU time and statements sent to PostgreSQL. */
export interface ProcessCost {
  cpuMs: number;
  queries: number;
}

/** The application name the web processes' connections carry, to find their PostgreSQL backends. */
export const webApplicationName = 'bench-load-web';

const clockTicksPerSecond = Number(execFileSync('getconf', ['CLK_TCK']).toString().trim());

/**
 * The Node options and environment that make an app process count its statements (see
 * count-queries.mjs), and a reader of the processes' CPU time (/proc/<pid>/stat utime + stime)
 * and statement counts.
 */
export function processCostMeter() {
  const directory = mkdtempSync(path.join(tmpdir(), 'bench-load-queries-'));
  const preload = fileURLToPath(new URL('./count-queries.mjs', import.meta.url));
  return {
    nodeOptions: `--import=${preload}`,
    env: { BENCH_QUERY_COUNT_DIR: directory },
    dispose: () => rmSync(directory, { recursive: true, force: true }),
    async read(pids: number[]): Promise<ProcessCost> {
      let cpuMs = 0;
      let queries = 0;
      for (const pid of pids) {
        cpuMs += cpuMsOf(pid);
        queries += await queriesOf(directory, pid);
      }
      return { cpuMs, queries };
    },
  };
}

/**
 * The CPU time of each PostgreSQL backend serving the web processes (PostgreSQL runs on this
 * machine), by backend pid. A backend that ends during the load takes its time with it: the web
 * processes' pools keep theirs while busy.
 */
export async function backendCpuMs(db: Queryable): Promise<Map<number, number>> {
  const result = (await db.execute(
    sql`select pid from pg_stat_activity where application_name = ${webApplicationName}`,
  )) as unknown as { rows: { pid: number }[] };
  const times = new Map<number, number>();
  for (const { pid } of result.rows) {
    if (existsSync(`/proc/${pid}/stat`)) times.set(pid, cpuMsOf(pid));
  }
  return times;
}

/** The backends' CPU time between two readings; a backend new since the first counts whole. */
export function backendCpuMsBetween(
  before: Map<number, number>,
  after: Map<number, number>,
): number {
  let total = 0;
  for (const [pid, ms] of after) total += ms - (before.get(pid) ?? 0);
  return total;
}

function cpuMsOf(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  // Fields after the command name (which may hold spaces): state is the 3rd, utime the 14th.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / clockTicksPerSecond;
}

/** Asks the process for its count and waits for a fresh answer (the sequence number moves on). */
async function queriesOf(directory: string, pid: number): Promise<number> {
  const file = path.join(directory, String(pid));
  const before = existsSync(file) ? readFileSync(file, 'utf8').split(' ')[0] : undefined;
  process.kill(pid, 'SIGUSR2');
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    if (existsSync(file)) {
      const [sequence, count] = readFileSync(file, 'utf8').split(' ');
      // A half-written file has no count yet: read it again.
      if (sequence !== before && count && /^\d+$/.test(count)) return Number(count);
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`process ${pid} did not report its statement count`);
}
