import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '#server/test-support/test-app.js';
import type { Transaction } from './database.js';
import { overlapRounds } from './overlap-rounds.js';

const table = `overlap_probe_${process.pid}`;

async function* roundsOf(...rounds: number[]): AsyncGenerator<number> {
  yield* rounds;
}

/** How many rows the probe table holds once the transaction is over, committed or not. */
async function probeRows(testApp: TestApp): Promise<number> {
  const result = await testApp.runtime.db.execute<{ rows: number }>(
    sql.raw(`select count(*)::int as rows from ${table}`),
  );
  return result.rows[0]!.rows;
}

/** The SQLSTATE an error carries, itself or in what it wraps (drizzle wraps the driver's). */
function sqlStateOf(error: unknown): unknown {
  const { code, cause } = error as { code?: unknown; cause?: unknown };
  return code ?? (cause ? sqlStateOf(cause) : undefined);
}

/** A round that reads a few times, then writes its row: it is still at work when another fails. */
async function slowWritingRound(tx: Transaction, round: number): Promise<void> {
  for (let read = 0; read < 5; read++) await tx.execute(sql`select ${round}::int`);
  await tx.execute(sql.raw(`insert into ${table} values (${round})`));
}

describe('overlapped rounds in one transaction', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await startTestApp({ worker: false });
    await testApp.runtime.db.execute(sql.raw(`create table ${table} (round int)`));
  });
  afterAll(async () => {
    await testApp?.runtime.db.execute(sql.raw(`drop table if exists ${table}`));
    await testApp?.close();
  });

  it('apply every round, each once', async () => {
    await testApp.runtime.db.transaction((tx) =>
      overlapRounds(roundsOf(1, 2, 3, 4, 5), (round) => slowWritingRound(tx, round)),
    );
    const rows = await testApp.runtime.db.execute<{ round: number }>(
      sql.raw(`select round from ${table} order by round`),
    );
    expect(rows.rows.map((row) => row.round)).toEqual([1, 2, 3, 4, 5]);
    await testApp.runtime.db.execute(sql.raw(`delete from ${table}`));
  });

  it("throw the failing round's own error, not the aborted transaction the others meet", async () => {
    // Round 1, started first, meets "transaction is aborted" after round 2's statement fails.
    const applying = testApp.runtime.db.transaction((tx) =>
      overlapRounds(roundsOf(1, 2, 3), async (round) => {
        if (round === 2) await tx.execute(sql`select 1 / (${round}::int - 2)`);
        else await slowWritingRound(tx, round);
      }),
    );
    // 22012: division by zero.
    await expect(applying).rejects.toSatisfy((error) => sqlStateOf(error) === '22012');
    expect(await probeRows(testApp)).toBe(0);
  });

  it('let the rounds in flight finish inside the transaction when one throws', async () => {
    // Round 2 still has statements to send when round 1 throws: sent after the rollback, on a
    // connection back in the pool, its row would be committed on its own.
    let roundTwoEnded!: Promise<unknown>;
    const applying = testApp.runtime.db.transaction((tx) =>
      overlapRounds(roundsOf(1, 2), async (round) => {
        if (round === 2) {
          roundTwoEnded = slowWritingRound(tx, round).then(
            () => 'wrote',
            () => 'refused',
          );
          await roundTwoEnded;
          return;
        }
        await tx.execute(sql`select 1`);
        throw new Error('round 1 is stale');
      }),
    );
    await expect(applying).rejects.toThrow('round 1 is stale');
    await roundTwoEnded;
    expect(await probeRows(testApp)).toBe(0);
  });
});
