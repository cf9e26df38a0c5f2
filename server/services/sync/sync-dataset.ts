import { asc, eq } from 'drizzle-orm';
import type { PushSummary } from '#contract/functions/datasets/index.js';
import {
  CkanError,
  normaliseCkanTimestamp,
  type CkanClient,
  type CkanPackage,
} from '#server/connectors/ckan/index.js';
import { datasets, resources, type DatasetRecord } from '#server/db/schema/index.js';
import type { Actor } from '#server/auth/actor.js';
import { AppError } from '#server/lib/app-error.js';
import type { DatasetAccess } from '#server/policies/require-dataset.js';
import type { DatabaseNeed, LoggerNeed, NetworkNeed } from '../service-needs.js';
import { readCatalogueApiKey } from '../api-keys/catalogue-api-keys.js';
import { catalogueClient } from '../catalogue/catalogue-client.js';
import { recordEvent } from '../events/record-event.js';
import { completeCatalogueDeletion } from '../datasets/delete-dataset.js';
import { recordHistory } from '../histories/record-history.js';
import { adoptCatalogueVersion, rebaseOnCatalogue } from './adopt-catalogue-version.js';
import { executePush, PushFailure, type PushOutcome } from './execute-push.js';
import { baseOrRemote } from '../catalogue/base-or-remote.js';
import { basePackageOf, isEmptyPlan, planPush } from '../catalogue/plan-push.js';
import { claimSync, releaseSync } from './sync-claim.js';
import { syncConfirmationsNeeded } from './sync-confirmations.js';
import { syncFailureOf } from './sync-failure.js';

export type SyncResult =
  | { outcome: 'synced' | 'conflict'; push: PushSummary | null; dataset: DatasetRecord }
  /** The dataset was marked to be deleted: the catalogue deleted it, and so did the working copy. */
  | { outcome: 'deleted'; datasetName: string };

/**
 * The sync of one dataset, with the acting user's own catalogue API key: confirm sensitive
 * resources if a check asks for it; claim the dataset so no second sync runs beside it; compare
 * the catalogue's metadata_modified with the base's and stop at a conflict if it moved; push only
 * what changed; adopt the catalogue's answer. A failure leaves the local copy as it was and is an
 * event with the detail.
 */
