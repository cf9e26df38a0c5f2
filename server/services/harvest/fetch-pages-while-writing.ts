import { catalogueRequestsAtOnce, type CkanPackage } from '#server/connectors/ckan/index.js';

export interface PagedWalk {
  /** Datasets per request. */
  pageSize: number;
  /** One page of package_search, sorted so that offsets are stable while nothing changes. */
  fetchPage: (start: number) => Promise<{ count: number; results: CkanPackage[] }>;
  /** Called once, with the first page's count, before any page is written. */
  onCount?: (count: number) => Promise<void>;
  /** Whether to write this dataset; a dataset is taken once (pages may shift while walked). */
  take: (pkg: CkanPackage) => boolean;
  /** True once every dataset looked for has been taken: no more pages are asked for. */
  done: () => boolean;
  /** Writes one page's datasets, in a transaction of its own. */
  writePage: (packages: CkanPackage[]) => Promise<void>;
}

/**
 * Walks a catalogue's search pages with fetching and writing overlapped: each of
 * `catalogueRequestsAtOnce` lanes asks for the next page not yet asked for, writes it, then asks
 * for the next. So at most two requests are in flight to the catalogue and at most two pages are
 * in memory, and the catalogue answers one page while the other is written. When writing is quicker
 * than the catalogue, both lanes wait on the network (two requests at once); when writing is slower,
 * one page waits for the database while the other is written. Each page stays its own transaction,
 * so a walk stopped midway leaves only whole pages behind. The first failure stops both lanes from
 * asking for more (a page already fetched is still written) and is thrown once neither is writing.
 */
export async function fetchPagesWhileWriting(walk: PagedWalk): Promise<void> {
  let nextStart = 0;
  let count: number | undefined;
  let counted: Promise<void> | undefined;
  let ended = false;
  let failure: { error: unknown } | undefined;

  const lane = async () => {
    while (!ended && !failure && !walk.done()) {
      const start = nextStart;
      // The first page tells the count; until then a second lane asks for the second page anyway.
      if (count !== undefined && start >= count) break;
      nextStart += walk.pageSize;
      try {
        const page = await walk.fetchPage(start);
        if (count === undefined) {
          count = page.count;
          counted = walk.onCount?.(page.count);
        }
        await counted;
        if (page.results.length < walk.pageSize) ended = true;
        const wanted = page.results.filter((pkg) => walk.take(pkg));
        if (wanted.length > 0) await walk.writePage(wanted);
      } catch (error) {
        failure ??= { error };
      }
    }
  };
  await Promise.all(Array.from({ length: catalogueRequestsAtOnce }, lane));
  if (failure) throw failure.error;
}
