import { afterAll, beforeAll } from 'vitest';
import { buildUser, type TestUser } from './accounts.js';
import { callFunction, type FunctionResponse } from './call-function.js';
import { startTestApp, type TestApp } from './test-app.js';

/** An app without a job worker, its first user (the system administrator), and a second user. */
export interface AdminAndMember {
  testApp: TestApp;
  admin: TestUser;
  member: TestUser;
  /** Calls a function through the HTTP stack as `user`, or without a session. */
  call<T = unknown>(name: string, data: unknown, user?: TestUser): Promise<FunctionResponse<T>>;
}

/**
 * An app with an administrator and a member for the tests of the calling `describe`: started
 * before them, closed after. Its fields are there from the first test on.
 */
export function useAdminAndMember(): AdminAndMember {
  const world = {} as AdminAndMember;
  beforeAll(async () => {
    world.testApp = await startTestApp({ worker: false });
    world.admin = await buildUser(world.testApp, { name: 'Admin' });
    world.member = await buildUser(world.testApp, { name: 'Member' });
    world.call = (name, data, user) =>
      callFunction(world.testApp, name, data, user ? { cookie: user.cookie } : {});
  });
  afterAll(() => world.testApp?.close());
  return world;
}
