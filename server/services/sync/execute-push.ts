import type { PushSummary } from '#contract/functions/datasets/index.js';
import type { CkanClient, CkanPackage, CkanPackageInput } from '#server/connectors/ckan/index.js';
import type { PushPlan } from '../catalogue/plan-push.js';

export interface PushOutcome {
  /** The catalogue's dataset after the push. */
  pkg: CkanPackage;
  /** Local resource id → the id the catalogue gave it. */
  createdIds: Map<string, string>;
  summary: PushSummary;
}

/** A push that failed; `wrote` says whether some writes landed before the failure. */
export class PushFailure extends Error {
  override name = 'PushFailure';
  constructor(
    override readonly cause: unknown,
    readonly wrote: boolean,
    readonly createdIds: Map<string, string>,
  ) {
    super(cause instanceof Error ? cause.message : String(cause));
  }
}

/**
 * Sends a plan to the catalogue: package_create for a new dataset; otherwise package_patch with the
 * changed fields only, then resource_delete / resource_patch / resource_create, then the order.
 * Writes are never retried (the client retries reads only).
 */
export async function executePush(
  client: CkanClient,
  plan: PushPlan,
  ckanId: string | null,
  localCkanIds: Map<string, string | null>,
): Promise<PushOutcome> {
  const createdIds = new Map<string, string>();
  let wrote = false;
  try {
    if (plan.kind === 'create' || !ckanId) {
      const pkg = await client.packageCreate(plan.packageFields as CkanPackageInput);
      plan.order.forEach((localId, index) => {
        const created = pkg.resources[index];
        if (created) createdIds.set(localId, created.id);
      });
      return {
        pkg,
        createdIds,
        summary: {
          action: 'create',
          fields: Object.keys(plan.packageFields).filter((key) => key !== 'resources'),
          resourcesCreated: createdIds.size,
          resourcesUpdated: 0,
          resourcesDeleted: 0,
          reordered: false,
        },
      };
    }

    const fields = Object.keys(plan.packageFields);
    let pkg: CkanPackage | null = null;
    if (fields.length > 0) {
      pkg = await client.packagePatch(ckanId, plan.packageFields);
      wrote = true;
    }
    for (const { ckanId: resourceId } of plan.resourceDeletes) {
      await client.resourceDelete(resourceId);
      wrote = true;
    }
    for (const patch of plan.resourcePatches) {
      await client.resourcePatch(patch.ckanId, patch.changes);
      wrote = true;
    }
    for (const { localId, input } of plan.resourceCreates) {
      const created = await client.resourceCreate({ ...input, package_id: ckanId });
      createdIds.set(localId, created.id);
      wrote = true;
    }
    const resourceWrites =
      plan.resourceDeletes.length + plan.resourcePatches.length + plan.resourceCreates.length;
    if (!pkg || resourceWrites > 0) pkg = await client.packageShow(ckanId);

    const wanted = plan.order
      .map((localId) => createdIds.get(localId) ?? localCkanIds.get(localId) ?? null)
      .filter((id): id is string => id !== null);
    const current = pkg.resources.map((resource) => resource.id);
    const sameSet =
      wanted.length === current.length && [...wanted].sort().join() === [...current].sort().join();
    let reordered = false;
    if (sameSet && wanted.join() !== current.join()) {
      // CKAN lists resources in the order package_update receives them; ids keep each one as it is.
      const byId = new Map(pkg.resources.map((resource) => [resource.id, resource]));
      pkg = await client.packagePatch(ckanId, { resources: wanted.map((id) => byId.get(id)!) });
      wrote = true;
      reordered = true;
    }
    return {
      pkg,
      createdIds,
      summary: {
        action: fields.length > 0 ? 'patch' : null,
        fields,
        resourcesCreated: plan.resourceCreates.length,
        resourcesUpdated: plan.resourcePatches.length,
        resourcesDeleted: plan.resourceDeletes.length,
        reordered,
      },
    };
  } catch (error) {
    throw new PushFailure(error, wrote, createdIds);
  }
}
