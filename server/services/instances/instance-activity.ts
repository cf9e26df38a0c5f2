import { and, desc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { HarvestStatus } from '../../../contract/enums.js';
import { datasets, harvestRuns } from '../../db/schema/index.js';
import type { DatabaseNeed } from '../service-needs.js';

const active: HarvestStatus[] = ['queued', 'running'];

/** An instance's running harvest, its last finished one, and how many datasets await a sync. */
export async function instanceActivity({ db }: DatabaseNeed, instanceId: string) {
  const latest = (statuses: 'active' | 'finished') =>
    db
      .select()
      .from(harvestRuns)
      .where(
        and(
          eq(harvestRuns.instanceId, instanceId),
          statuses === 'active'
            ? inArray(harvestRuns.status, active)
            : notInArray(harvestRuns.status, active),
        ),
      )
      .orderBy(desc(harvestRuns.queuedAt))
      .limit(1);
  const unsynced = db
    .select({ count: sql<number>`count(*)::int` })
    .from(datasets)
    .where(
      and(
        eq(datasets.instanceId, instanceId),
        inArray(datasets.syncStatus, ['not_synced', 'local_only', 'conflict']),
      ),
    );
  const [[currentHarvest], [lastHarvest], [unsyncedRow]] = await Promise.all([
    latest('active'),
    latest('finished'),
    unsynced,
  ]);
  return { currentHarvest, lastHarvest, unsyncedCount: unsyncedRow?.count ?? 0 };
}
