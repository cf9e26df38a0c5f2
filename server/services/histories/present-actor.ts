import type { HistorySummary } from '#contract/functions/histories.js';

/** Who did it, as a list shows them; null where no person did (a job's own work). */
export function presentActor(row: {
  actorId: string | null;
  actorName: string | null;
}): HistorySummary['actor'] {
  return row.actorId ? { id: row.actorId, name: row.actorName ?? '' } : null;
}
