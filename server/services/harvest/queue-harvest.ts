import { and, eq, inArray } from 'drizzle-orm';
import type { Database, Transaction } from '#server/db/database.js';
import { harvestRuns, instances } from '#server/db/schema/index.js';
import { harvestInstanceKind } from '#server/jobs/instances/harvest-job-kinds.js';
import type { JobSender } from '#server/jobs/job-kind.js';
import { failAbandonedHarvests } from './fail-abandoned-harvests.js';

export type HarvestTrigger = 'initial' | 'manual' | 'schedule';

/**
 * Queues a harvest unless one is already queued or running for the instance (then that one's id
 * is returned); a running one whose process died is failed first. The instance row is locked so
 * two requests cannot both queue one.
 */
export async function queueHarvest(
  db: Database,
  jobs: JobSender,
  input: { instanceId: string; trigger: HarvestTrigger; requestedBy: string | null },
  tx?: Transaction,
): Promise<string> {
  const work = async (t: Transaction) => {
    await t
      .select({ id: instances.id })
      .from(instances)
      .where(eq(instances.id, input.instanceId))
      .for('update');
    await failAbandonedHarvests(t, { instanceId: input.instanceId });
    const [active] = await t
      .select({ id: harvestRuns.id })
      .from(harvestRuns)
      .where(
        and(
          eq(harvestRuns.instanceId, input.instanceId),
          inArray(harvestRuns.status, ['queued', 'running']),
        ),
      );
    if (active) return active.id;
    const [run] = await t
      .insert(harvestRuns)
      .values({
        instanceId: input.instanceId,
        trigger: input.trigger,
        requestedBy: input.requestedBy,
      })
      .returning({ id: harvestRuns.id });
    await jobs.enqueue(harvestInstanceKind, { runId: run!.id }, { tx: t });
    return run!.id;
  };
  return tx ? work(tx) : db.transaction(work);
}
