import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../database.js';
import { openDatabase } from '../open-database.js';
import { workspaces } from '../schema/index.js';
import { openTestDatabase } from '#server/test-support/template-database.js';

describe.skipIf(process.env.DATABASE_URL)('the embedded database in its own thread', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(() => database.close());

  it('leaves the app’s thread free while a statement runs', async () => {
    // Ticks of the app's event loop while one long statement runs in the engine: with the engine
    // on the app's thread, none could run between the statement's start and its end.
    const ticks: number[] = [];
    let running = true;
    const tick = () => {
      ticks.push(performance.now());
      if (running) setImmediate(tick);
    };
    const started = performance.now();
    setImmediate(tick);
    await database.db.execute(sql`select count(*) from generate_series(1, 3000000)`);
    running = false;
    const took = performance.now() - started;
    const longestGap = ticks.reduce((longest, at, index) => {
      return index === 0 ? longest : Math.max(longest, at - ticks[index - 1]!);
    }, 0);
    expect(ticks.length).toBeGreaterThan(10);
    expect(longestGap).toBeLessThan(took / 4);
  });

  it('gives a failed statement’s SQLSTATE and keeps serving', async () => {
    const [workspace] = await database.db.insert(workspaces).values({ name: 'Thread' }).returning();
    const duplicate = database.db.execute(
      sql`insert into workspaces (id, name) values (${workspace!.id}, 'Again')`,
    );
    await expect(duplicate).rejects.toMatchObject({ cause: { code: '23505' } });
    const { rows } = await database.db.execute<{ n: number }>(
      sql`select count(*)::int as n from workspaces where id = ${workspace!.id}`,
    );
    expect(rows[0]!.n).toBe(1);
  });

  it('writes nothing of a transaction that throws, and parses timestamps as drizzle does', async () => {
    const failing = database.db.transaction(async (tx) => {
      await tx.insert(workspaces).values({ name: 'Rolled back' });
      throw new Error('stop');
    });
    await expect(failing).rejects.toThrow('stop');
    const kept = await database.db.transaction((tx) =>
      tx.insert(workspaces).values({ name: 'Kept' }).returning(),
    );
    expect(kept[0]!.createdAt).toBeInstanceOf(Date);
    const names = (await database.db.select({ name: workspaces.name }).from(workspaces)).map(
      (row) => row.name,
    );
    expect(names).toContain('Kept');
    expect(names).not.toContain('Rolled back');
  });

  it('passes the engine’s notifications to a listener', async () => {
    const heard = new Promise<string>((resolve) => {
      void database.pglite!.listen('thread_test', resolve);
    });
    await database.db.execute(sql`select pg_notify('thread_test', 'hello')`);
    expect(await heard).toBe('hello');
  });

  it('dumps a database that opens with the same rows', async () => {
    await database.db.insert(workspaces).values({ name: 'Dumped' });
    const dump = await database.pglite!.dumpDataDir('gzip');
    const copy = await openDatabase({ dataDir: '', pgliteLoadDataDir: dump });
    try {
      const rows = await copy.db.select({ name: workspaces.name }).from(workspaces);
      expect(rows.map((row) => row.name)).toContain('Dumped');
    } finally {
      await copy.close();
    }
  });
});
