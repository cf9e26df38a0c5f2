import { sql } from 'drizzle-orm';
import type { Queryable } from '#server/db/database.js';
import { insertJsonRows } from '#server/db/insert-json-rows.js';
import { datasetGrams } from '#server/db/schema/index.js';
import { searchGrams } from './search-text.js';

/**
 * The grams of datasets whose search text was just written, in the caller's transaction: a
 * dataset's row is added or replaced, and left alone when its grams are the same (a harvest
 * rewrites every dataset it pulls, most of them unchanged), so the GIN index is not touched.
 */
export async function writeDatasetGrams(
  db: Queryable,
  written: readonly { id: string; searchText: string }[],
): Promise<void> {
  if (written.length === 0) return;
  const rows = written.map((dataset) => ({
    datasetId: dataset.id,
    grams: searchGrams(dataset.searchText),
  }));
  await db.execute(sql`
    ${insertJsonRows(datasetGrams, ['datasetId', 'grams'], rows)}
    on conflict (dataset_id) do update set grams = excluded.grams
    where ${datasetGrams.grams} is distinct from excluded.grams`);
}
