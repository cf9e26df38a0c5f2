import { and, eq, inArray, isNull, isNotNull, sql } from 'drizzle-orm';
import { CkanError, type CkanClient, type CkanPackage } from '#server/connectors/ckan/index.js';
import {
  catalogueVocabularies,
  datasets,
  harvestRuns,
  histories,
  instances,
  resources,
} from '#server/db/schema/index.js';
import { storableMessage } from '#server/lib/storable-message.js';
import type {
  DatabaseHandleNeed,
  DatabaseNeed,
  LoggerNeed,
  NetworkNeed,
} from '../service-needs.js';
import { readHarvestKey } from '../api-keys/read-harvest-key.js';
import { catalogueClient, catalogueFailureReason } from '../catalogue/catalogue-client.js';
import { recordEvent } from '../events/record-event.js';
import { settleWrittenTables } from '../maintenance/settle-written-tables.js';
import { scoreDatasets } from '../quality/score-datasets.js';
import { takeQualitySnapshot } from '../quality/take-quality-snapshot.js';
import { fetchPagesWhileWriting } from './fetch-pages-while-writing.js';
import { scopeFilterQuery } from './scope-filter.js';
import type { HeldStamp } from './read-catalogue-stamps.js';
import { startCatalogueReads } from './start-catalogue-reads.js';
import { storePackages, type StoredCounts } from '../catalogue/store-packages.js';

/** Above this many changed datasets, page through package_search instead of one package_show each. */

const showOneByOneBelow = 50;
/**
 * Datasets per package_search page: smaller than CKAN's 1,000 cap, because each page is parsed,
 * mapped and written at once, and a quarter of it keeps a harvest's memory well under 400 MB.
 */
const harvestPageSize = 250;

/**
 * Pulls an instance's catalogue into the working copy. Incremental: only datasets whose
 * metadata_modified changed are fetched; each page commits on its own, so a harvest that fails
 * midway resumes where it stopped on the next run; datasets gone from the catalogue are marked
 * removed. The instance keeps its last good copy whatever happens.
 */
export async function harvestInstance(
  deps: DatabaseNeed & LoggerNeed & NetworkNeed & DatabaseHandleNeed,
  runId: string,
): Promise<void> {
  const { db } = deps;
  const [run] = await db.select().from(harvestRuns).where(eq(harvestRuns.id, runId));
  if (!run || run.status === 'succeeded') return;
  const [instance] = await db.select().from(instances).where(eq(instances.id, run.instanceId));
  if (!instance) return;

  await db
    .update(harvestRuns)
    .set({
      status: 'running',
      startedAt: new Date(),
      heartbeatAt: new Date(),
      error: null,
      finishedAt: null,
    })
    .where(eq(harvestRuns.id, runId));
  // With the key chosen for harvests, the private datasets it may read are harvested too.
  const harvestKey = await readHarvestKey(db, deps.config, instance.id);
  const client = catalogueClient(
    deps,
    instance.url,
    harvestKey ? { apiKey: harvestKey, includePrivate: true } : {},
  );
  try {
    const counts = await pull(deps, client, instance, runId, run.requestedBy, harvestKey !== null);
    // Before the instance is ready, when a tenth of it changed (autovacuum's rule), the first
    // harvest always: its next list is then planned for the rows it now has.
    const changed = counts.created + counts.updated + counts.removed;
    if (changed > 50 + 0.1 * instance.datasetCount) {
      await settleWrittenTables(deps, [datasets, resources, histories]);
    }
    // What the harvest wrote is scored again, and the catalogue's quality kept to compare.
    await scoreDatasets(db, instance.id, { changed: true });
    await takeQualitySnapshot(db, instance.id, runId);
    await db.transaction(async (tx) => {
      const [totals] = await tx
        .select({
          datasets: sql<number>`count(*)::int`,
          resources: sql<number>`coalesce(sum(${datasets.numResources}), 0)::int`,
        })
        .from(datasets)
        .where(and(eq(datasets.instanceId, instance.id), isNull(datasets.removedAt)));
      await tx
        .update(instances)
        .set({
          state: 'ready',
          lastSynchronizedAt: new Date(),
          datasetCount: totals?.datasets ?? 0,
          resourceCount: totals?.resources ?? 0,
          updatedAt: new Date(),
        })
        .where(eq(instances.id, instance.id));
      await tx
        .update(harvestRuns)
        .set({ status: 'succeeded', finishedAt: new Date() })
        .where(eq(harvestRuns.id, runId));
      await recordEvent(tx, {
        workspaceId: instance.workspaceId,
        instanceId: instance.id,
        level: counts.keptLocal > 0 ? 'warning' : 'info',
        kind: 'harvest.succeeded',
        actorId: run.requestedBy,
        details: { ...counts, datasets: totals?.datasets ?? 0 },
      });
    });
  } catch (error) {
    const reason = catalogueFailureReason(error);
    const message = storableMessage(error instanceof Error ? error.message : String(error));
    deps.logger.warn({ err: error, instanceId: instance.id, runId }, 'harvest failed');
    await db.transaction(async (tx) => {
      await tx
        .update(harvestRuns)
        .set({ status: 'failed', finishedAt: new Date(), error: message })
        .where(eq(harvestRuns.id, runId));
      await recordEvent(tx, {
        workspaceId: instance.workspaceId,
        instanceId: instance.id,
        level: 'error',
        kind: 'harvest.failed',
        actorId: run.requestedBy,
        details: { reason, message },
      });
    });
  } finally {
    await client.close();
  }
}

