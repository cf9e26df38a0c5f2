import { describe, expect, it } from 'vitest';
import { HostScheduler } from './host-scheduler.js';

function scheduler(
  limits: Partial<ConstructorParameters<typeof HostScheduler>[0]> = {},
  signal = new AbortController().signal,
) {
  return new HostScheduler(
    { perHostConcurrency: 1, globalConcurrency: 1, minHostGapMs: 0, ...limits },
    signal,
  );
}

describe('HostScheduler', () => {
  it('gives a free slot to the host with the most requests waiting', async () => {
    const slots = scheduler();
    const blocker = await slots.acquire('x');
    const order: string[] = [];
    const waits = [
      slots.acquire('small').then((release) => (order.push('small'), release())),
      ...[1, 2, 3].map(() =>
        slots.acquire('big').then((release) => (order.push('big'), release())),
      ),
    ];
    blocker();
    await Promise.all(waits);
    expect(order[0]).toBe('big');
  });

  it('serves a started URL before the URLs not yet started at that host', async () => {
    const slots = scheduler();
    const blocker = await slots.acquire('host');
    const order: string[] = [];
    const fresh = slots.acquire('host').then((release) => (order.push('fresh'), release()));
    const continuation = slots
      .acquire('host', true)
      .then((release) => (order.push('continuation'), release()));
    blocker();
    await Promise.all([fresh, continuation]);
    expect(order).toEqual(['continuation', 'fresh']);
  });

  it('pauses a host that backed us off, then spaces its requests wider', async () => {
    const slots = scheduler({ perHostConcurrency: 2, globalConcurrency: 4 });
    slots.backOffHost('host', 100);
    const startedAt = performance.now();
    const starts: number[] = [];
    await Promise.all(
      [1, 2].map(() =>
        slots.acquire('host').then((release) => {
          starts.push(performance.now() - startedAt);
          release();
        }),
      ),
    );
    expect(starts[0]).toBeGreaterThanOrEqual(95);
    expect(starts[1]! - starts[0]!).toBeGreaterThanOrEqual(195);
  });

  it('rejects every waiter when the run is aborted', async () => {
    const controller = new AbortController();
    const slots = scheduler({}, controller.signal);
    await slots.acquire('host');
    const waiting = slots.acquire('host');
    controller.abort(new Error('stopped'));
    await expect(waiting).rejects.toThrow('stopped');
    await expect(slots.acquire('other')).rejects.toThrow('stopped');
  });
});
