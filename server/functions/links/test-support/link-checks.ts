import { and, eq, sql } from 'drizzle-orm';
import type { LinkCheck } from '#contract/functions/links.js';
import { datasets, linkChecks, linkStates, resources } from '#server/db/schema/index.js';
import { presentLinkCheck } from '#server/services/links/present-link.js';
import type { TestUser } from '#server/test-support/accounts.js';
import { callFunction } from '#server/test-support/call-function.js';
import type { TestApp } from '#server/test-support/test-app.js';

/** Starts a link check through the function, as the web does, and waits for it to end. */
export async function runCheck(
  testApp: TestApp,
  user: TestUser,
  target:
    | { scope: 'instance'; instanceId: string }
    | { scope: 'dataset'; datasetId: string }
    | { scope: 'resource'; resourceId: string },
): Promise<LinkCheck> {
  const started = await callFunction<LinkCheck>(testApp, 'links.check', target, {
    cookie: user.cookie,
  });
  if (started.status !== 200) throw new Error(`links.check: ${JSON.stringify(started.error)}`);
  return waitForCheck(testApp, started.result.id);
}

/** Waits until the check has succeeded or failed; returns it as links.progress shows it. */
export async function waitForCheck(
  testApp: TestApp,
  checkId: string,
  timeoutMs = 30_000,
): Promise<LinkCheck> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const [check] = await testApp.runtime.db
      .select({ status: linkChecks.status })
      .from(linkChecks)
      .where(eq(linkChecks.id, checkId));
    if (check?.status === 'succeeded' || check?.status === 'failed') break;
    if (Date.now() > deadline)
      throw new Error(`Link check ${checkId} did not end: ${check?.status}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  const [row] = await testApp.runtime.db
    .select()
    .from(linkChecks)
    .where(eq(linkChecks.id, checkId));
  return presentLinkCheck(row!);
}

/** As if the instance's failures had started `hours` earlier (the clock cannot be moved). */
export async function ageFailures(testApp: TestApp, instanceId: string, hours: number) {
  await testApp.runtime.db
    .update(linkStates)
    .set({ failingSince: sql`${linkStates.failingSince} - make_interval(hours => ${hours})` })
    .where(eq(linkStates.instanceId, instanceId));
}

/** The working copy's resource of the instance with this name. */
export async function resourceNamed(testApp: TestApp, instanceId: string, name: string) {
  const [row] = await testApp.runtime.db
    .select()
    .from(resources)
    .where(and(eq(resources.instanceId, instanceId), eq(resources.name, name)));
  if (!row) throw new Error(`No resource named ${name}`);
  return row;
}

export async function datasetNamed(testApp: TestApp, instanceId: string, name: string) {
  const [row] = await testApp.runtime.db
    .select()
    .from(datasets)
    .where(and(eq(datasets.instanceId, instanceId), eq(datasets.name, name)));
  if (!row) throw new Error(`No dataset ${name}`);
  return row;
}
