import { describe, expect, it } from 'vitest';
import type { CkanPackage } from '#server/connectors/ckan/index.js';
import { fetchPagesWhileWriting } from './fetch-pages-while-writing.js';

/** A catalogue of `total` datasets whose pages and writes are resolved by hand, in any order. */
function catalogueWalk(total: number, pageSize: number) {
  const ids = Array.from({ length: total }, (_, index) => `dataset-${index}`);
  const pending: Array<{ start: number; answer: () => void }> = [];
  const writing: Array<{ ids: string[]; finish: () => void }> = [];
  const written: string[] = [];
  let inFlight = 0;
  let mostInFlight = 0;
  let inMemory = 0;
  let mostInMemory = 0;
  const fetchPage = (start: number) =>
    new Promise<{ count: number; results: CkanPackage[] }>((resolve) => {
      inFlight += 1;
      inMemory += 1;
      mostInFlight = Math.max(mostInFlight, inFlight);
      mostInMemory = Math.max(mostInMemory, inMemory);
      pending.push({
        start,
        answer: () => {
          inFlight -= 1;
          const results = ids
            .slice(start, start + pageSize)
            .map((id) => ({ id }) as unknown as CkanPackage);
          resolve({ count: total, results });
        },
      });
    });
  const writePage = (packages: CkanPackage[]) =>
    new Promise<void>((resolve) => {
      writing.push({
        ids: packages.map((pkg) => pkg.id),
        finish: () => {
          written.push(...packages.map((pkg) => pkg.id));
          inMemory -= 1;
          resolve();
        },
      });
    });
  return {
    ids,
    pending,
    writing,
    written,
    fetchPage,
    writePage,
    most: () => ({ inFlight: mostInFlight, inMemory: mostInMemory }),
  };
}

/** Lets every promise callback that can run, run. */
const settle = () => new Promise((resolve) => setImmediate(resolve));

type CatalogueWalk = ReturnType<typeof catalogueWalk>;

/**
 * Plays the catalogue and the database until neither has anything waiting: each turn (after
 * `eachTurn` has looked), answers the page `nextPage` picks from those asked for, or else finishes
 * the oldest write.
 */
async function answerUntilIdle(
  catalogue: CatalogueWalk,
  nextPage: (pending: CatalogueWalk['pending']) => CatalogueWalk['pending'][number] | undefined,
  eachTurn: () => void = () => {},
) {
  for (;;) {
    await settle();
    eachTurn();
    const page = nextPage(catalogue.pending);
    if (page) {
      page.answer();
      continue;
    }
    const write = catalogue.writing.shift();
    if (!write) return;
    write.finish();
  }
}

describe('fetching a catalogue’s pages while writing them', () => {
  it('asks for the next page while one is written, never more than two requests or two pages at once, and writes every dataset once', async () => {
    const catalogue = catalogueWalk(1_000, 100);
    const walk = fetchPagesWhileWriting({
      pageSize: 100,
      fetchPage: catalogue.fetchPage,
      take: () => true,
      done: () => false,
      writePage: catalogue.writePage,
    });
    let sawFetchDuringWrite = false;
    // The catalogue answers the later request first, and writes finish as they come.
    await answerUntilIdle(
      catalogue,
      (pending) => pending.pop(),
      () => {
        if (catalogue.writing.length > 0 && catalogue.pending.length > 0)
          sawFetchDuringWrite = true;
      },
    );
    await walk;
    expect(sawFetchDuringWrite).toBe(true);
    expect(catalogue.most()).toEqual({ inFlight: 2, inMemory: 2 });
    expect([...catalogue.written].sort()).toEqual([...catalogue.ids].sort());
  });

  it('stops asking once every dataset looked for is written', async () => {
    const catalogue = catalogueWalk(1_000, 100);
    const wanted = new Set(['dataset-5', 'dataset-150']);
    const walk = fetchPagesWhileWriting({
      pageSize: 100,
      fetchPage: catalogue.fetchPage,
      take: (pkg) => wanted.delete(pkg.id),
      done: () => wanted.size === 0,
      writePage: catalogue.writePage,
    });
    const asked: number[] = [];
    await answerUntilIdle(catalogue, (pending) => {
      const page = pending.shift();
      if (page) asked.push(page.start);
      return page;
    });
    await walk;
    expect(catalogue.written.sort()).toEqual(['dataset-150', 'dataset-5']);
    expect(Math.max(...asked)).toBeLessThanOrEqual(200);
  });

  it('fails with the catalogue’s error only after the page being written is whole', async () => {
    const catalogue = catalogueWalk(1_000, 100);
    let failed = false;
    const walk = fetchPagesWhileWriting({
      pageSize: 100,
      fetchPage: async (start) => {
        if (start === 100) throw new Error('catalogue answered 502');
        return catalogue.fetchPage(start);
      },
      take: () => true,
      done: () => false,
      writePage: catalogue.writePage,
    }).catch((error: unknown) => {
      failed = true;
      throw error;
    });
    walk.catch(() => undefined);
    await settle();
    catalogue.pending.shift()!.answer();
    await settle();
    expect(catalogue.writing).toHaveLength(1);
    expect(failed).toBe(false);
    catalogue.writing.shift()!.finish();
    await expect(walk).rejects.toThrow('catalogue answered 502');
    expect(catalogue.written).toHaveLength(100);
    expect(catalogue.pending).toHaveLength(0);
  });
});
