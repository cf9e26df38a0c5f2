import { afterAll, beforeAll } from 'vitest';
import { startSyncFixture, type SyncFixture } from './sync-fixture.js';

/**
 * A sync fixture for the tests of the calling `describe`: started before them, closed after.
 * Its fields are there from the first test on.
 */
export function useSyncFixture(): SyncFixture {
  const fixture = {} as SyncFixture;
  beforeAll(async () => {
    Object.assign(fixture, await startSyncFixture());
  });
  afterAll(async () => {
    await fixture.close?.();
  });
  return fixture;
}
