import { and, asc, eq, inArray, isNotNull } from 'drizzle-orm';
import type { CkanClient } from '#server/connectors/ckan/index.js';
import { datasets, instances, syncRunItems } from '#server/db/schema/index.js';
import type { DatabaseNeed, LoggerNeed, NetworkNeed } from '../service-needs.js';
import { readCatalogueApiKey } from '../api-keys/catalogue-api-keys.js';
import { catalogueClient } from '../catalogue/catalogue-client.js';

/** Datasets whose stamps one search reads: one request instead of this many package_show. */
export const stampsPerRead = 50;

export interface CatalogueStampsAhead {
  /** The run's one client, with the starter's key: every dataset of the run goes through it. */
  client: CkanClient | null;
  /**
   * The catalogue's metadata_modified of a dataset of the run, read with the next datasets of
   * the run in one search; undefined when the search did not have it (then the sync asks itself).
   */
  stampOf(datasetId: string): Promise<string | undefined>;
  close(): Promise<void>;
}

/**
 * The catalogue's stamps of a run's datasets, read ahead a batch at a time with the starter's
 * key, so a dataset the catalogue has not changed since the base is pushed without a package_show
 * of its own: a run's requests are then about one per dataset, as the catalogue's own time for
 * the same package_patch calls is. The read is one of the run's requests in flight (a lane makes
 * it), so the run still has at most two at once.
 */
export async function catalogueStampsAhead(
  deps: DatabaseNeed & LoggerNeed & NetworkNeed,
  run: { id: string; instanceId: string; startedBy: string | null },
): Promise<CatalogueStampsAhead> {
  const { db } = deps;
  const [instance] = await db.select().from(instances).where(eq(instances.id, run.instanceId));
  const apiKey =
    instance && run.startedBy
      ? await readCatalogueApiKey(db, deps.config, run.startedBy, run.instanceId)
      : null;
  const client =
    instance && apiKey
      ? catalogueClient(deps, instance.url, { apiKey, includePrivate: true })
      : null;
  const known = new Map<string, string | null>();
  let reading: Promise<void> | null = null;

  const readFrom = async (datasetId: string) => {
    const ahead = await db
      .select({ datasetId: syncRunItems.datasetId, ckanId: datasets.ckanId })
      .from(syncRunItems)
      .innerJoin(datasets, eq(datasets.id, syncRunItems.datasetId))
      .where(
        and(
          eq(syncRunItems.runId, run.id),
          inArray(syncRunItems.state, ['pending', 'running']),
          isNotNull(datasets.ckanId),
        ),
      )
      .orderBy(asc(syncRunItems.position))
      .limit(stampsPerRead);
    const [self] = await db
      .select({ ckanId: datasets.ckanId })
      .from(datasets)
      .where(eq(datasets.id, datasetId));
    const wanted = ahead.filter((row) => !known.has(row.datasetId));
    if (self?.ckanId && !wanted.some((row) => row.datasetId === datasetId))
      wanted.push({ datasetId, ckanId: self.ckanId });
    const stamps = await client!
      .packageStampsOf(wanted.map((row) => row.ckanId!))
      .catch((error: unknown) => {
        // Without the stamps each dataset asks for its own: slower, never wrong.
        deps.logger.info({ err: error, runId: run.id }, 'sync run: stamps not read ahead');
        return new Map<string, string>();
      });
    for (const row of wanted) known.set(row.datasetId, stamps.get(row.ckanId!) ?? null);
    known.set(datasetId, known.get(datasetId) ?? null);
  };

  return {
    client,
    async stampOf(datasetId) {
      if (!client) return undefined;
      while (!known.has(datasetId)) {
        if (reading) await reading;
        else {
          reading = readFrom(datasetId).finally(() => (reading = null));
          await reading;
        }
      }
      const stamp = known.get(datasetId);
      // Used once: a dataset done again (after a takeover) reads the catalogue anew.
      known.delete(datasetId);
      return stamp ?? undefined;
    },
    close: async () => {
      await client?.close();
    },
  };
}
