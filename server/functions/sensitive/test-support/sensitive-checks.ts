import { and, eq, like } from 'drizzle-orm';
import { datasets, instances, resources, sensitiveChecks } from '#server/db/schema/index.js';
import type { TestApp } from '#server/test-support/test-app.js';
import { callFunction } from '#server/test-support/call-function.js';
import type { TestUser } from '#server/test-support/accounts.js';

/** The working copy's resource of a dataset whose URL ends with `file` (e.g. 'shobodan-meibo.csv'). */
export async function findResource(
  testApp: TestApp,
  instanceId: string,
  datasetName: string,
  file: string,
): Promise<typeof resources.$inferSelect> {
  const [row] = await testApp.runtime.db
    .select({ resource: resources })
    .from(resources)
    .innerJoin(datasets, eq(datasets.id, resources.datasetId))
    .where(
      and(
        eq(datasets.instanceId, instanceId),
        eq(datasets.name, datasetName),
        like(resources.url, `%${file}`),
      ),
    );
  if (!row) throw new Error(`No resource ${file} in ${datasetName}`);
  return row.resource;
}

/** The same resource, in an app with one harvested instance (a harvested app, a sync fixture). */
export function resourceOf(
  app: { testApp: TestApp; instanceId: string },
  datasetName: string,
  file: string,
): Promise<typeof resources.$inferSelect> {
  return findResource(app.testApp, app.instanceId, datasetName, file);
}

/** Waits until a check has finished; returns its row. */
export async function waitForCheck(testApp: TestApp, checkId: string, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const [check] = await testApp.runtime.db
      .select()
      .from(sensitiveChecks)
      .where(eq(sensitiveChecks.id, checkId));
    if (check && (check.status === 'succeeded' || check.status === 'failed')) return check;
    if (Date.now() > deadline) throw new Error(`Check ${checkId} did not finish: ${check?.status}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Starts a check through the function, as the Check button does, and waits for it to finish. */
export async function checkResource(testApp: TestApp, user: TestUser, resourceId: string) {
  const started = await callFunction<{ checkId: string }>(
    testApp,
    'resources.checkSensitive',
    { resourceId },
    { cookie: user.cookie },
  );
  if (started.status !== 200) throw new Error(`checkSensitive: ${JSON.stringify(started.error)}`);
  return waitForCheck(testApp, started.result.checkId);
}

/** Waits until a "check all" batch has finished (polling the progress the web polls). */
export async function waitForBatch<T extends { finished: boolean }>(
  poll: () => Promise<T | null>,
  timeoutMs = 60_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const batch = await poll();
    if (batch?.finished) return batch;
    if (Date.now() > deadline) throw new Error(`Batch did not finish: ${JSON.stringify(batch)}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/**
 * A resource of our own at `url` in a workspace `owner` owns: an instance and dataset written as a
 * harvest would write them, without a catalogue to harvest (for files a test serves itself).
 */
export async function buildResourceAt(
  testApp: TestApp,
  owner: TestUser,
  url: string,
  options: { format?: string; name?: string; instanceUrl?: string; datasetTitle?: string } = {},
): Promise<typeof resources.$inferSelect> {
  const workspace = await callFunction<{ id: string }>(
    testApp,
    'workspaces.create',
    { name: 'Files of our own' },
    { cookie: owner.cookie },
  );
  const db = testApp.runtime.db;
  const [instance] = await db
    .insert(instances)
    .values({
      workspaceId: workspace.result.id,
      name: 'Local',
      url: options.instanceUrl ?? 'http://127.0.0.1',
      state: 'ready',
    })
    .returning();
  const [dataset] = await db
    .insert(datasets)
    .values({
      instanceId: instance!.id,
      name: `local-${Date.now()}`,
      title: options.datasetTitle ?? 'Local files',
    })
    .returning();
  const [resource] = await db
    .insert(resources)
    .values({
      datasetId: dataset!.id,
      instanceId: instance!.id,
      name: options.name ?? url.split('/').at(-1) ?? 'file',
      url,
      format: options.format ?? '',
    })
    .returning();
  return resource!;
}
