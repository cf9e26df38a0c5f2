import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { projectRoot } from '#server/lib/project-root.js';
import { freePort } from '#server/test-support/free-port.js';

/** The Node flags and script of `npm start` (package.json), so the app starts as the product does. */
function npmStartArguments(): string[] {
  const scripts = (
    JSON.parse(readFileSync(`${projectRoot}/package.json`, 'utf8')) as {
      scripts: Record<string, string>;
    }
  ).scripts;
  return scripts
    .start!.replace(/^node\s+/, '')
    .split(' ')
    .filter(Boolean);
}

const peakMb = (pid: number) =>
  Math.round(
    Number(/VmHWM:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024,
  );

/**
 * Starts the app as `npm start` does on a data folder (first start when empty), waits until it
 * answers /api/health, and returns its peak resident memory (VmHWM) in MB then and 5 s later
 * (what it does just after it answers counts too); then stops it.
 */
export async function startPeakMb(
  dataDir: string,
  databaseUrl?: string,
): Promise<{ atHealth: number; settled: number }> {
  const port = await freePort();
  const child = spawn(process.execPath, npmStartArguments(), {
    cwd: projectRoot,
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl ?? '',
      PORT: String(port),
      HOST: '127.0.0.1',
      BASE_URL: `http://127.0.0.1:${port}`,
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`the app exited (${child.exitCode})`);
      const up = await fetch(`http://127.0.0.1:${port}/api/health`).then(
        (response) => response.ok,
        () => false,
      );
      if (up) break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const atHealth = peakMb(child.pid!);
    await new Promise((resolve) => setTimeout(resolve, 5000));
    return { atHealth, settled: peakMb(child.pid!) };
  } finally {
    if (child.exitCode === null) {
      const gone = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await gone;
    }
  }
}
