import type { HarvestStatus } from '../../../contract/enums.js';
import { and, desc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import { instancesGet } from '../../../contract/functions/instances.js';
import { datasets, harvestRuns } from '../../db/schema/index.js';
import { requireInstance } from '../../policies/instances.js';
import { roleAllows } from '../../policies/workspaces.js';
import { presentHarvestRun, presentInstance } from '../../services/instances/present-instance.js';
import { implement } from '../implement.js';

const active: HarvestStatus[] = ['queued', 'running'];

export default implement(instancesGet, {
  authorize: ({ runtime, actor, input }) =>
    requireInstance(runtime.db, actor, input.instanceId, 'read'),
  async handle({ runtime, permit }) {
    const { instance } = permit;
    const latest = (statuses: 'active' | 'finished') =>
      runtime.db
        .select()
        .from(harvestRuns)
        .where(
          and(
            eq(harvestRuns.instanceId, instance.id),
            statuses === 'active'
              ? inArray(harvestRuns.status, active)
              : notInArray(harvestRuns.status, active),
          ),
        )
        .orderBy(desc(harvestRuns.queuedAt))
        .limit(1);
    const unsynced = runtime.db
      .select({ count: sql<number>`count(*)::int` })
      .from(datasets)
      .where(
        and(
          eq(datasets.instanceId, instance.id),
          inArray(datasets.syncStatus, ['not_synced', 'local_only', 'conflict']),
        ),
      );
    const [[current], [last], [unsyncedRow]] = await Promise.all([
      latest('active'),
      latest('finished'),
      unsynced,
    ]);
    return {
      ...presentInstance(instance),
      ckanVersion: instance.ckanVersion,
      siteTitle: instance.siteTitle,
      harvestSchedule: instance.harvestSchedule,
      linkCheckSchedule: instance.linkCheckSchedule,
      currentHarvest: current ? presentHarvestRun(current) : null,
      lastHarvest: last ? presentHarvestRun(last) : null,
      unsyncedCount: unsyncedRow?.count ?? 0,
      permissions: { edit: permit.editable !== 'none', manage: roleAllows(permit.role, 'manage') },
    };
  },
});
