import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../test-support/test-app.js';

describe('GET /api/health', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await startTestApp({ worker: false });
  });
  afterAll(() => testApp?.app.close());

  it('answers 200 while the database is reachable and 503 once it is not', async () => {
    const healthy = await testApp.app.inject({ method: 'GET', url: '/api/health' });
    expect(healthy.statusCode).toBe(200);
    expect(healthy.json()).toMatchObject({ status: 'ok' });

    await testApp.runtime.jobs.stop();
    await testApp.runtime.database.close();
    const down = await testApp.app.inject({ method: 'GET', url: '/api/health' });
    expect(down.statusCode).toBe(503);
    expect(down.json()).toMatchObject({ status: 'unavailable' });
  });
});
