import { eq, sql } from 'drizzle-orm';
import type { Queryable } from '#server/db/database.js';
import { preparedStatement } from '#server/db/prepared-statement.js';
import {
  datasets,
  editDestinations,
  instances,
  workspaceMembers,
  workspaces,
  type DatasetRecord,
} from '#server/db/schema/index.js';
import type { Actor } from '#server/auth/actor.js';
import { AppError } from '#server/lib/app-error.js';
import {
  allowedOrDenied,
  callerIsMember,
  callersDestination,
  instanceAccessColumns,
  instanceAccessOf,
  mayEditOrganization,
  type InstanceAccess,
} from './instances.js';

export type DatasetCapability = 'read' | 'edit';

export interface DatasetAccess extends InstanceAccess {
  dataset: DatasetRecord;
}

const datasetAccessStatement = preparedStatement((db) =>
  db
    .select({ ...instanceAccessColumns, dataset: datasets })
    .from(datasets)
    .innerJoin(instances, eq(instances.id, datasets.instanceId))
    .innerJoin(workspaces, eq(workspaces.id, instances.workspaceId))
    .leftJoin(workspaceMembers, callerIsMember)
    .leftJoin(editDestinations, callersDestination)
    .where(eq(datasets.id, sql.placeholder('datasetId')))
    .prepare('dataset_access'),
);

/**
 * The dataset if the caller may `capability` it: read as a member of its instance's workspace,
 * edit within their edit destination. Not found when its workspace is not theirs.
 */
export async function requireDataset(
  db: Queryable,
  actor: Actor,
  datasetId: string,
  capability: DatasetCapability,
): Promise<DatasetAccess> {
  const [row] = await datasetAccessStatement(db).execute({ datasetId, userId: actor.id });
  const access = row && instanceAccessOf(actor, row);
  // A dataset in a workspace that is not the caller's is simply not found.
  if (!access) throw AppError.notFound('Dataset');
  allowedOrDenied(access, 'read');
  if (
    capability === 'edit' &&
    !mayEditOrganization(access.editable, row.dataset.organizationName)
  ) {
    throw AppError.permissionDenied();
  }
  return { ...access, dataset: row.dataset };
}
