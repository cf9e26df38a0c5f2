import { asc, desc, eq } from 'drizzle-orm';
import { sensitiveStatus } from '../../../contract/functions/sensitive.js';
import { resources, sensitiveCheckBatches } from '../../db/schema/index.js';
import { mayEditOrganization, requireDataset } from '../../policies/instances.js';
import { latestChecks } from '../../services/sensitive/latest-checks.js';
import {
  effectiveStatus,
  presentBatch,
  presentCheck,
} from '../../services/sensitive/present-check.js';
import { implement } from '../implement.js';

const iso = (date: Date | null) => date?.toISOString() ?? null;

/** The resource list's check column: Check, Recheck or Running per resource, and "check all" progress. */
export default implement(sensitiveStatus, {
  authorize: ({ runtime, actor, input }) =>
    requireDataset(runtime.db, actor, input.datasetId, 'read'),
  async handle({ runtime, permit }) {
    const { db } = runtime;
    const rows = await db
      .select({
        id: resources.id,
        sensitiveCount: resources.sensitiveCount,
        lastCheckedAt: resources.lastCheckedAt,
      })
      .from(resources)
      .where(eq(resources.datasetId, permit.dataset.id))
      .orderBy(asc(resources.position), asc(resources.name));
    const ids = rows.map((row) => row.id);
    const active = await latestChecks(db, ids, ['queued', 'running']);
    const finished = await latestChecks(db, ids, ['succeeded', 'failed']);
    const succeeded = await latestChecks(db, ids, ['succeeded']);
    const [batch] = await db
      .select()
      .from(sensitiveCheckBatches)
      .where(eq(sensitiveCheckBatches.datasetId, permit.dataset.id))
      .orderBy(desc(sensitiveCheckBatches.createdAt))
      .limit(1);
    return {
      resources: rows.map((row) => {
        const running = active.get(row.id);
        const runningStatus = running ? effectiveStatus(running) : undefined;
        // A check whose worker died reads as the latest finished one.
        const latest = running && runningStatus === 'failed' ? running : finished.get(row.id);
        const presented = latest ? presentCheck(latest, null) : null;
        return {
          resourceId: row.id,
          active:
            running && (runningStatus === 'queued' || runningStatus === 'running')
              ? { id: running.id, status: runningStatus }
              : null,
          latest: presented && {
            id: presented.id,
            status: presented.status,
            finishedAt: presented.finishedAt,
            findingCount: presented.findingCount,
            supported: presented.supported,
            error: presented.error,
          },
          sensitiveCount: row.sensitiveCount,
          lastCheckedAt: iso(row.lastCheckedAt),
          needsConfirmation: (succeeded.get(row.id)?.confirmationCount ?? 0) > 0,
        };
      }),
      batch: batch ? await presentBatch(db, batch) : null,
      sensitiveCount: permit.dataset.sensitiveCount,
      lastCheckedAt: iso(permit.dataset.lastCheckedAt),
      canCheck: mayEditOrganization(permit.editable, permit.dataset.organizationName),
    };
  },
});
