import {
  startSampleCatalogue,
  type SampleCatalogue,
  type SampleCatalogueOptions,
} from '#sample-catalogue/index.js';
import { buildUser, type TestUser } from './accounts.js';
import { startAppProcess, type AppProcess } from './app-process.js';
import { callFunction, type FunctionResponse } from './call-function.js';
import { freePort } from './free-port.js';
import { startTestApp, type TestApp } from './test-app.js';
import { testDatabaseUrl } from './test-database-url.js';

/**
 * What the fault tests kill and restart: the app's database (PostgreSQL) with its functions in
 * this process, the sample catalogue, an owner, and web and worker processes of their own on the
 * same database, started as the npm scripts start them (from source).
 */
export interface FaultWorld {
  testApp: TestApp;
  catalogue: SampleCatalogue;
  owner: TestUser;
  /** Calls a function in this process as the owner. */
  call<T>(name: string, data: unknown): Promise<FunctionResponse<T>>;
  /** A worker process; this process then runs no jobs unless `inProcessWorker` was asked for. */
  startWorker(): Promise<AppProcess>;
  /** A web process and the address it serves (its trusted Origin). */
  startWeb(): Promise<{ web: AppProcess; baseUrl: string }>;
  /**
   * A workspace with an instance of the sample catalogue (or of `url`, e.g. a recording proxy in
   * front of it); its first harvest is queued.
   */
  createInstance(url?: string): Promise<string>;
  close(): Promise<void>;
}

export async function startFaultWorld(
  options: { catalogue?: SampleCatalogueOptions; inProcessWorker?: boolean } = {},
): Promise<FaultWorld> {
  const [testApp, catalogue] = await Promise.all([
    startTestApp({ worker: options.inProcessWorker ?? false }),
    startSampleCatalogue(options.catalogue),
  ]);
  const owner = await buildUser(testApp);
  const processes: AppProcess[] = [];
  const startProcess = async (role: 'web' | 'worker', port?: number) => {
    const process = await startAppProcess({
      role,
      from: 'source',
      ...(port ? { port } : {}),
      databaseUrl: await testDatabaseUrl(testApp),
      secret: testApp.config.secret,
      baseUrl: port ? `http://127.0.0.1:${port}` : testApp.origin,
      env: { ALLOW_PRIVATE_URLS: 'true' },
    });
    processes.push(process);
    return process;
  };
  const call = <T>(name: string, data: unknown) =>
    callFunction<T>(testApp, name, data, { cookie: owner.cookie });
  return {
    testApp,
    catalogue,
    owner,
    call,
    startWorker: () => startProcess('worker'),
    async startWeb() {
      const port = await freePort();
      return { web: await startProcess('web', port), baseUrl: `http://127.0.0.1:${port}` };
    },
    async createInstance(url = catalogue.url) {
      const workspace = await call<{ id: string }>('workspaces.create', { name: 'Faults' });
      const instance = await call<{ id: string }>('instances.create', {
        workspaceId: workspace.result.id,
        name: 'Sample catalogue',
        url,
        limitScope: false,
        organizationIds: '',
      });
      if (instance.status !== 200)
        throw new Error(`instances.create: ${JSON.stringify(instance.error)}`);
      return instance.result.id;
    },
    async close() {
      for (const process of processes) await process.kill();
      await testApp.close();
      await catalogue.close();
    },
  };
}
