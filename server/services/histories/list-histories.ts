import { and, desc, eq, gte, ilike, lt, sql, type SQL } from 'drizzle-orm';
import type { FieldChange, HistorySource, HistorySummary } from '#contract/functions/histories.js';
import type { Queryable } from '#server/db/database.js';
import { histories, historyTallies, users } from '#server/db/schema/index.js';
import { presentActor } from './present-actor.js';
import { presentOrigin } from './present-origin.js';

export interface HistoryQuery {
  instanceId: string;
  datasetId?: string | undefined;
  datasetName?: string | undefined;
  userId?: string | undefined;
  source?: HistorySource | undefined;
  from?: string | undefined;
  to?: string | undefined;
  page: number;
  pageSize: number;
}

/** A history row's own columns, as a page shows them. */
const historyColumns = {
  id: histories.id,
  createdAt: histories.createdAt,
  source: histories.source,
  datasetId: histories.datasetId,
  datasetName: histories.datasetName,
  resourceId: histories.resourceId,
  actorId: histories.actorId,
  clientAddress: histories.clientAddress,
  viaTrustedProxy: histories.viaTrustedProxy,
};

const summaryColumns = {
  ...historyColumns,
  actorName: users.name,
  // Only the names of the changed fields: a page must not carry every long description.
  fields: sql<string[]>`jsonb_path_query_array(${histories.changes}, '$[*].field')`,
};

/** The history's order, newest first; the id orders the rows one transaction wrote. */
export const historyOrder = [desc(histories.createdAt), desc(histories.id)];

type SummaryRow = {
  id: string;
  createdAt: Date;
  source: string;
  datasetId: string | null;
  datasetName: string;
  resourceId: string | null;
  actorId: string | null;
  actorName: string | null;
  clientAddress: string | null;
  viaTrustedProxy: boolean | null;
  fields: string[];
};

/** Whether the caller sees where each change came from (policies/see-origins.ts). */
export interface OriginVisibility {
  showOrigins: boolean;
}

function presentSummary(row: SummaryRow, { showOrigins }: OriginVisibility): HistorySummary {
  return {
    id: row.id,
    createdAt: row.createdAt.toISOString(),
    source: row.source as HistorySource,
    datasetId: row.datasetId,
    datasetName: row.datasetName,
    resourceId: row.resourceId,
    actor: presentActor(row),
    origin: presentOrigin(row, showOrigins),
    fields: [...new Set(row.fields)],
  };
}

/** The instance's history, newest first, filtered and paged. */
export async function listHistories(
  db: Queryable,
  query: HistoryQuery,
  visibility: OriginVisibility,
) {
  const filters: (SQL | undefined)[] = [
    query.datasetId ? eq(histories.datasetId, query.datasetId) : undefined,
    query.datasetName
      ? ilike(histories.datasetName, `%${query.datasetName.replace(/[\\%_]/g, (c) => `\\${c}`)}%`)
      : undefined,
    query.userId ? eq(histories.actorId, query.userId) : undefined,
    query.source ? eq(histories.source, query.source) : undefined,
    query.from ? gte(histories.createdAt, new Date(query.from)) : undefined,
    query.to ? lt(histories.createdAt, new Date(query.to)) : undefined,
  ];
  const where = and(eq(histories.instanceId, query.instanceId), ...filters);
  const total = historyTotal(query.instanceId, filters, where);
  // The page's rows first, in the list's order (read from the index until the page is full); the
  // names of their changed fields after, for those rows only: computed in the same select as the
  // sort, they were computed for every row of the instance's history.
  const page = db
    .select({ ...historyColumns, changes: histories.changes })
    .from(histories)
    .where(where)
    .orderBy(...historyOrder)
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize)
    .as('page');
  const rows = await db
    .select({
      id: page.id,
      createdAt: page.createdAt,
      source: page.source,
      datasetId: page.datasetId,
      datasetName: page.datasetName,
      resourceId: page.resourceId,
      actorId: page.actorId,
      clientAddress: page.clientAddress,
      viaTrustedProxy: page.viaTrustedProxy,
      actorName: users.name,
      fields: sql<string[]>`jsonb_path_query_array(${page.changes}, '$[*].field')`,
      // Counted by the same statement (once: neither depends on the row), not by two more.
      total: total.mapWith(Number),
      actors: sql<HistoryActor[]>`(${actorsOfInstance(query.instanceId)})`,
    })
    .from(page)
    .leftJoin(users, eq(users.id, page.actorId))
    .orderBy(desc(page.createdAt), desc(page.id));
  const first = rows[0];
  // A page past the end has no row to carry the count and the actors.
  const counted = first ?? (await countAndActors(db, query.instanceId, total));
  return {
    items: rows.map((row) => presentSummary(row, visibility)),
    total: counted.total,
    actors: counted.actors,
  };
}

type HistoryActor = { id: string; name: string };

/**
 * Whoever changed something in the instance, by name: the choices of the history's filter. The
 * people are found one step at a time through the (instance, actor) index, each step the next
 * actor after the last: a few steps for a few people, where a DISTINCT read every row of the
 * instance's history on every page (most of the page's time with 1,400 rows, more with each harvest).
 */
export function actorsOfInstance(instanceId: string): SQL {
  return sql`with recursive actor(id) as (
      select min(${histories.actorId}) from ${histories} where ${histories.instanceId} = ${instanceId}
      union all
      select (select min(${histories.actorId}) from ${histories}
        where ${histories.instanceId} = ${instanceId} and ${histories.actorId} > actor.id)
      from actor where actor.id is not null)
    select coalesce(json_agg(json_build_object('id', ${users.id}, 'name', ${users.name})
      order by ${users.name}), '[]'::json)
    from actor inner join ${users} on ${users.id} = actor.id`;
}

/**
 * How many history rows the page's filters match: with none, the instance's history tallies added
 * up (kept by a trigger, history-tallies.ts); with any, a count of the matching rows.
 */
function historyTotal(
  instanceId: string,
  filters: (SQL | undefined)[],
  where: SQL | undefined,
): SQL<number> {
  if (filters.some(Boolean)) return sql<number>`(select count(*) from ${histories} where ${where})`;
  return sql<number>`(select coalesce(sum(${historyTallies.added}), 0)
    from ${historyTallies} where ${eq(historyTallies.instanceId, instanceId)})`;
}

async function countAndActors(
  db: Queryable,
  instanceId: string,
  total: SQL<number>,
): Promise<{ total: number; actors: HistoryActor[] }> {
  const result = await db.execute<{ total: string | number; list: HistoryActor[] }>(
    sql`select ${total} as total, (${actorsOfInstance(instanceId)}) as list`,
  );
  const [row] = result.rows;
  return { total: Number(row?.total ?? 0), actors: row?.list ?? [] };
}

/** One history row with its field changes, or undefined; `present` shows it to a caller. */
export async function getHistory(db: Queryable, historyId: string) {
  const [row] = await db
    .select({
      ...summaryColumns,
      instanceId: histories.instanceId,
      changes: histories.changes,
      details: histories.details,
    })
    .from(histories)
    .leftJoin(users, eq(users.id, histories.actorId))
    .where(eq(histories.id, historyId));
  if (!row) return undefined;
  return {
    instanceId: row.instanceId,
    present: (visibility: OriginVisibility) => ({
      ...presentSummary(row, visibility),
      changes: row.changes as FieldChange[],
      details: row.details as Record<string, unknown>,
    }),
  };
}
