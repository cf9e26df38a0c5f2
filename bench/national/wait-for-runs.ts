import { existsSync } from 'node:fs';
import { desc, eq } from 'drizzle-orm';
import type { Database } from '#server/db/database.js';
import { harvestRuns, linkChecks } from '#server/db/schema/index.js';

const pollMs = 250;

/** Waits until the instance's latest harvest ended; returns its run (throws if it failed). */
export async function waitForHarvestRun(db: Database, instanceId: string) {
  for (;;) {
    const [run] = await db
      .select()
      .from(harvestRuns)
      .where(eq(harvestRuns.instanceId, instanceId))
      .orderBy(desc(harvestRuns.queuedAt))
      .limit(1);
    if (run?.status === 'failed') throw new Error(`the harvest failed: ${run.error}`);
    if (run?.status === 'succeeded') return run;
    await new Promise((resolve) => setTimeout(resolve, pollMs));
  }
}

/**
 * Waits until the link check ended, printing its progress now and then; throws if it failed, or
 * if a worker process died (its part would never end: the check would wait for the sweep).
 */
export async function waitForLinkCheck(
  db: Database,
  checkId: string,
  label: string,
  workerPids: readonly number[],
) {
  let lastPrint = Date.now();
  for (;;) {
    const gone = workerPids.filter((pid) => !existsSync(`/proc/${pid}`));
    if (gone.length > 0) throw new Error(`worker process ${gone.join(', ')} died during the check`);
    const [check] = await db.select().from(linkChecks).where(eq(linkChecks.id, checkId));
    if (check?.status === 'failed') throw new Error(`the link check failed: ${check.error}`);
    if (check?.status === 'succeeded') return check;
    if (check && Date.now() - lastPrint > 30_000) {
      lastPrint = Date.now();
      console.log(
        `  ${label}: ${check.done}/${check.total ?? '?'} links, part ${check.partsDone}/${check.parts} done`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, pollMs));
  }
}
