import type { ResourceCheckState } from '#contract/functions/sensitive.js';
import type { sensitiveChecks } from '#server/db/schema/index.js';
import { effectiveStatus, presentCheck } from './present-check.js';

type CheckRecord = typeof sensitiveChecks.$inferSelect;

interface ResourceChecks {
  /** Its newest check queued or running. */
  active: CheckRecord | undefined;
  /** Its newest check that succeeded or failed. */
  finished: CheckRecord | undefined;
  /** Its newest check that succeeded. */
  succeeded: CheckRecord | undefined;
}

/** One resource's check state: Check, Recheck or Running, its latest result and its count. */
export function presentResourceCheckState(
  resource: { id: string; sensitiveCount: number | null; lastCheckedAt: Date | null },
  { active, finished, succeeded }: ResourceChecks,
): ResourceCheckState {
  const activeStatus = active ? effectiveStatus(active) : undefined;
  // A check whose worker died reads as the latest finished one.
  const latest = active && activeStatus === 'failed' ? active : finished;
  const presented = latest ? presentCheck(latest, null) : null;
  return {
    resourceId: resource.id,
    active:
      active && (activeStatus === 'queued' || activeStatus === 'running')
        ? { id: active.id, status: activeStatus }
        : null,
    latest: presented && {
      id: presented.id,
      status: presented.status,
      finishedAt: presented.finishedAt,
      findingCount: presented.findingCount,
      supported: presented.supported,
      error: presented.error,
    },
    sensitiveCount: resource.sensitiveCount,
    lastCheckedAt: resource.lastCheckedAt?.toISOString() ?? null,
    needsConfirmation: (succeeded?.confirmationCount ?? 0) > 0,
  };
}
