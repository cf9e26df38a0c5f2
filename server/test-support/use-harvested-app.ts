import { afterAll, beforeAll } from 'vitest';
import { startSampleCatalogue, type SampleCatalogue } from '#sample-catalogue/index.js';
import { buildUser, type TestUser } from './accounts.js';
import { callFunction, type FunctionResponse } from './call-function.js';
import { buildHarvestedInstance } from './catalogue.js';
import { startTestApp, type TestApp } from './test-app.js';

/** An app, the sample catalogue, and an owner whose workspace holds its harvested instance. */
export interface HarvestedApp {
  testApp: TestApp;
  catalogue: SampleCatalogue;
  owner: TestUser;
  workspaceId: string;
  instanceId: string;
  /** Calls a function through the HTTP stack, as the owner unless told. */
  call<T = unknown>(name: string, data: unknown, user?: TestUser): Promise<FunctionResponse<T>>;
}

/**
 * A harvested app for the tests of the calling `describe`: started before them, closed after.
 * Its fields are there from the first test on.
 */
export function useHarvestedApp(
  options: { organizationIds?: string; ownerName?: string } = {},
): HarvestedApp {
  const world = {} as HarvestedApp;
  beforeAll(async () => {
    [world.testApp, world.catalogue] = await Promise.all([startTestApp(), startSampleCatalogue()]);
    world.owner = await buildUser(world.testApp, { name: options.ownerName });
    Object.assign(
      world,
      await buildHarvestedInstance(world.testApp, world.owner, world.catalogue.url, {
        organizationIds: options.organizationIds,
      }),
    );
    world.call = (name, data, user = world.owner) =>
      callFunction(world.testApp, name, data, { cookie: user.cookie });
  });
  afterAll(async () => {
    await world.testApp?.close();
    await world.catalogue?.close();
  });
  return world;
}