interface HarvestCounts extends StoredCounts {
  removed: number;
}

async function pull(
  deps: DatabaseNeed & LoggerNeed & NetworkNeed & DatabaseHandleNeed,
  client: CkanClient,
  instance: typeof instances.$inferSelect,
  runId: string,
  requestedBy: string | null,
  /** Read with a key that sees private datasets; without one they are hidden, not gone. */
  readsPrivate: boolean,
): Promise<HarvestCounts> {
  const { db } = deps;
  // What we hold. With nothing held (a first harvest), every dataset is new and none can be
  // missing: the stamps pass is skipped and the full pages are walked at once.
  const local: HeldStamp[] = (
    await db
      .select({
        ckanId: datasets.ckanId,
        remoteModified: datasets.remoteModified,
        removedAt: datasets.removedAt,
        private: datasets.private,
      })
      .from(datasets)
      .where(and(eq(datasets.instanceId, instance.id), isNotNull(datasets.ckanId)))
  ).map((row) => ({ ...row, ckanId: row.ckanId! }));

  const reads = startCatalogueReads(client, instance.organizationScope, local, readsPrivate);
  const status = await reads.status;
  await db
    .update(instances)
    .set({ ckanVersion: status.ckan_version ?? null, siteTitle: status.site_title ?? null })
    .where(eq(instances.id, instance.id));
  const scopeIds = await reads.scopeIds;
  const fq = scopeFilterQuery(scopeIds);
  const remoteStamps = await reads.stamps;
  const localById = new Map(local.map((row) => [row.ckanId, row]));
  const changed = [...remoteStamps].filter(([id, modified]) => {
    const held = localById.get(id);
    return !held || held.removedAt !== null || held.remoteModified !== modified;
  });
  // A private dataset is not listed to a harvest without a key: hidden from it, not removed.
  const missing = local
    .filter((row) => row.removedAt === null && !remoteStamps.has(row.ckanId))
    .filter((row) => readsPrivate || !row.private)
    .map((row) => row.ckanId);

  await db
    .update(harvestRuns)
    .set({ total: local.length > 0 ? changed.length : null, fetched: 0, heartbeatAt: new Date() })
    .where(eq(harvestRuns.id, runId));
  const counts: HarvestCounts = { created: 0, updated: 0, keptLocal: 0, removed: 0 };
  // A list read beside the pages that failed fails the harvest at the next page, not at the end.
  let listsFailure: { error: unknown } | undefined;
  reads.vocabularies.catch((error: unknown) => {
    listsFailure = { error };
  });
  const storePage = async (packages: CkanPackage[]) => {
    if (listsFailure) throw listsFailure.error;
    const stored = await db.transaction(async (tx) => {
      const result = await storePackages(tx, instance.id, packages, {
        workspaceId: instance.workspaceId,
        actorId: requestedBy,
      });
      await tx
        .update(harvestRuns)
        .set({
          fetched: sql`${harvestRuns.fetched} + ${packages.length}`,
          heartbeatAt: new Date(),
          created: sql`${harvestRuns.created} + ${result.created}`,
          updated: sql`${harvestRuns.updated} + ${result.updated}`,
          keptLocal: sql`${harvestRuns.keptLocal} + ${result.keptLocal}`,
        })
        .where(eq(harvestRuns.id, runId));
      return result;
    });
    counts.created += stored.created;
    counts.updated += stored.updated;
    counts.keptLocal += stored.keptLocal;
  };

  if (local.length === 0) {
    await walkEveryPage(db, client, fq, runId, storePage);
  } else if (changed.length >= showOneByOneBelow) {
    await walkChangedPages(
      client,
      fq,
      new Set(changed.map(([id]) => id)),
      oldest(changed),
      storePage,
    );
  } else {
    for (const [id] of changed) {
      const pkg = await showIfVisible(client, id);
      if (pkg) await storePage([pkg]);
    }
  }

  // The lists were read beside the datasets' pages; the vocabularies come with a whole harvest.
  const vocabularies = await reads.vocabularies;
  await db.transaction(async (tx) => {
    for (const [kind, items] of [
      ['organizations', vocabularies.organizations],
      ['groups', vocabularies.groups],
      ['licenses', vocabularies.licenses],
    ] as const) {
      await tx
        .insert(catalogueVocabularies)
        .values({ instanceId: instance.id, kind, items })
        .onConflictDoUpdate({
          target: [catalogueVocabularies.instanceId, catalogueVocabularies.kind],
          set: { items, fetchedAt: new Date() },
        });
    }
  });
  const inScope = (pkg: CkanPackage) =>
    scopeIds.length === 0 || scopeIds.includes(pkg.owner_org ?? '');
  counts.removed = await markRemoved(deps, client, instance.id, missing, runId, inScope);
  return counts;
}

