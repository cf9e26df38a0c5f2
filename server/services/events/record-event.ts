import type { EventLevel } from '#contract/enums.js';
import type { Queryable } from '#server/db/database.js';
import { events } from '#server/db/schema/index.js';
import { currentRequestOrigin } from '#server/lib/request-origin.js';

export interface EventInput {
  workspaceId: string;
  instanceId?: string | null;
  level: EventLevel;
  /** A stable kind the web turns into en/ja text (events.kinds.<kind>). */
  kind: string;
  actorId?: string | null;
  details?: Record<string, unknown>;
}

/**
 * Write an event in the caller's transaction, beside the change it records, with the address of
 * the call that caused it (none for a job's own work).
 */
export async function recordEvent(db: Queryable, event: EventInput): Promise<void> {
  const origin = currentRequestOrigin();
  await db.insert(events).values({
    workspaceId: event.workspaceId,
    instanceId: event.instanceId ?? null,
    level: event.level,
    kind: event.kind,
    actorId: event.actorId ?? null,
    details: event.details ?? {},
    clientAddress: origin?.clientAddress ?? null,
    viaTrustedProxy: origin?.viaTrustedProxy ?? null,
  });
}