export async function syncDataset(
  deps: DatabaseNeed & LoggerNeed & NetworkNeed,
  actor: Actor,
  access: DatasetAccess,
  options: {
    confirmSensitive: boolean;
    /**
     * The catalogue's metadata_modified of the dataset, read just now with others in one search
     * (a sync run's batch): when it is the base's, the package_show before the push is skipped.
     * Anything else (moved, missing) is checked with package_show as usual.
     */
    catalogueStamp?: string | undefined;
    /**
     * A client a sync run shares between its datasets (with the same person's key): its request
     * slots keep the whole run at two requests in flight, and its connections stay open. The
     * run closes it; without one, this sync opens and closes its own.
     */
    client?: CkanClient | undefined;
    /**
     * Whether the answer carries the dataset as stored after the sync, read anew (default true, as
     * its page shows it); a sync run, which keeps only the outcome, saves that read.
     */
    freshDataset?: boolean | undefined;
  },
): Promise<SyncResult> {
  const { db, config } = deps;
  const { dataset, instance } = access;
  const apiKey = await readCatalogueApiKey(db, config, actor.id, instance.id);
  if (!apiKey) {
    throw new AppError('permission-denied', 'Add your catalogue API key for this instance first', {
      reason: 'catalogueApiKeyMissing',
    });
  }
  const localResources = await db
    .select()
    .from(resources)
    .where(eq(resources.datasetId, dataset.id))
    .orderBy(asc(resources.position), asc(resources.name));
  const confirmations = await syncConfirmationsNeeded(db, dataset.id, localResources);
  if (confirmations.length > 0 && !options.confirmSensitive) {
    throw new AppError('aborted', 'Confirm the resources a check found personal data in', {
      reason: 'sensitiveConfirmationNeeded',
      resources: confirmations,
    });
  }

  const plan = planPush(dataset, localResources);
  const eventBase = {
    workspaceId: access.workspace.id,
    instanceId: instance.id,
    actorId: actor.id,
  };
  if (!(await claimSync(db, dataset.id))) {
    throw new AppError('aborted', 'This dataset is being synced right now', {
      reason: 'syncInProgress',
    });
  }
  const client = options.client ?? catalogueClient(deps, instance.url, { apiKey });
  // Set once the catalogue's version is adopted, which ends the claim in its own statement.
  let released = false;
  try {
    if (dataset.syncStatus === 'to_delete' && dataset.ckanId) {
      const ckanId = dataset.ckanId;
      // Someone changed the dataset in the catalogue since it was marked: deleting now would throw
      // their change away unseen. A conflict, as for an edit (and as a harvest makes it): the
      // person sees the change, then deletes again if they still want to.
      const current = await client.packageShow(ckanId).catch((error: unknown) => {
        if (isNotFound(error)) return null;
        throw new PushFailure(error, false, new Map());
      });
      const base = basePackageOf(dataset);
      if (current && current.state !== 'deleted' && (!base || stampOf(base) !== stampOf(current)))
        return { outcome: 'conflict', push: null, dataset: await markConflict(current) };
      // package_delete answers NotFound for a dataset already gone: the deletion has happened.
      await client.packageDelete(ckanId).catch((error: unknown) => {
        if (isNotFound(error)) return;
        throw new PushFailure(error, false, new Map());
      });
      await db.transaction(async (tx) => {
        await completeCatalogueDeletion(tx, access, actor);
      });
      return { outcome: 'deleted', datasetName: dataset.name };
    }
    let landedUnanswered: PushOutcome | null = null;
    if (dataset.ckanId) {
      const base = basePackageOf(dataset);
      const unmoved =
        base !== null &&
        options.catalogueStamp !== undefined &&
        normaliseCkanTimestamp(options.catalogueStamp) === stampOf(base);
      const current = unmoved
        ? base
        : await client.packageShow(dataset.ckanId).catch((error: unknown) => {
            throw new PushFailure(error, false, new Map());
          });
      if (!base || stampOf(base) !== stampOf(current)) {
        // The catalogue moved to exactly the local version: our own push landed but its process
        // died before storing the answer. Record that push instead of a conflict with ourselves.
        if (!base || !isEmptyPlan(planPush({ ...dataset, base: current }, localResources))) {
          return { outcome: 'conflict', push: null, dataset: await markConflict(current) };
        }
        landedUnanswered = alreadyPushed(current);
      } else if (isEmptyPlan(plan)) {
        const updated = await db.transaction((tx) =>
          adoptCatalogueVersion(tx, dataset, current, new Map()),
        );
        released = true;
        return { outcome: 'synced', push: null, dataset: updated };
      }
    }

    const pushed =
      landedUnanswered ??
      (await executePush(
        client,
        plan,
        dataset.ckanId,
        new Map(localResources.map((row) => [row.id, row.ckanId])),
      ));
    let adopted = false;
    const updated = await db.transaction(async (tx) => {
      // A local edit saved while the push ran stays local: rebase on what we pushed instead.
      const [now] = await tx
        .select({ version: datasets.version })
        .from(datasets)
        .where(eq(datasets.id, dataset.id));
      const editedMeanwhile = now?.version !== dataset.version;
      adopted = !editedMeanwhile;
      if (editedMeanwhile) await rebaseOnCatalogue(tx, dataset, pushed.pkg, pushed.createdIds);
      const result = editedMeanwhile
        ? dataset
        : await adoptCatalogueVersion(tx, dataset, pushed.pkg, pushed.createdIds);
      await recordHistory(tx, {
        workspaceId: access.workspace.id,
        instanceId: instance.id,
        datasetId: dataset.id,
        datasetName: pushed.pkg.name,
        source: 'sync',
        actorId: actor.id,
        changes: plan.changes,
        details: {
          action: pushed.summary.action,
          fields: pushed.summary.fields,
          catalogueModified: stampOf(pushed.pkg),
          ...(landedUnanswered ? { foundInCatalogue: true } : {}),
          ...(options.confirmSensitive
            ? { sensitiveConfirmedBy: actor.id, sensitiveResources: confirmations }
            : {}),
        },
      });
      await recordEvent(tx, {
        ...eventBase,
        level: 'info',
        kind: 'dataset.synced',
        details: { datasetId: dataset.id, datasetName: pushed.pkg.name, ...pushed.summary },
      });
      return result;
    });
    released = adopted;
    if (options.freshDataset === false)
      return { outcome: 'synced', push: pushed.summary, dataset: updated };
    const [fresh] = await db.select().from(datasets).where(eq(datasets.id, updated.id));
    return { outcome: 'synced', push: pushed.summary, dataset: fresh ?? updated };
  } catch (error) {
    if (!(error instanceof PushFailure)) throw error;
    const failure = syncFailureOf(error.cause, dataset.name);
    // A refusal (409, 403) is the user's to fix and is in the events; anything else is ours to see.
    deps.logger[failure.event.level === 'error' ? 'warn' : 'info'](
      { err: error.cause, datasetId: dataset.id },
      'sync failed',
    );
    // Some writes landed: fetch what the catalogue holds now so they are not taken for someone else's.
    const landed =
      error.wrote && dataset.ckanId
        ? await client.packageShow(dataset.ckanId).catch(() => null)
        : null;
    await db.transaction(async (tx) => {
      if (landed) await rebaseOnCatalogue(tx, dataset, landed, error.createdIds);
      await recordEvent(tx, {
        ...eventBase,
        ...failure.event,
        details: { datasetId: dataset.id, ...failure.event.details },
      });
    });
    throw failure.error;
  } finally {
    if (!options.client) await client.close();
    if (!released) await releaseSync(db, dataset.id);
  }

  async function markConflict(current: CkanPackage): Promise<DatasetRecord> {
    return db.transaction(async (tx) => {
      const [updated] = await tx
        .update(datasets)
        .set({
          base: baseOrRemote(),
          remote: current,
          remoteModified: stampOf(current),
          syncStatus: 'conflict',
          updatedAt: new Date(),
        })
        .where(eq(datasets.id, dataset.id))
        .returning();
      await recordEvent(tx, {
        ...eventBase,
        level: 'warning',
        kind: 'dataset.conflict',
        details: {
          datasetId: dataset.id,
          datasetName: dataset.name,
          catalogueModified: stampOf(current),
        },
      });
      return updated!;
    });
  }
}

/** A push found already in the catalogue: nothing sent now, the catalogue's answer as it is. */
function alreadyPushed(pkg: CkanPackage): PushOutcome {
  return {
    pkg,
    createdIds: new Map(),
    summary: {
      action: null,
      fields: [],
      resourcesCreated: 0,
      resourcesUpdated: 0,
      resourcesDeleted: 0,
      reordered: false,
    },
  };
}

export function stampOf(pkg: Pick<CkanPackage, 'metadata_modified'>): string {
  return normaliseCkanTimestamp(pkg.metadata_modified);
}

function isNotFound(error: unknown): boolean {
  return error instanceof CkanError && error.kind === 'not-found';
}
