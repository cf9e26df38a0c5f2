import type { CkanClient } from '#server/connectors/ckan/index.js';

/** A dataset the working copy holds, as the harvest compares it with the catalogue. */
export interface HeldStamp {
  ckanId: string;
  /** metadata_modified as last harvested, normalised (UTC, "…Z"). */
  remoteModified: string | null;
  removedAt: Date | null;
  private: boolean;
}

/**
 * How long after a change CKAN's search index may still show the dataset's older stamp. A change
 * older than our newest stamp by more than this was in the index when we last read it.
 */
const indexLagAllowanceMs = 60 * 60 * 1000;

/**
 * The catalogue's datasets (id → metadata_modified) as a re-harvest compares them with what it
 * holds. One page of the most recently modified datasets usually answers it: when the page reaches
 * back past our newest stamp (less the index's lag), every change since the last harvest is on it,
 * and when the catalogue's count is what we hold plus what the page brought, nothing we hold was
 * deleted. The datasets we hold that the page did not reach are then unchanged, and come back with
 * their held stamps. Anything else (a deletion, a dataset we never saw with an old stamp: a new
 * scope or key, a restored dataset) walks every stamp, as a first look at the catalogue would.
 */
export async function readCatalogueStamps(
  client: CkanClient,
  options: {
    fq?: string;
    held: readonly HeldStamp[];
    /** Read with a key that sees private datasets; without one they are not in the count. */
    readsPrivate: boolean;
    /** Datasets on the quick page; CKAN's cap by default. */
    pageSize?: number;
  },
): Promise<Map<string, string>> {
  const { fq, held } = options;
  const recent = await client.recentPackageStamps({
    ...(fq ? { fq } : {}),
    ...(options.pageSize ? { rows: options.pageSize } : {}),
  });
  const onPage = new Map(recent.stamps.map((stamp) => [stamp.id, stamp.metadata_modified]));
  if (recent.stamps.length >= recent.count) return onPage;
  if (recent.stamps.length === 0) return everyStamp(client, fq);
  const unchanged = unchangedBeyondPage(recent.stamps, onPage, held, options.readsPrivate);
  if (unchanged && onPage.size + unchanged.length === recent.count) {
    for (const row of unchanged) onPage.set(row.ckanId, row.remoteModified!);
    return onPage;
  }
  return everyStamp(client, fq);
}

/**
 * The held datasets the page did not reach, all older than its oldest stamp, or undefined when the
 * page cannot vouch for them: it does not reach back past our newest stamp, it holds a dataset we
 * never saw that is older than that, or a dataset we hold is missing from where the page reached.
 */
function unchangedBeyondPage(
  page: ReadonlyArray<{ id: string; metadata_modified: string }>,
  onPage: ReadonlyMap<string, string>,
  held: readonly HeldStamp[],
  readsPrivate: boolean,
): HeldStamp[] | undefined {
  const newestHeld = held.reduce(
    (newest, row) => Math.max(newest, row.remoteModified ? Date.parse(row.remoteModified) : 0),
    0,
  );
  const horizon = newestHeld - indexLagAllowanceMs;
  const oldestOnPage = Date.parse(page[page.length - 1]!.metadata_modified);
  if (!(oldestOnPage < horizon)) return undefined;
  const heldIds = new Map(held.map((row) => [row.ckanId, row]));
  for (const stamp of page) {
    const row = heldIds.get(stamp.id);
    const unseen = !row || row.removedAt !== null;
    if (unseen && Date.parse(stamp.metadata_modified) < horizon) return undefined;
  }
  const unchanged: HeldStamp[] = [];
  for (const row of held) {
    if (row.removedAt !== null || (row.private && !readsPrivate) || onPage.has(row.ckanId))
      continue;
    if (!row.remoteModified || !(Date.parse(row.remoteModified) < oldestOnPage)) return undefined;
    unchanged.push(row);
  }
  return unchanged;
}

async function everyStamp(client: CkanClient, fq: string | undefined) {
  const byId = new Map<string, string>();
  for await (const page of client.listPackageStamps(fq ? { fq } : {})) {
    for (const stamp of page) byId.set(stamp.id, stamp.metadata_modified);
  }
  return byId;
}
