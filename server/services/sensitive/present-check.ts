import { and, eq, inArray, sql } from 'drizzle-orm';
import type { SensitiveBatch, SensitiveCheck } from '#contract/functions/sensitive.js';
import { defaultReportMinLikelihood } from '#contract/sensitive.js';
import type { Queryable } from '#server/db/database.js';
import type { sensitiveCheckBatches } from '#server/db/schema/index.js';
import { sensitiveChecks, users } from '#server/db/schema/index.js';
import { countsAtLeast, type FindingCounts } from './findings-writer.js';
import { staleRunningAfterMs } from './fail-stopped-checks.js';
import { presentTableJudgements } from './present-table-judgements.js';

type CheckRecord = typeof sensitiveChecks.$inferSelect;
type BatchRecord = typeof sensitiveCheckBatches.$inferSelect;
type Person = { id: string; name: string } | null;

const iso = (date: Date | null) => date?.toISOString() ?? null;

/** A check still `running` long after its worker should have finished reads as failed. */
export function effectiveStatus(check: Pick<CheckRecord, 'status' | 'startedAt'>) {
  if (
    check.status === 'running' &&
    check.startedAt &&
    Date.now() - check.startedAt.getTime() > staleRunningAfterMs
  ) {
    return 'failed' as const;
  }
  return check.status as SensitiveCheck['status'];
}

export function presentCheck(row: CheckRecord, requestedBy: Person): SensitiveCheck {
  const status = effectiveStatus(row);
  const stale = status !== row.status;
  return {
    id: row.id,
    resourceId: row.resourceId,
    datasetId: row.datasetId,
    instanceId: row.instanceId,
    status,
    url: row.url,
    requestedBy,
    queuedAt: row.queuedAt.toISOString(),
    startedAt: iso(row.startedAt),
    finishedAt: iso(row.finishedAt),
    fileBytes: row.fileBytes,
    contentType: row.contentType,
    format: row.format,
    encoding: row.encoding,
    sheets: row.sheets ?? [],
    rowsScanned: row.rowsScanned,
    durationMs: row.durationMs,
    supported: row.supported,
    notSupportedReason: row.notSupportedReason,
    findingCount: row.findingCount,
    countsByType: countsAtLeast(row.counts as FindingCounts, defaultReportMinLikelihood),
    confirmationCount: row.confirmationCount,
    tables: presentTableJudgements(row.tableJudgements),
    error: stale
      ? { code: 'stopped', params: {}, message: 'The check stopped without finishing.' }
      : row.errorCode
        ? {
            code: row.errorCode,
            params: (row.errorParams ?? {}) as Record<string, string | number>,
            message: row.errorMessage ?? '',
          }
        : null,
  };
}

/** Names of the people who asked, by id, in one query. */
export async function peopleById(
  db: Queryable,
  ids: readonly (string | null)[],
): Promise<Map<string, { id: string; name: string }>> {
  const wanted = [...new Set(ids.filter((id): id is string => id !== null))];
  if (wanted.length === 0) return new Map();
  const rows = await db
    .select({ id: users.id, name: users.name })
    .from(users)
    .where(inArray(users.id, wanted));
  return new Map(rows.map((row) => [row.id, row]));
}

export async function presentChecks(
  db: Queryable,
  rows: readonly CheckRecord[],
): Promise<SensitiveCheck[]> {
  const people = await peopleById(
    db,
    rows.map((row) => row.requestedBy),
  );
  return rows.map((row) => presentCheck(row, people.get(row.requestedBy ?? '') ?? null));
}

/** A batch with its progress, counted from its checks. */
export async function presentBatch(db: Queryable, batch: BatchRecord): Promise<SensitiveBatch> {
  const [counts] = await db
    .select({
      finished: sql<number>`count(*) filter (where ${sensitiveChecks.status} in ('succeeded', 'failed'))::int`,
      failed: sql<number>`count(*) filter (where ${sensitiveChecks.status} = 'failed')::int`,
    })
    .from(sensitiveChecks)
    .where(and(eq(sensitiveChecks.batchId, batch.id)));
  const done = (counts?.finished ?? 0) + batch.skipped;
  const people = await peopleById(db, [batch.requestedBy]);
  return {
    id: batch.id,
    scope: batch.datasetId ? 'dataset' : 'instance',
    total: batch.total,
    done,
    failed: counts?.failed ?? 0,
    finished: batch.queuedAllAt !== null && done >= batch.total,
    createdAt: batch.createdAt.toISOString(),
    requestedBy: people.get(batch.requestedBy ?? '') ?? null,
  };
}
