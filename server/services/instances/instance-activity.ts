import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { unsyncedStatuses } from '#contract/enums.js';
import type { Transaction } from '#server/db/database.js';
import { readInOneSnapshot } from '#server/db/read-in-one-snapshot.js';
import { runStatusIs } from '#server/db/run-status-is.js';
import { datasets, harvestRuns, instances } from '#server/db/schema/index.js';
import type { DatabaseNeed } from '../service-needs.js';

/**
 * An instance as it is now (its row: state, counts), its running harvest, its last finished one,
 * and how many datasets await a sync, read in one snapshot: a harvest that ends meanwhile is
 * either still running with the old counts or finished with the new ones. (The instance page
 * asks again only while a harvest runs.)
 */
export function instanceActivity({ db }: DatabaseNeed, instanceId: string) {
  return readInOneSnapshot(db, (tx) => activityIn(tx, instanceId));
}

async function activityIn(db: Transaction, instanceId: string) {
  const latest = (statuses: 'active' | 'finished') =>
    db
      .select()
      .from(harvestRuns)
      .where(and(eq(harvestRuns.instanceId, instanceId), runStatusIs(harvestRuns.status, statuses)))
      .orderBy(desc(harvestRuns.queuedAt))
      .limit(1);
  const unsynced = db
    .select({ count: sql<number>`count(*)::int` })
    .from(datasets)
    .where(
      and(eq(datasets.instanceId, instanceId), inArray(datasets.syncStatus, [...unsyncedStatuses])),
    );
  const [[instance], [currentHarvest], [lastHarvest], [unsyncedRow]] = await Promise.all([
    db.select().from(instances).where(eq(instances.id, instanceId)),
    latest('active'),
    latest('finished'),
    unsynced,
  ]);
  return { instance, currentHarvest, lastHarvest, unsyncedCount: unsyncedRow?.count ?? 0 };
}
