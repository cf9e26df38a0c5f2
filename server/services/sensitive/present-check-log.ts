import { eq } from 'drizzle-orm';
import type { SensitiveCheckLog } from '#contract/functions/sensitive.js';
import type { Queryable } from '#server/db/database.js';
import { resources, type sensitiveChecks } from '#server/db/schema/index.js';
import { checkLogRemoval } from './check-log-removal.js';
import { presentChecks } from './present-check.js';

interface CheckLogPlace {
  check: typeof sensitiveChecks.$inferSelect;
  workspaceId: string;
  dataset: { name: string; title: string };
  /** Whether the reader owns the workspace, and so may delete an older log. */
  isOwner: boolean;
}

/** One check's log page: the check, where it belongs, and whether the reader may delete it. */
export async function presentCheckLog(
  db: Queryable,
  { check, workspaceId, dataset, isOwner }: CheckLogPlace,
): Promise<SensitiveCheckLog> {
  const [resource] = await db
    .select({ name: resources.name })
    .from(resources)
    .where(eq(resources.id, check.resourceId));
  const [presented] = await presentChecks(db, [check]);
  return {
    ...presented!,
    workspaceId,
    resourceName: resource?.name ?? '',
    datasetName: dataset.name,
    datasetTitle: dataset.title,
    removal: await checkLogRemoval(db, check, isOwner),
  };
}
