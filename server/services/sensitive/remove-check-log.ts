import { eq } from 'drizzle-orm';
import type { Queryable } from '#server/db/database.js';
import { sensitiveChecks } from '#server/db/schema/index.js';
import { AppError } from '#server/lib/app-error.js';
import { recordEvent } from '../events/record-event.js';
import { checkLogRemoval } from './check-log-removal.js';

type CheckRecord = typeof sensitiveChecks.$inferSelect;

/**
 * Deletes an older check log (its findings go with it) and records who did, in the caller's
 * transaction. The resource's current result and a check in progress are refused: nothing goes.
 */
export async function removeCheckLog(
  db: Queryable,
  check: CheckRecord,
  editor: { workspaceId: string; actorId: string },
): Promise<void> {
  return db.transaction(async (tx) => {
    const [locked] = await tx
      .select()
      .from(sensitiveChecks)
      .where(eq(sensitiveChecks.id, check.id))
      .for('update');
    if (!locked) throw AppError.notFound('Check');
    const removal = await checkLogRemoval(tx, locked, true);
    if (removal === 'latestResult')
      throw AppError.aborted(
        'checkLogLatest',
        "The latest check is the resource's current result and is kept",
      );
    if (removal === 'inProgress')
      throw AppError.aborted('checkLogInProgress', 'This check has not finished yet');
    await tx.delete(sensitiveChecks).where(eq(sensitiveChecks.id, check.id));
    await recordEvent(tx, {
      workspaceId: editor.workspaceId,
      instanceId: locked.instanceId,
      level: 'info',
      kind: 'sensitiveCheck.removed',
      actorId: editor.actorId,
      details: {
        checkId: locked.id,
        resourceId: locked.resourceId,
        queuedAt: locked.queuedAt.toISOString(),
      },
    });
  });
}
