import { and, eq } from 'drizzle-orm';
import type { DatasetDetail } from '#contract/functions/datasets/index.js';
import { startSampleCatalogue, type SampleCatalogue } from '#sample-catalogue/index.js';
import { datasets } from '../db/schema/index.js';
import { saveCatalogueApiKey } from '../services/api-keys/catalogue-api-keys.js';
import { buildUser, type TestUser } from './accounts.js';
import { buildHarvestedInstance, waitForHarvest } from './catalogue.js';
import { callFunction, type FunctionResponse } from './call-function.js';
import { startCatalogueProxy, type CatalogueProxy } from './catalogue-proxy.js';
import { expectOk } from './expect-ok.js';
import { startTestApp, type TestApp } from './test-app.js';

/** An app, the sample catalogue behind a recording proxy, and an owner with a catalogue API key. */
export interface SyncFixture {
  testApp: TestApp;
  catalogue: SampleCatalogue;
  proxy: CatalogueProxy;
  owner: TestUser;
  workspaceId: string;
  instanceId: string;
  call<T = unknown>(name: string, data: unknown, user?: TestUser): Promise<FunctionResponse<T>>;
  /** The local dataset of a catalogue dataset name. */
  datasetNamed(name: string): Promise<DatasetDetail>;
  /** Sets the user's catalogue API key for the instance, as the API-key page will. */
  giveApiKey(user: TestUser, apiKey: string): Promise<void>;
  /** Saves a dataset's Edit form with these changes as the owner; expects it saved. */
  edit(name: string, changes: Record<string, unknown>): Promise<DatasetDetail>;
  /**
   * Saves the Edit form as it was opened on this version of the dataset, with these changes, as
   * the owner; the answer as it came, refused or not.
   */
  saveEdit(
    opened: DatasetDetail,
    changes: Record<string, unknown>,
  ): Promise<FunctionResponse<DatasetDetail>>;
  /**
   * Creates a dataset of this name in the instance as the owner, titled by its name, CC BY 4.0,
   * of the sample catalogue's midori-city, unless the fields say otherwise; expects it created.
   */
  create(name: string, fields?: Record<string, unknown>): Promise<DatasetDetail>;
  /** Adds a resource to this version of a dataset as the owner; expects it added. */
  addResource(dataset: DatasetDetail, fields: Record<string, unknown>): Promise<DatasetDetail>;
  /** Asks for a harvest as the owner and waits for it; throws unless it succeeded. */
  harvest(): Promise<void>;
  close(): Promise<void>;
}

export async function startSyncFixture(): Promise<SyncFixture> {
  const [testApp, catalogue] = await Promise.all([startTestApp(), startSampleCatalogue()]);
  const proxy = await startCatalogueProxy(catalogue.url);
  const owner = await buildUser(testApp);
  const { workspaceId, instanceId } = await buildHarvestedInstance(testApp, owner, proxy.url);
  const call = <T>(name: string, data: unknown, user: TestUser = owner) =>
    callFunction<T>(testApp, name, data, { cookie: user.cookie });
  const giveApiKey = (user: TestUser, apiKey: string) =>
    saveCatalogueApiKey(testApp.runtime.db, testApp.config, {
      userId: user.id,
      instanceId,
      apiKey,
      canWrite: true,
    });
  const datasetNamed = async (name: string) => {
    const [row] = await testApp.runtime.db
      .select({ id: datasets.id })
      .from(datasets)
      .where(and(eq(datasets.instanceId, instanceId), eq(datasets.name, name)));
    if (!row) throw new Error(`No local dataset ${name}`);
    const detail = await call<DatasetDetail>('datasets.get', { datasetId: row.id });
    return detail.result;
  };
  const saveEdit = (opened: DatasetDetail, changes: Record<string, unknown>) =>
    call<DatasetDetail>('datasets.update', {
      datasetId: opened.id,
      version: opened.version,
      ...formValuesOf(opened),
      ...changes,
    });
  await giveApiKey(owner, catalogue.adminToken);
  return {
    testApp,
    catalogue,
    proxy,
    owner,
    workspaceId,
    instanceId,
    call,
    giveApiKey,
    datasetNamed,
    async edit(name, changes) {
      return expectOk(await saveEdit(await datasetNamed(name), changes));
    },
    saveEdit,
    async create(name, fields = {}) {
      return expectOk(
        await call<DatasetDetail>('datasets.create', {
          instanceId,
          name,
          title: name,
          licenseId: 'cc-by-4.0',
          organization: 'midori-city',
          ...fields,
        }),
      );
    },
    async addResource(dataset, fields) {
      return expectOk(
        await call<DatasetDetail>('resources.create', {
          datasetId: dataset.id,
          version: dataset.version,
          ...fields,
        }),
      );
    },
    async harvest() {
      const asked = await call('instances.harvest', { instanceId });
      if (asked.status !== 200) throw new Error(`Harvest refused: ${JSON.stringify(asked.error)}`);
      const run = await waitForHarvest(testApp, instanceId);
      if (run.status !== 'succeeded') throw new Error(`Harvest failed: ${run.error}`);
    },
    async close() {
      await testApp.close();
      await proxy.close();
      await catalogue.close();
    },
  };
}

/** The form values of a dataset as the Edit page starts from them. */
export function formValuesOf(detail: DatasetDetail) {
  return {
    name: detail.name,
    title: detail.title,
    notes: detail.notes,
    tags: detail.tags,
    licenseId: detail.licenseId ?? '',
    organization: detail.organizationName ?? '',
    url: detail.url ?? '',
    maintainer: detail.maintainer ?? '',
    groups: detail.groups,
    updateFrequency: detail.updateFrequency ?? '',
  };
}
