import { and, eq } from 'drizzle-orm';
import { linkChecks } from '#server/db/schema/index.js';
import { checkLinkPartKind } from '#server/jobs/links/link-check-job-kinds.js';
import type { ConfigNeed, DatabaseNeed, JobsNeed } from '../service-needs.js';
import { countLinkTargets } from './link-targets.js';
import type { LinkCheckRow } from './queue-link-check.js';

/** More parts than this only add queue work: no installation runs that many workers. */
const maxParts = 64;

/**
 * Counts the links a queued check covers and splits it into parts of about
 * `linkCheckPartSize` links, each over its own hosts. An instance's parts are queued as jobs any
 * worker can take (a worker runs one at a time, so the per-host limit holds across workers); a
 * dataset or resource check stays one part, run by the caller. Returns null when the check was
 * already planned (a retried job) or is over.
 */
export async function planLinkCheck(
  deps: DatabaseNeed & JobsNeed & ConfigNeed,
  checkId: string,
): Promise<LinkCheckRow | null> {
  return deps.db.transaction(async (tx) => {
    const [check] = await tx
      .select()
      .from(linkChecks)
      .where(and(eq(linkChecks.id, checkId), eq(linkChecks.status, 'queued')))
      .for('update');
    if (!check || check.total !== null) return null;
    const total = await countLinkTargets(tx, check);
    const splits = check.scope === 'instance' || check.scope === 'unconfirmed';
    const parts = splits
      ? Math.min(maxParts, Math.max(1, Math.ceil(total / deps.config.linkCheckPartSize)))
      : 1;
    const [planned] = await tx
      .update(linkChecks)
      .set({ total, parts, partsDone: 0 })
      .where(eq(linkChecks.id, checkId))
      .returning();
    if (splits) {
      for (let part = 0; part < parts; part++) {
        await deps.jobs.enqueue(checkLinkPartKind, { checkId, part }, { tx });
      }
    }
    return planned!;
  });
}
