import { performance } from 'node:perf_hooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSampleCatalogue, type SampleCatalogue } from './index.js';

describe('resource hosts with a round trip', () => {
  let catalogue: SampleCatalogue;
  const latencyMs = 250;

  beforeAll(async () => {
    catalogue = await startSampleCatalogue({
      datasets: 3,
      resourceHosts: 2,
      resourceHostLatencyMs: latencyMs,
    });
  });
  afterAll(async () => {
    await catalogue?.close();
  });

  it('answers a link on a resource host only after the round trip, and the API at once', async () => {
    const link = [...catalogue.store.datasets.values()]
      .flatMap((dataset) => dataset.resources)
      .map((resource) => resource.url)
      .find((url) => url.startsWith('http://127.1.'));
    expect(link).toBeDefined();
    const started = performance.now();
    const response = await fetch(link!, { method: 'HEAD' });
    expect(performance.now() - started).toBeGreaterThanOrEqual(latencyMs - 5);
    expect([200, 404]).toContain(response.status);

    const api = await fetch(`${catalogue.url}/api/3/action/status_show`);
    expect(api.status).toBe(200);
  });
});
