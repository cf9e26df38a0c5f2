import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createInterface } from 'node:readline';
import { projectRoot } from '../lib/project-root.js';

export interface AppProcess {
  pid: number;
  /** The process's peak resident set so far, in MB (Linux /proc VmHWM). */
  peakRssMb(): number;
  /** SIGTERM: a graceful stop. */
  stop(): Promise<void>;
  /** SIGKILL (`kill -9`): the process dies wherever it is. */
  kill(): Promise<void>;
}

export interface AppProcessOptions {
  role: 'web' | 'worker';
  databaseUrl: string;
  secret: string;
  /** The address users sign in at (the Origin the web process trusts). */
  baseUrl: string;
  /** Where a web process listens. */
  port?: number;
  env?: Record<string, string>;
  /** The built code with the npm script's Node flags (default), or the TypeScript source via tsx. */
  from?: 'dist' | 'source';
}

/**
 * An app process as `npm run web` / `npm run worker` starts it (the same Node flags, from
 * package.json), ready when a web process answers /api/health or a worker says it takes jobs.
 */
export async function startAppProcess(options: AppProcessOptions): Promise<AppProcess> {
  const child = spawn(
    process.execPath,
    options.from === 'source'
      ? ['--import', 'tsx', 'server/main.ts', `--role=${options.role}`]
      : [...npmScriptNodeFlags(options.role), 'dist/server/main.js', `--role=${options.role}`],
    {
      cwd: projectRoot,
      env: {
        ...process.env,
        DATABASE_URL: options.databaseUrl,
        SECRET: options.secret,
        BASE_URL: options.baseUrl,
        PORT: String(options.port ?? 0),
        HOST: '127.0.0.1',
        LOG_LEVEL: 'warn',
        ...options.env,
        // A worker is ready when it logs that it takes jobs.
        ...(options.role === 'worker' ? { LOG_LEVEL: 'info' } : {}),
        LOG_FORMAT: 'json',
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  const exited = new Promise<never>((_, reject) =>
    child.once('exit', (code) => reject(new Error(`the ${options.role} process exited (${code})`))),
  );
  const ready =
    options.role === 'web'
      ? answersHealth(options.port ?? 0, () => child.exitCode === null)
      : new Promise<void>((resolve) => {
          createInterface({ input: child.stdout! }).on('line', (line) => {
            if (line.includes('worker: taking jobs')) resolve();
          });
        });
  child.stdout!.resume();
  await Promise.race([ready, exited]);
  exited.catch(() => undefined);
  // A test or bench that dies takes its processes with it, rather than leaving them on the port.
  const killWithParent = () => child.kill('SIGKILL');
  process.once('exit', killWithParent);
  child.once('exit', () => process.off('exit', killWithParent));
  const ended = async (signal: NodeJS.Signals) => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const gone = new Promise((resolve) => child.once('exit', resolve));
    child.kill(signal);
    await gone;
  };
  return {
    pid: child.pid!,
    peakRssMb() {
      const status = readFileSync(`/proc/${child.pid}/status`, 'utf8');
      return Math.round(Number(/VmHWM:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024);
    },
    stop: () => ended('SIGTERM'),
    kill: () => ended('SIGKILL'),
  };
}

/** The options between `node` and the script in the package.json script of this role. */
function npmScriptNodeFlags(role: 'web' | 'worker'): string[] {
  const scripts = (
    JSON.parse(readFileSync(`${projectRoot}/package.json`, 'utf8')) as {
      scripts: Record<string, string>;
    }
  ).scripts;
  return scripts[role]!.split(' dist/')[0]!
    .replace(/^node\s*/, '')
    .split(' ')
    .filter(Boolean);
}

async function answersHealth(port: number, alive: () => boolean): Promise<void> {
  while (alive()) {
    const up = await fetch(`http://127.0.0.1:${port}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (up) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
