import type { AppWithFiles } from '#server/test-support/use-app-with-files.js';
import { buildResourceAt, checkResource } from './sensitive-checks.js';

/**
 * Checks the file `name` of the app's own file host, made a resource of the given format, as its
 * owner pressing Check; the resource and the finished check.
 */
export async function checkServedFile(
  world: AppWithFiles,
  name: string,
  format: string,
  datasetTitle?: string,
) {
  const resource = await buildResourceAt(world.testApp, world.owner, `${world.files.url}/${name}`, {
    format,
    ...(datasetTitle ? { datasetTitle } : {}),
  });
  return { resource, check: await checkResource(world.testApp, world.owner, resource.id) };
}
