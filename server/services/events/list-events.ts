import { and, count, desc, eq } from 'drizzle-orm';
import type { EventLevel } from '#contract/enums.js';
import type { EventRow } from '#contract/functions/events.js';
import type { Queryable } from '#server/db/database.js';
import { events, users } from '#server/db/schema/index.js';
import { presentActor } from '#server/services/histories/present-actor.js';
import { presentOrigin } from '#server/services/histories/present-origin.js';

/**
 * The instance's events, newest first, optionally of one level; where each came from only for a
 * caller who may see it (policies/see-origins.ts).
 */
export async function listEvents(
  db: Queryable,
  query: { instanceId: string; level?: EventLevel | undefined; page: number; pageSize: number },
  { showOrigins }: { showOrigins: boolean },
): Promise<{ items: EventRow[]; total: number }> {
  const where = and(
    eq(events.instanceId, query.instanceId),
    query.level ? eq(events.level, query.level) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: events.id,
        createdAt: events.createdAt,
        level: events.level,
        kind: events.kind,
        actorId: events.actorId,
        actorName: users.name,
        clientAddress: events.clientAddress,
        viaTrustedProxy: events.viaTrustedProxy,
        details: events.details,
      })
      .from(events)
      .leftJoin(users, eq(users.id, events.actorId))
      .where(where)
      .orderBy(desc(events.createdAt), desc(events.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ n: count() }).from(events).where(where),
  ]);
  return {
    total: total?.n ?? 0,
    items: rows.map((row) => ({
      id: row.id,
      createdAt: row.createdAt.toISOString(),
      level: row.level,
      kind: row.kind,
      actor: presentActor(row),
      origin: presentOrigin(row, showOrigins),
      details: row.details as Record<string, unknown>,
    })),
  };
}
