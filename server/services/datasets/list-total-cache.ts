/**
 * The totals of filtered lists (a search, a link status) this process counted, each with the
 * version of the instance's datasets it was counted at (the sum of their tallies' changes) and
 * the instance's rows then. A total is reused only by a statement that reads the same version, so
 * it is exact: counting the 6,667 matches of a search over 100,000 datasets read them all
 * (25–60 ms) for every page of it.
 */
export interface CountedTotal {
  version: number;
  total: number;
  instanceRows: number;
}

const limit = 5000;
const totals = new Map<string, CountedTotal>();

export function listTotalKey(instanceId: string, filter: unknown): string {
  return `${instanceId} ${JSON.stringify(filter)}`;
}

export function cachedListTotal(key: string): CountedTotal | undefined {
  return totals.get(key);
}

export function rememberListTotal(key: string, counted: CountedTotal): void {
  totals.delete(key);
  totals.set(key, counted);
  // Map keeps insertion order: the first key is the one counted longest ago.
  if (totals.size > limit) totals.delete(totals.keys().next().value!);
}

const counting = new Map<string, Promise<void>>();

/**
 * Whether this process is counting a key's total now: a request for the same search waits for
 * that count and reuses it (`countOnce`) rather than counting the same matches again. After a
 * restart, dozens of people opening the same search at once each counted its thousands of
 * matches, on the same two cores.
 */
export function countInFlight(key: string): Promise<void> | undefined {
  return counting.get(key);
}

/** Runs the statement that counts a key's total, as the one count of it in flight. */
export async function countOnce<T>(key: string, count: () => Promise<T>): Promise<T> {
  const running = count();
  const settled = running.then(
    () => undefined,
    () => undefined,
  );
  counting.set(key, settled);
  try {
    return await running;
  } finally {
    if (counting.get(key) === settled) counting.delete(key);
  }
}
