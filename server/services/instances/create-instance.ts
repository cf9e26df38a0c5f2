import { parseOrganizationIds } from '#contract/functions/instances.js';
import type { DatabaseNeed, JobsNeed, NetworkNeed } from '../service-needs.js';
import { instances } from '#server/db/schema/index.js';
import { AppError } from '#server/lib/app-error.js';
import { catalogueClient, catalogueUrlError } from '../catalogue/catalogue-client.js';
import { recordEvent } from '../events/record-event.js';
import { queueHarvest } from '../harvest/queue-harvest.js';
import { resolveOrganizationScope } from '../harvest/scope-filter.js';

/**
 * Checks a catalogue URL (status_show) and, when the scope is limited, that every organization
 * exists there; a failure is an invalid-argument naming the field, and nothing is saved.
 */
export async function checkCatalogue(
  deps: DatabaseNeed & JobsNeed & NetworkNeed,
  url: string,
  scope: string[],
) {
  const client = catalogueClient(deps, url, { timeoutMs: 15_000, retries: 1 });
  try {
    await client.statusShow().catch((error: unknown) => {
      throw catalogueUrlError(error);
    });
    if (scope.length > 0) {
      const organizations = await client.organizationList().catch((error: unknown) => {
        throw catalogueUrlError(error);
      });
      const { unknown } = resolveOrganizationScope(scope, organizations);
      if (unknown.length > 0) {
        throw AppError.invalid(
          `No such organization in the catalogue: ${unknown.join(', ')}`,
          { organizationIds: ['organizationNotFound'] },
          'organizationNotFound',
        );
      }
    }
  } finally {
    await client.close();
  }
}

export interface CreateInstanceInput {
  workspaceId: string;
  name: string;
  url: string;
  limitScope: boolean;
  organizationIds: string;
  actorId: string;
}

/**
 * Checks the URL against the catalogue (status_show, and the organizations when the scope is
 * limited) before anything is saved; then saves the instance and queues its first harvest in one
 * transaction.
 */
export async function createInstance(
  deps: DatabaseNeed & JobsNeed & NetworkNeed,
  input: CreateInstanceInput,
) {
  const url = input.url.trim().replace(/\/+$/, '');
  const scope = input.limitScope ? parseOrganizationIds(input.organizationIds) : [];
  await checkCatalogue(deps, url, scope);

  return deps.db.transaction(async (tx) => {
    const [instance] = await tx
      .insert(instances)
      .values({
        workspaceId: input.workspaceId,
        name: input.name,
        url,
        organizationScope: scope,
        createdBy: input.actorId,
      })
      .returning();
    await recordEvent(tx, {
      workspaceId: input.workspaceId,
      instanceId: instance!.id,
      level: 'info',
      kind: 'instance.created',
      actorId: input.actorId,
      details: { name: input.name, url },
    });
    await queueHarvest(
      deps.db,
      deps.jobs,
      { instanceId: instance!.id, trigger: 'initial', requestedBy: input.actorId },
      tx,
    );
    return instance!;
  });
}
