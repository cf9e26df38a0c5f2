import { and, eq, inArray } from 'drizzle-orm';
import type { WorkspaceRole } from '#contract/enums.js';
import type { EditDestination } from '#contract/functions/members.js';
import type { Queryable } from '#server/db/database.js';
import {
  editDestinations,
  instances,
  type StoredEditDestination,
} from '#server/db/schema/index.js';
import { AppError } from '#server/lib/app-error.js';

/**
 * The destinations to store for a role: only editors have any. Each instance must belong to the
 * workspace (else a field error); repeated instances and organizations are merged.
 */
export async function normaliseEditDestinations(
  db: Queryable,
  workspaceId: string,
  role: WorkspaceRole,
  destinations: readonly EditDestination[],
): Promise<StoredEditDestination[]> {
  if (role !== 'editor' || destinations.length === 0) return [];
  const instanceIds = [...new Set(destinations.map((destination) => destination.instanceId))];
  const known = await db
    .select({ id: instances.id })
    .from(instances)
    .where(and(eq(instances.workspaceId, workspaceId), inArray(instances.id, instanceIds)));
  if (known.length !== instanceIds.length) {
    throw AppError.invalid(
      'An instance of the edit destination is not in this workspace',
      { editDestinations: ['instanceNotInWorkspace'] },
      'instanceNotInWorkspace',
    );
  }
  const merged = new Map<string, Set<string> | 'all'>();
  for (const { instanceId, organizationNames } of destinations) {
    const current = merged.get(instanceId);
    // An empty list means the whole instance, which no list can narrow.
    if (current === 'all' || organizationNames.length === 0) merged.set(instanceId, 'all');
    else merged.set(instanceId, new Set([...(current ?? []), ...organizationNames]));
  }
  return [...merged].map(([instanceId, organizations]) => ({
    instanceId,
    organizationNames: organizations === 'all' ? [] : [...organizations].sort(),
  }));
}

export async function replaceEditDestinations(
  db: Queryable,
  workspaceId: string,
  userId: string,
  destinations: readonly StoredEditDestination[],
): Promise<void> {
  await db
    .delete(editDestinations)
    .where(and(eq(editDestinations.workspaceId, workspaceId), eq(editDestinations.userId, userId)));
  if (destinations.length === 0) return;
  await db.insert(editDestinations).values(
    destinations.map((destination) => ({
      workspaceId,
      userId,
      instanceId: destination.instanceId,
      organizationNames: destination.organizationNames,
    })),
  );
}

/** Destinations with their instance names, dropping instances that no longer exist. */
export function describeDestinations(
  destinations: readonly StoredEditDestination[],
  instanceNames: ReadonlyMap<string, string>,
) {
  return destinations
    .filter((destination) => instanceNames.has(destination.instanceId))
    .map((destination) => ({
      instanceId: destination.instanceId,
      instanceName: instanceNames.get(destination.instanceId)!,
      organizationNames: destination.organizationNames,
    }))
    .sort((a, b) => a.instanceName.localeCompare(b.instanceName));
}

export async function instanceNamesOf(
  db: Queryable,
  workspaceId: string,
): Promise<Map<string, string>> {
  const rows = await db
    .select({ id: instances.id, name: instances.name })
    .from(instances)
    .where(eq(instances.workspaceId, workspaceId));
  return new Map(rows.map((row) => [row.id, row.name]));
}
