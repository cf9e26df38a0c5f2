import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { projectRoot } from '../lib/project-root.js';

const running: ChildProcess[] = [];
afterEach(() => {
  for (const child of running.splice(0)) child.kill('SIGKILL');
});

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/** `npm start` as a separate process on the embedded database, ready when it answers health. */
async function startServer(dataDir: string, port: number): Promise<ChildProcess> {
  const { child, errors } = spawnServer(dataDir, port);
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null)
      throw new Error(`server exited with ${child.exitCode}: ${errors()}`);
    const healthy = await fetch(`http://127.0.0.1:${port}/api/health`)
      .then((response) => response.ok)
      .catch(() => false);
    if (healthy) return child;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('server did not become healthy');
}

function spawnServer(dataDir: string, port: number) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: projectRoot,
    // Only what a shell would pass: the test runner's own variables are no configuration of ours.
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      DATA_DIR: dataDir,
      PORT: String(port),
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let errors = '';
  child.stderr?.on('data', (chunk: Buffer) => (errors += chunk.toString()));
  running.push(child);
  return { child, errors: () => errors };
}

function signUp(port: number, email: string) {
  return authPost(port, '/sign-up/email', email);
}

/** Sign-in says whether an account exists: not verified (403) against no such account (401). */
function signIn(port: number, email: string) {
  return authPost(port, '/sign-in/email', email);
}

function authPost(port: number, route: string, email: string) {
  return fetch(`http://127.0.0.1:${port}/api/auth${route}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: `http://localhost:${port}` },
    body: JSON.stringify({ email, password: 'a long enough password', name: 'Crash test' }),
  }).then(
    (response) => response.status,
    () => 'lost' as const,
  );
}

// Each test starts the whole app on a new data folder (twice in the first): 14–18 s on a quiet
// machine, over 30 s beside the other test files (seen in CI), hence their own time limits.
describe('the embedded database under kill -9', () => {
  it('keeps every acknowledged write and reopens after the process is killed mid-writes', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'cs-faults-'));
    const port = await freePort();
    const first = await startServer(dataDir, port);

    // Five: the sign-up rate limit of one address. Killed as soon as the first is acknowledged,
    // while the others are in flight.
    const emails = Array.from({ length: 5 }, (_, index) => `crash-${index}@example.org`);
    const answers = emails.map((email) => signUp(port, email));
    await Promise.race(answers);
    first.kill('SIGKILL');
    const statuses = await Promise.all(answers);
    const acknowledged = emails.filter((_, index) => statuses[index] === 200);
    expect(acknowledged.length, JSON.stringify(statuses)).toBeGreaterThan(0);

    // The lock of the killed process is taken over, and the data reopens.
    await startServer(dataDir, port);
    for (const email of acknowledged) {
      expect(await signIn(port, email), email).toBe(403);
    }
    expect(await signIn(port, 'never-signed-up@example.org')).toBe(401);
  }, 120_000);

  it('refuses a second process on the same data folder with a clear message', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'cs-faults-'));
    await startServer(dataDir, await freePort());
    const { child, errors } = spawnServer(dataDir, await freePort());
    const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
    expect(code).toBe(1);
    expect(errors()).toMatch(/DATA_DIR .* is in use by process \d+/);
    // One line for a person, not a stack trace.
    expect(errors()).not.toMatch(/\n\s+at /);
  }, 120_000);
});
