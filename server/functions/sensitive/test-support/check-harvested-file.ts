import type { TestUser } from '#server/test-support/accounts.js';
import type { TestApp } from '#server/test-support/test-app.js';
import { checkResource, resourceOf } from './sensitive-checks.js';

/**
 * Checks the harvested resource of `datasetName` whose URL ends with `file`, as `user` pressing its
 * Check button; the resource and the finished check.
 */
export async function checkHarvestedFile(
  app: { testApp: TestApp; instanceId: string },
  user: TestUser,
  datasetName: string,
  file: string,
) {
  const resource = await resourceOf(app, datasetName, file);
  return { resource, check: await checkResource(app.testApp, user, resource.id) };
}
