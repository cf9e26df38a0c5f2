import { and, eq, ne, sql } from 'drizzle-orm';
import type { Queryable } from '#server/db/database.js';
import { datasets, histories, imports } from '#server/db/schema/index.js';
import { AppError } from '#server/lib/app-error.js';
import type { InstanceAccess } from '#server/policies/instances.js';
import { readSelection, type ResolvedSelection } from '#server/services/datasets/read-selection.js';

/**
 * The datasets an applied batch (an import or a bulk change, a row of `imports`) changed that are
 * still out of step with the catalogue, read from the history rows that name the batch. Those an
 * editor may not change are set apart, as for a selection.
 */
export async function batchDatasets(
  db: Queryable,
  access: InstanceAccess,
  importId: string,
): Promise<ResolvedSelection> {
  const instanceId = access.instance.id;
  const [batch] = await db
    .select({ status: imports.status })
    .from(imports)
    .where(and(eq(imports.id, importId), eq(imports.instanceId, instanceId)));
  if (!batch) throw AppError.notFound('Import');
  return readSelection(
    db,
    access,
    and(
      eq(datasets.instanceId, instanceId),
      ne(datasets.syncStatus, 'synced'),
      sql`exists (select 1 from ${histories} where ${histories.datasetId} = ${datasets.id}
          and ${histories.instanceId} = ${instanceId}
          and ${histories.details} ->> 'importId' = ${importId})`,
    ),
  );
}
