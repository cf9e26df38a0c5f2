import type { LinkCheck, LinkResult } from '#contract/functions/links.js';
import type { linkChecks, linkResults } from '#server/db/schema/index.js';

const iso = (date: Date | null) => date?.toISOString() ?? null;

export function presentLinkCheck(row: typeof linkChecks.$inferSelect): LinkCheck {
  return {
    id: row.id,
    instanceId: row.instanceId,
    scope: row.scope as LinkCheck['scope'],
    datasetId: row.datasetId,
    resourceId: row.resourceId,
    trigger: row.trigger as LinkCheck['trigger'],
    status: row.status as LinkCheck['status'],
    total: row.total,
    done: row.done,
    alive: row.alive,
    dead: row.dead,
    unknown: row.unknown,
    error: row.error,
    queuedAt: row.queuedAt.toISOString(),
    startAfter: iso(row.startAfter),
    startedAt: iso(row.startedAt),
    finishedAt: iso(row.finishedAt),
  };
}

export function presentLinkResult(row: typeof linkResults.$inferSelect): LinkResult {
  return {
    checkId: row.checkId,
    url: row.url,
    status: row.status,
    engineStatus: row.engineStatus,
    reason: row.reason,
    httpStatus: row.httpStatus,
    finalUrl: row.finalUrl,
    contentType: row.contentType,
    contentLength: row.contentLength,
    responseTimeMs: row.responseTimeMs,
    redirects: row.redirects,
    detail: row.detail,
    checkedAt: row.checkedAt.toISOString(),
  };
}
