import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSampleCatalogue, type SampleCatalogue } from '../../sample-catalogue/index.js';
import { buildUser } from '../test-support/accounts.js';
import { buildHarvestedInstance } from '../test-support/catalogue.js';
import { startTestApp, type TestApp } from '../test-support/test-app.js';

/**
 * A harvest queued from a request starts at once: the queue's notification wakes the worker,
 * which would otherwise wait out its polling interval (here 20 s) before taking the job.
 */
describe('a queued job wakes its worker', () => {
  let testApp: TestApp;
  let catalogue: SampleCatalogue;

  beforeAll(async () => {
    [testApp, catalogue] = await Promise.all([
      startTestApp({ jobPollingIntervalSeconds: 20 }),
      startSampleCatalogue({ datasets: 5 }),
    ]);
  });
  afterAll(async () => {
    await testApp?.close();
    await catalogue?.close();
  });

  it('runs a newly added instance’s first harvest well before the next poll', async () => {
    const owner = await buildUser(testApp);
    // Let the workers' first fetch pass, so they sit in their 20 s wait when the job is queued.
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    const started = Date.now();
    await buildHarvestedInstance(testApp, owner, catalogue.url);
    expect(Date.now() - started).toBeLessThan(8_000);
  }, 40_000);
});
