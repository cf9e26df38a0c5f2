import { eq } from 'drizzle-orm';
import type { Queryable } from '#server/db/database.js';
import { datasets } from '#server/db/schema/index.js';
import {
  inspectTableFile,
  matchStandard,
  standardById,
  type TableFileMeta,
  type TableInspection,
} from '#server/engines/quality/index.js';

/** Differences kept per resource with their row and column; every one is counted. */
export const storedDifferences = 200;

/**
 * Profiles the file a check downloaded, for the quality rules, and — when its dataset claims a
 * national standard dataset by its title or a tag — compares it with that standard in the same
 * read. The claim is read now, so a retitled dataset is compared at its next check.
 */
export async function inspectCheckedFile(
  db: Queryable,
  datasetId: string,
  path: string,
  meta: TableFileMeta,
  maxBytes: number,
): Promise<TableInspection> {
  const [dataset] = await db
    .select({ title: datasets.title, tags: datasets.tags })
    .from(datasets)
    .where(eq(datasets.id, datasetId));
  const claim = dataset ? matchStandard({ title: dataset.title, tags: dataset.tags }) : null;
  return inspectTableFile(path, meta, {
    maxBytes,
    ...(claim ? { standard: standardById(claim.standardId) } : {}),
    maxDifferences: storedDifferences,
  });
}
