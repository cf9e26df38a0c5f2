import { and, eq, lt, type SQL } from 'drizzle-orm';
import type { Queryable } from '#server/db/database.js';
import { sensitiveChecks, sensitiveFindings } from '#server/db/schema/index.js';
import { recordCheckFailedEvent } from './record-check-failed-event.js';

/**
 * A check whose worker died (its job expired after every retry) stays `running`; after this long
 * it reads as failed and a new check may start.
 */
export const staleRunningAfterMs = 45 * 60 * 1000;

const failure = {
  code: 'stopped',
  params: {},
  message: 'The check stopped without finishing (its worker ended).',
};

/**
 * Fails the checks (of one resource, or all) that have run silent for too long, each with an
 * event. The findings a dead worker wrote are half a result, and only a whole check keeps findings.
 * Called by a new click on the resource and by the sweep, so no check shows "running" for ever.
 */
export async function failStoppedChecks(
  db: Queryable,
  scope: { resourceId?: string } = {},
): Promise<number> {
  // Its own transaction (a savepoint when a caller's is open): each failed check with its event.
  return db.transaction(async (tx) => {
    const conditions: SQL[] = [
      eq(sensitiveChecks.status, 'running'),
      lt(sensitiveChecks.startedAt, new Date(Date.now() - staleRunningAfterMs)),
    ];
    if (scope.resourceId) conditions.push(eq(sensitiveChecks.resourceId, scope.resourceId));
    const stopped = await tx
      .update(sensitiveChecks)
      .set({
        status: 'failed',
        finishedAt: new Date(),
        errorCode: failure.code,
        errorParams: failure.params,
        errorMessage: failure.message,
      })
      .where(and(...conditions))
      .returning();
    for (const check of stopped) {
      await tx.delete(sensitiveFindings).where(eq(sensitiveFindings.checkId, check.id));
      await recordCheckFailedEvent(tx, check, failure);
    }
    return stopped.length;
  });
}
