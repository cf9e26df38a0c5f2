import { asc, eq } from 'drizzle-orm';
import type { DatasetDetail } from '#contract/functions/datasets/index.js';
import type { Queryable } from '#server/db/database.js';
import type { datasets } from '#server/db/schema/index.js';
import { resources } from '#server/db/schema/index.js';
import { mayEditOrganization, type InstanceAccess } from '#server/policies/instances.js';
import { loadLicensesAndGroups } from '../vocabularies/catalogue-vocabularies.js';
import { datasetQuality } from '../quality/dataset-quality.js';
import { presentDataset } from './present-dataset.js';

/** A dataset as the detail page shows it, after a change (the caller's edit rights included). */
export async function datasetDetail(
  db: Queryable,
  dataset: typeof datasets.$inferSelect,
  access: Pick<InstanceAccess, 'editable'>,
): Promise<DatasetDetail> {
  const resourceRows = await db
    .select()
    .from(resources)
    .where(eq(resources.datasetId, dataset.id))
    .orderBy(asc(resources.position), asc(resources.name));
  return presentDataset(
    dataset,
    resourceRows,
    mayEditOrganization(access.editable, dataset.organizationName),
    await loadLicensesAndGroups(db, dataset.instanceId),
    await datasetQuality(db, dataset.id),
  );
}
