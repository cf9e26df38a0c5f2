import { eq, sql } from 'drizzle-orm';
import type { LinkStatus } from '#contract/enums.js';
import type { Database } from '#server/db/database.js';
import { linkChecks, linkResults, linkStates, resources } from '#server/db/schema/index.js';
import { confirmStatus, type LinkResult } from '#server/engines/links/index.js';
import { stillCurrent, valuesList, type LinkTarget } from './link-targets.js';

/** Results are written in batches: often enough for live progress, rarely enough to stay cheap. */
const flushEveryRows = 250;
const flushEveryMs = 1000;

type RecordedResult = typeof linkResults.$inferInsert & {
  datasetId: string;
  failingSince: Date | null;
};

export interface RecordedCounts {
  done: number;
  alive: number;
  dead: number;
  unknown: number;
  /** Found dead for the first time: recorded unknown until a later check confirms it. */
  awaitingConfirmation: number;
}

/**
 * Takes the engine's results (one per distinct URL) and records them for every resource with that
 * URL: the status after confirmation, the history row, the resource's status, reason and time,
 * and the check's progress, one transaction per batch.
 */
export class LinkResultRecorder {
  readonly counts: RecordedCounts = {
    done: 0,
    alive: 0,
    dead: 0,
    unknown: 0,
    awaitingConfirmation: 0,
  };
  /** Datasets whose resources got a result: their own status is derived at the end. */
  readonly datasetIds = new Set<string>();
  private pending: RecordedResult[] = [];
  private lastFlushAt = Date.now();

  constructor(
    private readonly db: Database,
    private readonly check: { id: string; instanceId: string },
    private readonly confirmAfterMs: number,
  ) {}

  async add(result: LinkResult, targets: readonly LinkTarget[]): Promise<void> {
    for (const target of targets) this.pending.push(this.recorded(result, target));
    if (this.pending.length >= flushEveryRows || Date.now() - this.lastFlushAt >= flushEveryMs) {
      await this.flush();
    }
  }

  async flush(): Promise<void> {
    const batch = this.pending.splice(0);
    this.lastFlushAt = Date.now();
    if (batch.length === 0) return;
    const written = await this.db.transaction(async (tx) => {
      const current = await stillCurrent(tx, batch);
      const rows = batch.filter((row) => current.has(row.resourceId));
      if (rows.length > 0) {
        await tx.insert(linkResults).values(rows.map(historyRow));
        await tx
          .insert(linkStates)
          .values(rows.map((row) => stateRow(row, this.check.id)))
          .onConflictDoUpdate({
            target: linkStates.resourceId,
            set: Object.fromEntries(
              (
                [
                  'url',
                  'engineStatus',
                  'httpStatus',
                  'finalUrl',
                  'detail',
                  'failingSince',
                  'checkId',
                ] as const
              ).map((column) => [column, sql.raw(`excluded.${linkStates[column].name}`)]),
            ),
          });
        await tx.execute(sql`
          update ${resources} set
            link_status = v.status, link_reason = v.reason, link_checked_at = v.checked_at
          from (values ${valuesList(
            rows.map((row) => [
              row.resourceId,
              row.status,
              row.reason,
              row.checkedAt.toISOString(),
            ]),
            ['uuid', 'text', 'text', 'timestamptz'],
          )}) as v(id, status, reason, checked_at)
          where ${resources.id} = v.id`);
      }
      const count = (status: LinkStatus) => rows.filter((row) => row.status === status).length;
      await tx
        .update(linkChecks)
        .set({
          // Progress counts every resource looked at, also one deleted meanwhile.
          done: sql`${linkChecks.done} + ${batch.length}`,
          alive: sql`${linkChecks.alive} + ${count('alive')}`,
          dead: sql`${linkChecks.dead} + ${count('dead')}`,
          unknown: sql`${linkChecks.unknown} + ${count('unknown')}`,
          heartbeatAt: new Date(),
        })
        .where(eq(linkChecks.id, this.check.id));
      return rows;
    });
    this.counts.done += batch.length;
    for (const row of written) {
      this.counts[row.status] += 1;
      if (row.status === 'unknown' && row.engineStatus === 'dead')
        this.counts.awaitingConfirmation += 1;
      this.datasetIds.add(row.datasetId);
    }
  }

  /** The status to record: dead only when an earlier failure, long enough ago, confirms it. */
  private recorded(result: LinkResult, target: LinkTarget): RecordedResult {
    const checkedAt = new Date(result.checkedAt);
    const failingSince = target.previous?.failingSince ?? null;
    const status = confirmStatus(
      result,
      failingSince ? [{ status: 'unknown', checkedAt: failingSince.toISOString() }] : [],
      { confirmAfterMs: this.confirmAfterMs },
    );
    return {
      checkId: this.check.id,
      instanceId: this.check.instanceId,
      resourceId: target.resourceId,
      datasetId: target.datasetId,
      url: target.url,
      status,
      engineStatus: result.status,
      reason: result.reason,
      httpStatus: result.httpStatus ?? null,
      finalUrl: result.finalUrl ?? null,
      contentType: result.contentType ?? null,
      contentLength: result.contentLength ?? null,
      responseTimeMs: result.responseTimeMs,
      redirects: result.redirects,
      detail: result.detail ?? null,
      checkedAt,
      failingSince: result.status === 'alive' ? null : (failingSince ?? checkedAt),
    };
  }
}

function historyRow({ datasetId: _dataset, failingSince: _since, ...row }: RecordedResult) {
  return row;
}

function stateRow(row: RecordedResult, checkId: string): typeof linkStates.$inferInsert {
  return {
    resourceId: row.resourceId,
    instanceId: row.instanceId,
    url: row.url,
    engineStatus: row.engineStatus,
    httpStatus: row.httpStatus ?? null,
    finalUrl: row.finalUrl ?? null,
    detail: row.detail ?? null,
    failingSince: row.failingSince,
    checkId,
  };
}
