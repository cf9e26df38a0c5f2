import { and, isNotNull, lt } from 'drizzle-orm';
import type { Queryable } from '#server/db/database.js';
import {
  events,
  histories,
  linkChecks,
  sensitiveCheckBatches,
  sensitiveChecks,
} from '#server/db/schema/index.js';
import { readSystemSettings } from '../system/system-settings.js';
import { deleteInBatches } from './delete-in-batches.js';

/** A check cascades into many child rows (findings, link results): few checks per statement. */
const checkBatch = 20;
const rowBatch = 2000;

export interface PrunedLogs {
  sensitiveChecks: number;
  sensitiveCheckBatches: number;
  linkChecks: number;
  events: number;
  histories: number;
}

function daysBefore(now: Date, days: number): Date {
  return new Date(now.getTime() - days * 24 * 60 * 60 * 1000);
}

/**
 * Deletes what the retention settings no longer keep: finished sensitive checks (with their
 * findings) and link checks (with their results) older than checkLogDays, events older than
 * eventDays, and change histories older than historyDays when that is set.
 */
export async function pruneLogs(db: Queryable, now = new Date()): Promise<PrunedLogs> {
  const { retention } = await readSystemSettings(db);
  const checksBefore = daysBefore(now, retention.checkLogDays);
  const pruned: PrunedLogs = {
    sensitiveChecks: await deleteInBatches(
      db,
      sensitiveChecks,
      sensitiveChecks.id,
      and(isNotNull(sensitiveChecks.finishedAt), lt(sensitiveChecks.finishedAt, checksBefore))!,
      checkBatch,
    ),
    sensitiveCheckBatches: await deleteInBatches(
      db,
      sensitiveCheckBatches,
      sensitiveCheckBatches.id,
      lt(sensitiveCheckBatches.createdAt, checksBefore),
      rowBatch,
    ),
    linkChecks: await deleteInBatches(
      db,
      linkChecks,
      linkChecks.id,
      and(isNotNull(linkChecks.finishedAt), lt(linkChecks.finishedAt, checksBefore))!,
      checkBatch,
    ),
    events: await deleteInBatches(
      db,
      events,
      events.id,
      lt(events.createdAt, daysBefore(now, retention.eventDays)),
      rowBatch,
    ),
    histories:
      retention.historyDays === null
        ? 0
        : await deleteInBatches(
            db,
            histories,
            histories.id,
            lt(histories.createdAt, daysBefore(now, retention.historyDays)),
            rowBatch,
          ),
  };
  return pruned;
}
