import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSampleCatalogue, type SampleCatalogue } from '#sample-catalogue/index.js';
import { buildUser } from '../test-support/accounts.js';
import { buildHarvestedInstance } from '../test-support/catalogue.js';
import { startTestApp, type TestApp } from '../test-support/test-app.js';

/**
 * A harvest queued from a request starts at once: the queuing process wakes its own worker,
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
    const started = Date.now();
    await buildHarvestedInstance(testApp, owner, catalogue.url);
    expect(Date.now() - started).toBeLessThan(15_000);
  }, 40_000);
});
