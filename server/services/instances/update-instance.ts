import { eq } from 'drizzle-orm';
import { parseOrganizationIds } from '#contract/functions/instances.js';
import { instances } from '#server/db/schema/index.js';
import type { InstanceAccess } from '#server/policies/instances.js';
import type { DatabaseNeed, JobsNeed, NetworkNeed } from '../service-needs.js';
import { recordEvent } from '../events/record-event.js';
import { queueHarvest } from '../harvest/queue-harvest.js';
import { checkCatalogue } from './create-instance.js';

export interface InstanceChanges {
  name?: string;
  harvestSchedule?: string;
  linkCheckSchedule?: string;
  url?: string;
  organizationIds?: string;
}

/**
 * Saves an instance's settings. A new URL or scope is checked against the catalogue first (as when
 * the instance was added), and then a harvest is queued in the same transaction, so the working
 * copy follows the catalogue it now points at.
 */
export async function updateInstance(
  deps: DatabaseNeed & JobsNeed & NetworkNeed,
  access: InstanceAccess,
  actorId: string,
  input: InstanceChanges,
) {
  const current = access.instance;
  const url = input.url?.trim().replace(/\/+$/, '');
  const scope =
    input.organizationIds !== undefined ? parseOrganizationIds(input.organizationIds) : undefined;
  const urlChanged = url !== undefined && url !== current.url;
  const scopeChanged = scope !== undefined && scope.join() !== current.organizationScope.join();
  if (urlChanged || scopeChanged) {
    await checkCatalogue(deps, url ?? current.url, scope ?? current.organizationScope);
  }
  const changes = {
    ...(input.name !== undefined ? { name: input.name } : {}),
    ...(input.harvestSchedule !== undefined ? { harvestSchedule: input.harvestSchedule } : {}),
    ...(input.linkCheckSchedule !== undefined
      ? { linkCheckSchedule: input.linkCheckSchedule }
      : {}),
    ...(urlChanged ? { url } : {}),
    ...(scopeChanged ? { organizationScope: scope } : {}),
  };
  return deps.db.transaction(async (tx) => {
    const [updated] = await tx
      .update(instances)
      .set({ ...changes, updatedAt: new Date() })
      .where(eq(instances.id, current.id))
      .returning();
    await recordEvent(tx, {
      workspaceId: current.workspaceId,
      instanceId: current.id,
      level: 'info',
      kind: 'instance.updated',
      actorId,
      details: changes,
    });
    if (urlChanged || scopeChanged) {
      await queueHarvest(
        deps.db,
        deps.jobs,
        { instanceId: current.id, trigger: 'manual', requestedBy: actorId },
        tx,
      );
    }
    return updated!;
  });
}
