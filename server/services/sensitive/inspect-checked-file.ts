import type { Queryable } from '#server/db/database.js';
import {
  inspectTableFile,
  standardById,
  type TableFileMeta,
  type TableInspection,
} from '#server/engines/quality/index.js';
import { datasetStandard } from '../quality/dataset-standard.js';

/** Differences kept per resource with their row and column; every one is counted. */
export const storedDifferences = 200;

/**
 * Profiles the file a check downloaded, for the quality rules, and — when its dataset claims a
 * national standard dataset (the team's choice, else its title or a tag) — compares it with that
 * standard in the same read. The claim is read now: a retitled dataset, or a new choice, is
 * compared at its next check.
 */
export async function inspectCheckedFile(
  db: Queryable,
  datasetId: string,
  path: string,
  meta: TableFileMeta,
  maxBytes: number,
): Promise<TableInspection> {
  const { claim } = await datasetStandard(db, datasetId);
  return inspectTableFile(path, meta, {
    maxBytes,
    ...(claim ? { standard: standardById(claim.standardId) } : {}),
    maxDifferences: storedDifferences,
  });
}
