import { afterAll, beforeAll } from 'vitest';
import { startSampleCatalogue, type SampleCatalogue } from '#sample-catalogue/index.js';
import { saveCatalogueApiKey } from '#server/services/api-keys/catalogue-api-keys.js';
import { buildUser, type TestUser } from '#server/test-support/accounts.js';
import { buildHarvestedInstance } from '#server/test-support/catalogue.js';
import type { Journey } from './journey-app.js';

export interface KeyedCatalogue {
  catalogue: SampleCatalogue;
  owner: TestUser;
  workspaceId: string;
  instanceId: string;
  /** The instance page's path. */
  instancePath: string;
}

/**
 * For the journeys of a file: a sample catalogue, harvested into an instance of a new owner who
 * has saved their catalogue API key (so they can sync). Started before the tests, closed after;
 * its fields are there from the first test on.
 */
export function useKeyedCatalogue(journey: Journey, ownerName: string): KeyedCatalogue {
  const fixture = {} as KeyedCatalogue;
  beforeAll(async () => {
    const catalogue = await startSampleCatalogue();
    const owner = await buildUser(journey.app, { name: ownerName });
    const { workspaceId, instanceId } = await buildHarvestedInstance(
      journey.app,
      owner,
      catalogue.url,
    );
    await saveCatalogueApiKey(journey.app.runtime.db, journey.app.config, {
      userId: owner.id,
      instanceId,
      apiKey: catalogue.adminToken,
      canWrite: true,
    });
    Object.assign(fixture, {
      catalogue,
      owner,
      workspaceId,
      instanceId,
      instancePath: `/workspaces/${workspaceId}/${instanceId}`,
    });
  });
  afterAll(async () => {
    await fixture.catalogue?.close();
  });
  return fixture;
}
