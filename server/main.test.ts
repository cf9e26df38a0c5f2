import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:net';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { projectRoot } from './lib/project-root.js';
import { databaseUrlFor } from './test-support/template-database.js';

const adminUrl = process.env.DATABASE_URL;

/**
 * Scale-out: a web-only process and a worker-only process share one PostgreSQL. The web process
 * queues the verification mail; only once a worker runs is it sent. (PGlite serves one process.)
 */
describe.runIf(adminUrl)('separate web and worker processes on PostgreSQL', () => {
  const children: ChildProcess[] = [];
  const database = `cs_roles_${process.pid}_${Date.now()}`;
  const databaseUrl = adminUrl ? databaseUrlFor(adminUrl, database) : '';

  afterAll(async () => {
    for (const child of children) child.kill('SIGTERM');
    await Promise.all(
      children.map((child) => (child.exitCode === null ? once(child, 'exit') : undefined)),
    );
    await adminQuery(`drop database if exists ${database} with (force)`);
  });

  it('queues mail in the web process and sends it from the worker process', async () => {
    await adminQuery(`create database ${database}`);
    const port = await freePort();
    const env = {
      DATABASE_URL: databaseUrl,
      PORT: String(port),
      BASE_URL: `http://localhost:${port}`,
      DATA_DIR: mkdtempSync(path.join(tmpdir(), 'cs-roles-')),
      LOG_LEVEL: 'warn',
    };
    const web = start(['--role=web'], env);
    await waitFor(
      async () =>
        (await fetch(`http://127.0.0.1:${port}/api/health`).catch(() => null))?.ok === true,
    );

    const signUp = await fetch(`http://127.0.0.1:${port}/api/auth/sign-up/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: env.BASE_URL },
      body: JSON.stringify({
        email: 'worker@example.org',
        password: 'a long enough password',
        name: 'Worker Test',
      }),
    });
    expect(signUp.status).toBe(200);
    await waitFor(async () => (await jobCount("name = 'mail.send'")) === 1);
    expect(await outboxCount()).toBe(0);
    expect(web.exitCode).toBeNull();

    start(['--role=worker'], env);
    await waitFor(async () => (await outboxCount()) === 1, 30_000);
    // The waits above may take 70 s together on a loaded machine: two processes start through
    // tsx and migrate a new database.
  }, 90_000);

  function start(args: string[], env: Record<string, string>): ChildProcess {
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts', ...args], {
      cwd: projectRoot,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    children.push(child);
    return child;
  }

  async function outboxCount(): Promise<number> {
    return Number(
      (await query('select count(*) as n from mail_outbox').catch(() => [{ n: 0 }]))[0]!.n,
    );
  }
  async function jobCount(where: string): Promise<number> {
    return Number(
      (
        await query(`select count(*) as n from pgboss.job where ${where}`).catch(() => [{ n: 0 }])
      )[0]!.n,
    );
  }
  async function query(text: string): Promise<Array<Record<string, unknown>>> {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      return (await client.query(text)).rows;
    } finally {
      await client.end();
    }
  }
});

async function adminQuery(text: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  await client.query(text).finally(() => client.end());
}

async function waitFor(condition: () => Promise<boolean>, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

async function freePort(): Promise<number> {
  const server = createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as { port: number };
  server.close();
  return port;
}
