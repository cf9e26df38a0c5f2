import type { HarvestRun, InstanceSummary } from '#contract/functions/instances.js';
import type { harvestRuns, instances } from '#server/db/schema/index.js';

export function presentInstance(row: typeof instances.$inferSelect): InstanceSummary {
  return {
    id: row.id,
    workspaceId: row.workspaceId,
    name: row.name,
    url: row.url,
    organizationScope: row.organizationScope,
    state: row.state as InstanceSummary['state'],
    lastSynchronizedAt: row.lastSynchronizedAt?.toISOString() ?? null,
    datasetCount: row.datasetCount,
    resourceCount: row.resourceCount,
  };
}

export function presentHarvestRun(row: typeof harvestRuns.$inferSelect): HarvestRun {
  return {
    id: row.id,
    trigger: row.trigger as HarvestRun['trigger'],
    status: row.status as HarvestRun['status'],
    total: row.total,
    fetched: row.fetched,
    created: row.created,
    updated: row.updated,
    removed: row.removed,
    keptLocal: row.keptLocal,
    error: row.error,
    queuedAt: row.queuedAt.toISOString(),
    startedAt: row.startedAt?.toISOString() ?? null,
    finishedAt: row.finishedAt?.toISOString() ?? null,
  };
}
