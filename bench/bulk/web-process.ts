import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import type { TestApp } from '#server/test-support/test-app.js';

/** The Node flags of `npm run web` (package.json), unless BENCH_NODE_FLAGS says otherwise. */
const webFlags = (
  process.env.BENCH_NODE_FLAGS ??
  // The options between `node` and the script.
  (JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: Record<string, string> }).scripts
    .web!.split(' dist/')[0]!
    .replace(/^node\s*/, '')
)
  .split(' ')
  .filter(Boolean);

/** Web processes that exited before the bench stopped them (out of memory, a crash). */
export const webDeaths: string[] = [];

/** The web process as `npm run web` runs it, on the bench's database, until /api/health answers. */
export async function startWebProcess(testApp: TestApp, port: number) {
  const result = (await testApp.runtime.db.execute(sql`select current_database() as name`)) as
    { rows: { name: string }[] } | { name: string }[];
  const name = (Array.isArray(result) ? result : result.rows)[0]!.name;
  const databaseUrl = new URL(process.env.DATABASE_URL!);
  databaseUrl.pathname = `/${name}`;
  const child = spawn(process.execPath, [...webFlags, 'dist/server/main.js', '--role=web'], {
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl.toString(),
      SECRET: testApp.config.secret,
      BASE_URL: testApp.origin,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      LOG_FORMAT: 'json',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  let stopped = false;
  child.once('exit', (code, signal) => {
    if (!stopped)
      webDeaths.push(`the web process on port ${port} died (${signal ?? `exit ${code}`})`);
  });
  for (let attempt = 0; ; attempt++) {
    if (child.exitCode !== null) throw new Error(`the web process exited (${child.exitCode})`);
    const up = await fetch(`http://127.0.0.1:${port}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (up) break;
    if (attempt > 300) throw new Error('the web process did not start');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    /** The process's peak resident set so far, in MB (Linux /proc VmHWM). */
    peakRssMb(): number {
      const status = readFileSync(`/proc/${child.pid}/status`, 'utf8');
      return Math.round(Number(/VmHWM:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024);
    },
    stop(): void {
      stopped = true;
      child.kill('SIGTERM');
    },
  };
}
