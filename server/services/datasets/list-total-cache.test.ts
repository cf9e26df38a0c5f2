import { describe, expect, it } from 'vitest';
import { countInFlight, countOnce } from './list-total-cache.js';

/** A promise the test settles when it chooses. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/**
 * Many people opening the same search at once: the first request counts its matches, the others
 * find that count in flight (list-datasets.ts waits for it and reuses the total it kept).
 */
describe('one count of a search in flight at a time', () => {
  it('shows the count in flight until it is done, for its key only', async () => {
    const statement = deferred<number[]>();
    const page = countOnce('instance "避難所"', () => statement.promise);
    const inFlight = countInFlight('instance "避難所"');
    expect(inFlight).toBeInstanceOf(Promise);
    expect(countInFlight('instance "人口"')).toBeUndefined();

    statement.resolve([1, 2, 3]);
    await expect(page).resolves.toEqual([1, 2, 3]);
    await expect(inFlight).resolves.toBeUndefined();
    expect(countInFlight('instance "避難所"')).toBeUndefined();
  });

  it('lets the waiting requests go on (and count) when the count failed', async () => {
    const statement = deferred<number[]>();
    const page = countOnce('instance "budget"', () => statement.promise);
    const inFlight = countInFlight('instance "budget"')!;

    statement.reject(new Error('canceling statement due to statement timeout'));
    await expect(page).rejects.toThrow('statement timeout');
    // A waiter is not failed by another request's error: it counts for itself.
    await expect(inFlight).resolves.toBeUndefined();
    expect(countInFlight('instance "budget"')).toBeUndefined();
  });

  it('keeps the newer count in flight when an older one of the same key ends', async () => {
    const older = deferred<number[]>();
    const newer = deferred<number[]>();
    const first = countOnce('instance "保育所"', () => older.promise);
    const second = countOnce('instance "保育所"', () => newer.promise);
    const newerInFlight = countInFlight('instance "保育所"');

    older.resolve([1]);
    await first;
    expect(countInFlight('instance "保育所"')).toBe(newerInFlight);
    newer.resolve([2]);
    await second;
    expect(countInFlight('instance "保育所"')).toBeUndefined();
  });
});
