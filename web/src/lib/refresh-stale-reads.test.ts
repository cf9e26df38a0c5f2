import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { FunctionContract } from '@contract/functions/define';
import { refreshStaleReads } from './function-query';

/** A promise and the function that settles it. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((settle) => (resolve = settle));
  return { promise, resolve };
}

describe('refreshing the reads a change makes stale', () => {
  it('asks again a read whose first answer was on its way before the change', async () => {
    const queryClient = new QueryClient();
    let stored = 'before the change';
    const answers: ReturnType<typeof deferred<string>>[] = [];
    const observer = new QueryObserver(queryClient, {
      queryKey: ['sensitive.report', { type: 'OTHER' }],
      queryFn: () => {
        // The server reads what is stored when the request arrives, and answers later.
        const answer = deferred<string>();
        const value = stored;
        answers.push(answer);
        return answer.promise.then(() => value);
      },
    });
    const unsubscribe = observer.subscribe(() => undefined);
    expect(answers).toHaveLength(1);

    stored = 'after the change';
    const refreshed = refreshStaleReads(queryClient, {
      invalidates: ['sensitive.report'],
    } as unknown as FunctionContract);
    answers[0]!.resolve('');
    // The first answer's arrival starts a second request (when the read is asked again); answer it.
    for (let turn = 0; turn < 100 && answers.length < 2; turn++)
      await new Promise((resolve) => setImmediate(resolve));
    answers[1]?.resolve('');
    await refreshed;

    expect(observer.getCurrentResult().data).toBe('after the change');
    unsubscribe();
    queryClient.clear();
  });

  it('asks a read that already had an answer once, as invalidation does', async () => {
    const queryClient = new QueryClient();
    let requests = 0;
    const observer = new QueryObserver(queryClient, {
      queryKey: ['sensitive.status', 'r1'],
      queryFn: () => Promise.resolve(++requests),
    });
    const unsubscribe = observer.subscribe(() => undefined);
    await queryClient.fetchQuery({
      queryKey: ['sensitive.status', 'r1'],
      queryFn: () => ++requests,
    });
    const before = requests;
    await refreshStaleReads(queryClient, {
      invalidates: ['sensitive.status'],
    } as unknown as FunctionContract);
    expect(requests).toBe(before + 1);
    unsubscribe();
    queryClient.clear();
  });
});
