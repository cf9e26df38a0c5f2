import { eq } from 'drizzle-orm';
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { sensitiveChecks } from '#server/db/schema/index.js';
import { useHarvestedApp } from '#server/test-support/use-harvested-app.js';
import { checkResource, resourceOf } from './test-support/sensitive-checks.js';

/**
 * A check that ends while its report is being read. The report page asks again only while a check
 * runs, so a report that saw the check neither running nor done would never show its findings.
 * The report is one snapshot: it shows the check still running (and the page asks again), or done.
 * Only PostgreSQL can finish the check between two of the report's reads (from another
 * connection); PGlite runs one statement or transaction at a time on its one connection.
 */
describe.skipIf(!process.env.DATABASE_URL)('a report read while its check ends', () => {
  const world = useHarvestedApp();
  const originalQuery = pg.Client.prototype.query;
  afterEach(() => {
    pg.Client.prototype.query = originalQuery;
  });

  it('shows the check running, then done with its findings, never neither', async () => {
    const db = world.testApp.runtime.db;
    const resource = await resourceOf(world, 'parking-fines-2024', 'parking-fines.csv');
    const check = await checkResource(world.testApp, world.owner, resource.id);
    expect(check.findingCount).toBeGreaterThan(0);
    // As it was a moment before its worker recorded the result.
    await db
      .update(sensitiveChecks)
      .set({ status: 'running', finishedAt: null })
      .where(eq(sensitiveChecks.id, check.id));

    // The worker records the result, from its own connection, right after the report's first
    // read of the checks.
    const worker = new pg.Client({
      connectionString: world.testApp.runtime.database.connectionString,
    });
    await worker.connect();
    let finished = false;
    const finish = async () => {
      finished = true;
      await worker.query(
        "update sensitive_checks set status = 'succeeded', finished_at = now() where id = $1",
        [check.id],
      );
    };
    pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
      const query = originalQuery as (...a: unknown[]) => unknown;
      const config = args[0] as string | { text?: string };
      const text = typeof config === 'string' ? config : (config.text ?? '');
      if (finished || !text.includes('"sensitive_checks"')) return query.apply(this, args);
      // A pool's own query passes a callback; a transaction's client awaits the promise.
      const callback = args.at(-1);
      if (typeof callback === 'function') {
        const answered = (error: unknown, result: unknown) =>
          void finish().then(() => (callback as (e: unknown, r: unknown) => void)(error, result));
        return query.apply(this, [...args.slice(0, -1), answered]);
      }
      return (query.apply(this, args) as Promise<unknown>).then(async (result) => {
        await finish();
        return result;
      });
    } as typeof originalQuery;

    try {
      const during = await world.call('sensitive.report', { resourceId: resource.id });
      expect(finished).toBe(true);
      expect(during.result).toMatchObject({ active: { id: check.id, status: 'running' } });
    } finally {
      pg.Client.prototype.query = originalQuery;
      await worker.end();
    }
    const after = await world.call('sensitive.report', { resourceId: resource.id });
    expect(after.result).toMatchObject({ active: null, check: { id: check.id } });
    expect((after.result as { rows: unknown[] }).rows.length).toBeGreaterThan(0);
  });
});
