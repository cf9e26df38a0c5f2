import { and, count, eq, type SQL } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { HistorySummary } from '#contract/functions/histories.js';
import { foldTallies } from '#server/db/maintenance/fold-tallies.js';
import { histories, historyTallies } from '#server/db/schema/index.js';
import { useSyncFixture } from '#server/test-support/use-sync-fixture.js';
import { expectOk } from '#server/test-support/expect-ok.js';

interface HistoryPage {
  items: HistorySummary[];
  total: number;
}

/**
 * The history page's unfiltered total is the instance's history tallies added up (kept by a
 * trigger on histories), not a count of every row: it must still be exactly the number of rows,
 * whatever wrote them; a filtered page counts its matches.
 */
describe('the history page total', () => {
  const fixture = useSyncFixture();

  const total = async (data: Record<string, unknown> = {}) =>
    expectOk(
      await fixture.call<HistoryPage>('histories.list', {
        instanceId: fixture.instanceId,
        ...data,
      }),
    ).total;
  /** The instance's history rows (that meet a condition), counted here. */
  const rows = async (condition?: SQL) => {
    const [row] = await fixture.testApp.runtime.db
      .select({ n: count() })
      .from(histories)
      .where(and(eq(histories.instanceId, fixture.instanceId), condition));
    return row!.n;
  };

  it('counts the rows the harvest wrote, on every page and past the end', async () => {
    const written = await rows();
    expect(written).toBeGreaterThan(10);
    expect(await total()).toBe(written);
    expect(await total({ page: 1000 })).toBe(written);
  });

  it('counts each edit and each change pulled from the catalogue once', async () => {
    const before = await total();
    await fixture.edit('hinanjo-ichiran', { title: '避難所一覧（改訂）' });
    expect(await total()).toBe(before + 1);
    fixture.catalogue.store.changeDataset('tokei-nenkan', (dataset) => {
      dataset.title = '統計年鑑（改訂）';
    });
    await fixture.harvest();
    expect(await total()).toBe(before + 2);
    expect(await total()).toBe(await rows());
  });

  it('counts a filtered page by its matches', async () => {
    const edits = await rows(eq(histories.source, 'edit'));
    expect(edits).toBe(1);
    expect(await total({ source: 'edit' })).toBe(edits);
    expect(await total({ source: 'edit', page: 1000 })).toBe(edits);
    expect(await total({ datasetName: 'no such dataset' })).toBe(0);
  });

  it('is the same after the tallies are folded into one row', async () => {
    const { db } = fixture.testApp.runtime;
    const tallies = () =>
      db.select().from(historyTallies).where(eq(historyTallies.instanceId, fixture.instanceId));
    const before = await total();
    expect((await tallies()).length).toBeGreaterThan(1);
    expect(await foldTallies(db, historyTallies)).toBeGreaterThan(1);
    expect(await tallies()).toEqual([{ instanceId: fixture.instanceId, added: before }]);
    expect(await total()).toBe(before);
    await fixture.edit('hinanjo-ichiran', { title: '避難所一覧（再改訂）' });
    expect(await total()).toBe(before + 1);
    expect(await total()).toBe(await rows());
  });
});
