import type { TestUser } from './accounts.js';
import { callFunction } from './call-function.js';
import type { TestApp } from './test-app.js';

/** A new workspace owned by the user, made through the function a browser calls; its id. */
export async function createWorkspace(
  testApp: TestApp,
  owner: TestUser,
  name = 'Workspace',
): Promise<string> {
  const workspace = await callFunction<{ id: string }>(
    testApp,
    'workspaces.create',
    { name },
    { cookie: owner.cookie },
  );
  return workspace.result.id;
}
