import { desc, eq } from 'drizzle-orm';
import { harvestRuns } from '../db/schema/index.js';
import type { TestApp } from './test-app.js';
import { callFunction } from './call-function.js';
import type { TestUser } from './accounts.js';

/** Waits until the instance has no harvest queued or running; returns the latest run. */
export async function waitForHarvest(testApp: TestApp, instanceId: string, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const [run] = await testApp.runtime.db
      .select()
      .from(harvestRuns)
      .where(eq(harvestRuns.instanceId, instanceId))
      .orderBy(desc(harvestRuns.queuedAt))
      .limit(1);
    if (run && (run.status === 'succeeded' || run.status === 'failed')) return run;
    if (Date.now() > deadline)
      throw new Error(`Harvest of ${instanceId} did not finish: ${run?.status}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** A workspace owned by `owner`, with one instance of `catalogueUrl`, harvested. */
export async function buildHarvestedInstance(
  testApp: TestApp,
  owner: TestUser,
  catalogueUrl: string,
  options: { organizationIds?: string; workspaceName?: string } = {},
): Promise<{ workspaceId: string; instanceId: string }> {
  const workspace = await callFunction<{ id: string }>(
    testApp,
    'workspaces.create',
    { name: options.workspaceName ?? 'Open data team' },
    { cookie: owner.cookie },
  );
  const instance = await callFunction<{ id: string }>(
    testApp,
    'instances.create',
    {
      workspaceId: workspace.result.id,
      name: 'Sample catalogue',
      url: catalogueUrl,
      limitScope: Boolean(options.organizationIds),
      organizationIds: options.organizationIds ?? '',
    },
    { cookie: owner.cookie },
  );
  if (instance.status !== 200)
    throw new Error(`instances.create: ${JSON.stringify(instance.error)}`);
  const run = await waitForHarvest(testApp, instance.result.id);
  if (run.status !== 'succeeded') throw new Error(`harvest failed: ${run.error}`);
  return { workspaceId: workspace.result.id, instanceId: instance.result.id };
}
