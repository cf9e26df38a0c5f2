import { startAppProcess, type AppProcess } from './app-process.js';
import type { TestApp } from './test-app.js';
import { testDatabaseUrl } from './test-database-url.js';

/** A worker process (from source) on a test app's PostgreSQL database, as `npm run worker` runs. */
export async function startWorkerProcess(testApp: TestApp): Promise<AppProcess> {
  return startAppProcess({
    role: 'worker',
    from: 'source',
    databaseUrl: await testDatabaseUrl(testApp),
    secret: testApp.config.secret,
    baseUrl: testApp.origin,
    env: { ALLOW_PRIVATE_URLS: 'true' },
  });
}
