import { and, count, desc, eq, gte, ilike, isNotNull, lt, sql, type SQL } from 'drizzle-orm';
import type {
  FieldChange,
  HistorySource,
  HistorySummary,
} from '../../../contract/functions/histories.js';
import type { Queryable } from '../../db/database.js';
import { histories, users } from '../../db/schema/index.js';

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

const summaryColumns = {
  id: histories.id,
  createdAt: histories.createdAt,
  source: histories.source,
  datasetId: histories.datasetId,
  datasetName: histories.datasetName,
  resourceId: histories.resourceId,
  actorId: histories.actorId,
  actorName: users.name,
  // Only the names of the changed fields: a page must not carry every long description.
  fields: sql<string[]>`jsonb_path_query_array(${histories.changes}, '$[*].field')`,
};

type SummaryRow = {
  id: string;
  createdAt: Date;
  source: string;
  datasetId: string | null;
  datasetName: string;
  resourceId: string | null;
  actorId: string | null;
  actorName: string | null;
  fields: string[];
};

function presentSummary(row: SummaryRow): HistorySummary {
  return {
    id: row.id,
    createdAt: row.createdAt.toISOString(),
    source: row.source as HistorySource,
    datasetId: row.datasetId,
    datasetName: row.datasetName,
    resourceId: row.resourceId,
    actor: row.actorId ? { id: row.actorId, name: row.actorName ?? '' } : null,
    fields: [...new Set(row.fields)],
  };
}

/** The instance's history, newest first, filtered and paged. */
export async function listHistories(db: Queryable, query: HistoryQuery) {
  const conditions: (SQL | undefined)[] = [
    eq(histories.instanceId, query.instanceId),
    query.datasetId ? eq(histories.datasetId, query.datasetId) : undefined,
    query.datasetName
      ? ilike(histories.datasetName, `%${query.datasetName.replace(/[\\%_]/g, (c) => `\\${c}`)}%`)
      : undefined,
    query.userId ? eq(histories.actorId, query.userId) : undefined,
    query.source ? eq(histories.source, query.source) : undefined,
    query.from ? gte(histories.createdAt, new Date(query.from)) : undefined,
    query.to ? lt(histories.createdAt, new Date(query.to)) : undefined,
  ];
  const where = and(...conditions);
  const [rows, [total], actors] = await Promise.all([
    db
      .select(summaryColumns)
      .from(histories)
      .leftJoin(users, eq(users.id, histories.actorId))
      .where(where)
      .orderBy(desc(histories.createdAt), desc(histories.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ n: count() }).from(histories).where(where),
    db
      .selectDistinct({ id: users.id, name: users.name })
      .from(histories)
      .innerJoin(users, eq(users.id, histories.actorId))
      .where(and(eq(histories.instanceId, query.instanceId), isNotNull(histories.actorId)))
      .orderBy(users.name),
  ]);
  return {
    items: rows.map(presentSummary),
    total: total?.n ?? 0,
    actors,
  };
}

/** One history row with its field changes, or undefined. */
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
    history: {
      ...presentSummary(row),
      changes: row.changes as FieldChange[],
      details: row.details as Record<string, unknown>,
    },
  };
}
