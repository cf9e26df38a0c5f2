import type { LinkResult, LinkStatus } from './link-types.js';

export const defaultConfirmAfterMs = 60 * 60 * 1000;

/** An earlier check of the same URL, as stored in its history. */
export interface PreviousCheck {
  checkedAt: string;
  /** The status that check found (or recorded): anything but alive counts as a failure. */
  status: LinkStatus;
}

/**
 * The status to record for a link, given the checks before this one: one bad minute must not
 * alarm anyone, so a link is dead only when this check found it dead and an earlier failure,
 * at least `confirmAfterMs` (default 1 h) before this one and after the last alive check,
 * confirms it. Until then it is unknown, and the result's reason says why.
 * `previousChecks` may be only the failures or the whole history; alive checks reset the count.
 */
export function confirmStatus(
  current: Pick<LinkResult, 'status' | 'checkedAt'>,
  previousChecks: readonly PreviousCheck[],
  options: { confirmAfterMs?: number } = {},
): LinkStatus {
  if (current.status !== 'dead') return current.status;
  const confirmAfterMs = options.confirmAfterMs ?? defaultConfirmAfterMs;
  const currentAt = Date.parse(current.checkedAt);
  const lastAliveAt = Math.max(
    -Infinity,
    ...previousChecks
      .filter((check) => check.status === 'alive')
      .map((check) => Date.parse(check.checkedAt)),
  );
  const confirmed = previousChecks.some((check) => {
    const at = Date.parse(check.checkedAt);
    return check.status !== 'alive' && at > lastAliveAt && currentAt - at >= confirmAfterMs;
  });
  return confirmed ? 'dead' : 'unknown';
}

/**
 * A dataset's status from its resources' recorded statuses: dead if any is dead, else unknown if
 * any is unknown, else alive. Undefined when it has no resource links (nothing to show).
 */
export function datasetLinkStatus(resourceStatuses: readonly LinkStatus[]): LinkStatus | undefined {
  if (resourceStatuses.length === 0) return undefined;
  if (resourceStatuses.includes('dead')) return 'dead';
  if (resourceStatuses.includes('unknown')) return 'unknown';
  return 'alive';
}
