import type { OutputOf } from '#contract/functions/define.js';
import type { historiesGet, HistorySummary } from '#contract/functions/histories.js';
import { expectOk } from './expect-ok.js';
import type { SyncFixture } from './sync-fixture.js';

export type HistoryEntry = OutputOf<typeof historiesGet>;

/**
 * The history of the datasets whose name holds `datasetName`, newest first, each entry with its
 * changes, as the owner reads it through HTTP.
 */
export async function historyOf(
  fixture: SyncFixture,
  datasetName: string,
): Promise<HistoryEntry[]> {
  const list = expectOk(
    await fixture.call<{ items: HistorySummary[] }>('histories.list', {
      instanceId: fixture.instanceId,
      datasetName,
    }),
  );
  return Promise.all(
    list.items.map(async (item) =>
      expectOk(await fixture.call<HistoryEntry>('histories.get', { historyId: item.id })),
    ),
  );
}
