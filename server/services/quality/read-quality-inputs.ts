import { asc } from 'drizzle-orm';
import type { Queryable } from '#server/db/database.js';
import { inJsonList } from '#server/db/in-json-list.js';
import { datasets, resources } from '#server/db/schema/index.js';
import { qualityDatasetColumns, qualityResourceColumns } from './quality-input-columns.js';
import { qualityInputsOf, type ScoredDatasetInput } from './quality-inputs-of.js';

/**
 * What the rules need of some datasets, in two statements: their fields from the working copy
 * (the contacts CKAN keeps beside the maintainer from the catalogue's version), and their
 * resources with the latest link and personal-data verdicts. Nothing is downloaded: a file is
 * judged only from the profile the latest personal-data check stored of the file it read.
 */
export async function readQualityInputs(
  db: Queryable,
  datasetIds: readonly string[],
  licenceOpen: ReadonlyMap<string, boolean>,
): Promise<ScoredDatasetInput[]> {
  if (datasetIds.length === 0) return [];
  const ids = [...datasetIds];
  const rows = await db
    .select(qualityDatasetColumns)
    .from(datasets)
    .where(inJsonList(datasets.id, ids));
  const resourceRows = await db
    .select(qualityResourceColumns)
    .from(resources)
    .where(inJsonList(resources.datasetId, ids))
    .orderBy(asc(resources.position));
  return qualityInputsOf(rows, resourceRows, licenceOpen);
}
