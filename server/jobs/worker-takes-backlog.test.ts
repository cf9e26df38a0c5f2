import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pruneLogsJob } from './maintenance/prune-logs.job.js';
import { startTestApp, type TestApp } from '../test-support/test-app.js';

/**
 * Jobs waiting in the queue (a batch queued inside a transaction, or by another process) are
 * taken one after another at once: a worker that finishes a job fetches the next without waiting
 * out its polling interval (here 20 s, so five jobs one at a time would take over a minute).
 */
describe('a worker with a backlog', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await startTestApp({ jobPollingIntervalSeconds: 20 });
  });
  afterAll(() => testApp?.close());

  it('takes the next job as soon as it has finished one', async () => {
    const { jobs } = testApp.runtime;
    // Queued as another process would: nothing here hears of them.
    const waiting: string[] = [];
    for (let job = 0; job < 4; job++) {
      waiting.push((await jobs.boss.send(pruneLogsJob.name, {}))!);
    }
    // The last one queued as a request queues it, which wakes this process's worker once.
    waiting.push((await jobs.enqueue(pruneLogsJob, {}))!);
    const started = Date.now();
    let states: string[] = [];
    while (Date.now() - started < 15_000) {
      const found = await jobs.boss.findJobs(pruneLogsJob.name);
      states = waiting.map((id) => found.find((job) => job.id === id)?.state ?? 'absent');
      if (states.every((state) => state === 'completed')) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(states).toEqual(waiting.map(() => 'completed'));
  }, 40_000);
});
