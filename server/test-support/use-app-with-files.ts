import { afterAll, beforeAll } from 'vitest';
import { buildUser, type TestUser } from './accounts.js';
import { startFileServer, type FileServer, type ServedFile } from './file-server.js';
import { startTestApp, type TestApp } from './test-app.js';

/** An app, an owner, and a file host of the test's own serving the files it names. */
export interface AppWithFiles {
  testApp: TestApp;
  owner: TestUser;
  files: FileServer;
}

/**
 * An app with files for the tests of the calling `describe`: started before them, closed after.
 * Its fields are there from the first test on.
 */
export function useAppWithFiles(files: Record<string, ServedFile>): AppWithFiles {
  const world = {} as AppWithFiles;
  beforeAll(async () => {
    world.testApp = await startTestApp();
    world.owner = await buildUser(world.testApp);
    world.files = await startFileServer(files);
  });
  afterAll(async () => {
    await world.testApp?.close();
    await world.files?.close();
  });
  return world;
}
