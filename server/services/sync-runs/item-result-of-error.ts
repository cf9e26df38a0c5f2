import type { SyncRunItemDetail, SyncRunItemOutcome } from '#contract/functions/sync-runs.js';
import { AppError } from '#server/lib/app-error.js';
import { storableMessage } from '#server/lib/storable-message.js';

export interface ItemResult {
  outcome: SyncRunItemOutcome;
  message: string | null;
  detail: SyncRunItemDetail;
}

/** The catalogue's own refusals: it answered, and said no (403, 409 and its validation). */
const refusals = new Set(['catalogueValidation', 'catalogueForbidden']);

/**
 * What a failed sync of one dataset means for a run: held back for a confirmation of personal
 * data, refused by the catalogue (its message), or failed (the reason, and what went wrong).
 */
export function itemResultOfError(error: unknown): ItemResult {
  if (!(error instanceof AppError)) {
    const message = error instanceof Error ? error.message : String(error);
    return { outcome: 'failed', message: storableMessage(message), detail: { reason: 'internal' } };
  }
  const details = error.details ?? {};
  const reason = details.reason ?? error.code;
  const catalogueMessage =
    typeof details.catalogueMessage === 'string' ? storableMessage(details.catalogueMessage) : null;
  if (reason === 'sensitiveConfirmationNeeded') {
    const resources = Array.isArray(details.resources)
      ? (details.resources as NonNullable<SyncRunItemDetail['resources']>)
      : [];
    return { outcome: 'held', message: null, detail: { reason, resources } };
  }
  if (refusals.has(reason)) {
    return {
      outcome: 'refused',
      message: catalogueMessage ?? error.message,
      detail: { reason, ...(details.fields ? { fields: details.fields } : {}) },
    };
  }
  return { outcome: 'failed', message: catalogueMessage ?? error.message, detail: { reason } };
}
