import { and, eq, inArray } from 'drizzle-orm';
import { instances, linkChecks } from '#server/db/schema/index.js';
import { storableMessage } from '#server/lib/storable-message.js';
import type { DatabaseNeed } from '../service-needs.js';
import { recordEvent } from '../events/record-event.js';
import type { LinkCheckRow } from './queue-link-check.js';

/** Ends a check as failed with the error's message, and says so in the instance's events. */
export async function failLinkCheck(
  deps: DatabaseNeed,
  check: LinkCheckRow,
  error: unknown,
): Promise<void> {
  // A failed query's message repeats its parameters: a NUL there would fail this write too.
  const message = storableMessage(error instanceof Error ? error.message : String(error));
  await deps.db.transaction(async (tx) => {
    const [instance] = await tx
      .select({ workspaceId: instances.workspaceId })
      .from(instances)
      .where(eq(instances.id, check.instanceId));
    // Of a split check, the first part that fails ends it; the others find it over.
    const ended = await tx
      .update(linkChecks)
      .set({ status: 'failed', finishedAt: new Date(), error: message })
      .where(and(eq(linkChecks.id, check.id), inArray(linkChecks.status, ['queued', 'running'])))
      .returning({ id: linkChecks.id });
    if (!instance || ended.length === 0) return;
    await recordEvent(tx, {
      workspaceId: instance.workspaceId,
      instanceId: check.instanceId,
      level: 'error',
      kind: 'linkCheck.failed',
      actorId: check.requestedBy,
      details: { scope: check.scope, trigger: check.trigger, message },
    });
  });
}