/** The full datasets' pages asked for in a stable order: oldest change first. */
function fetchSearchPage(client: CkanClient, fq: string | undefined) {
  return (start: number) =>
    client.packageSearch({
      q: '*:*',
      ...(fq ? { fq } : {}),
      rows: harvestPageSize,
      start,
      sort: 'metadata_modified asc, id asc',
    });
}

/** A first harvest: every dataset of every page, each once, the run's total from the first page. */
async function walkEveryPage(
  db: DatabaseNeed['db'],
  client: CkanClient,
  fq: string | undefined,
  runId: string,
  storePage: (packages: CkanPackage[]) => Promise<void>,
): Promise<void> {
  const taken = new Set<string>();
  await fetchPagesWhileWriting({
    pageSize: harvestPageSize,
    fetchPage: fetchSearchPage(client, fq),
    onCount: async (count) => {
      await db.update(harvestRuns).set({ total: count }).where(eq(harvestRuns.id, runId));
    },
    take: (pkg) => {
      if (taken.has(pkg.id)) return false;
      taken.add(pkg.id);
      return true;
    },
    done: () => false,
    writePage: storePage,
  });
}

/** Pages of full datasets changed since the oldest change, keeping only those that changed. */
async function walkChangedPages(
  client: CkanClient,
  scopeFq: string | undefined,
  changedIds: Set<string>,
  since: string,
  storePage: (packages: CkanPackage[]) => Promise<void>,
): Promise<void> {
  const fq = [scopeFq, `metadata_modified:[${since} TO *]`].filter(Boolean).join(' AND ');
  await fetchPagesWhileWriting({
    pageSize: harvestPageSize,
    fetchPage: fetchSearchPage(client, fq),
    take: (pkg) => changedIds.delete(pkg.id),
    done: () => changedIds.size === 0,
    writePage: storePage,
  });
}

function oldest(changed: Array<[string, string]>): string {
  return changed.reduce((min, [, modified]) => (modified < min ? modified : min), changed[0]![1]);
}

/** A dataset missing from the listing is confirmed gone (package_show) before it is marked removed. */
async function markRemoved(
  deps: DatabaseNeed & LoggerNeed & NetworkNeed & DatabaseHandleNeed,
  client: CkanClient,
  instanceId: string,
  missing: string[],
  runId: string,
  inScope: (pkg: CkanPackage) => boolean,
): Promise<number> {
  const gone: string[] = [];
  for (const id of missing) {
    const pkg = await showIfVisible(client, id);
    if (!pkg || pkg.state === 'deleted' || !inScope(pkg)) gone.push(id);
  }
  if (gone.length === 0) return 0;
  await deps.db.transaction(async (tx) => {
    await tx
      .update(datasets)
      .set({ removedAt: new Date(), updatedAt: new Date() })
      .where(and(eq(datasets.instanceId, instanceId), inArray(datasets.ckanId, gone)));
    await tx.update(harvestRuns).set({ removed: gone.length }).where(eq(harvestRuns.id, runId));
  });
  return gone.length;
}

/** The dataset, or null when the catalogue says it does not exist or may not be seen (any more). */
async function showIfVisible(client: CkanClient, id: string): Promise<CkanPackage | null> {
  try {
    return await client.packageShow(id);
  } catch (error) {
    if (
      error instanceof CkanError &&
      (error.kind === 'not-found' || error.kind === 'authorization')
    )
      return null;
    throw error;
  }
}
