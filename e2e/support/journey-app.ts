import type { Browser } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { startTestApp, type TestApp, type TestAppOptions } from '#server/test-support/test-app.js';
import { launchBrowser } from './browser.js';
import { freePort } from '#server/test-support/free-port.js';

export interface Journey {
  app: TestApp;
  browser: Browser;
  /** Where the browser opens the app: the server's BASE_URL. */
  baseUrl: string;
}

/**
 * One real server (fresh database, job worker, built SPA from dist/web) and one browser for the
 * test file that calls it; both stop after the file.
 */
export function useJourneyApp(options: Omit<TestAppOptions, 'port'> = {}): Journey {
  const journey = {} as Journey;
  beforeAll(async () => {
    const [app, browser] = await Promise.all([
      freePort().then((port) => startTestApp({ ...options, port })),
      launchBrowser(),
    ]);
    Object.assign(journey, { app, browser, baseUrl: app.config.baseUrl });
  });
  afterAll(async () => {
    await journey.browser?.close();
    await journey.app?.close();
  });
  return journey;
}
