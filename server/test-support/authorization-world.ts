import { randomUUID } from 'node:crypto';
import { and, asc, eq, ne } from 'drizzle-orm';
import type { WorkspaceRole } from '#contract/enums.js';
import type { DatasetDetail } from '#contract/functions/datasets/index.js';
import type { SampleCatalogue } from '#sample-catalogue/index.js';
import {
  datasets,
  histories,
  imports,
  syncRuns,
  sessions,
  instances,
  invitations,
  resources,
  sensitiveChecks,
  users,
  workspaceMembers,
  workspaces,
} from '../db/schema/index.js';
import { randomToken, tokenHash } from '../lib/random-token.js';
import { saveCatalogueApiKey } from '../services/api-keys/catalogue-api-keys.js';
import { createPersonalKey } from '../services/api-keys/personal-api-keys.js';
import { buildUser, type TestUser } from './accounts.js';
import { buildHarvestedInstance, waitForHarvest } from './catalogue.js';
import { callFunction } from './call-function.js';
import { addMember } from './members.js';
import { formValuesOf } from './sync-fixture.js';
import type { TestApp } from './test-app.js';
import {
  callers,
  type AuthorizationWorld,
  type Caller,
} from '../policies/authorization-matrix.table.js';

const roleOf: Partial<Record<Caller, WorkspaceRole>> = {
  owner: 'owner',
  admin: 'admin',
  editorIn: 'editor',
  editorOut: 'editor',
  viewer: 'viewer',
};

/** The matrix's world, with the real app and sample catalogue behind it. */
export interface TestAuthorizationWorld extends AuthorizationWorld {
  testApp: TestApp;
  catalogue: SampleCatalogue;
  users: Partial<Record<Caller, TestUser>>;
}

let sequence = 0;
const unique = (stem: string) => `${stem}-${Date.now()}-${(sequence += 1)}`;

export async function buildAuthorizationWorld(
  testApp: TestApp,
  catalogue: SampleCatalogue,
): Promise<TestAuthorizationWorld> {
  const people: Partial<Record<Caller, TestUser>> = {};
  // Said outright: otherwise the first account made would be the system administrator.
  for (const caller of callers) {
    if (caller === 'signedOut') continue;
    people[caller] = await buildUser(testApp, {
      name: `Matrix ${caller}`,
      systemAdmin: caller === 'systemAdmin',
    });
  }
  const db = testApp.runtime.db;
  const owner = people.owner!;
  const { workspaceId, instanceId: instanceA } = await buildHarvestedInstance(
    testApp,
    owner,
    catalogue.url,
    { organizationIds: 'midori-city', workspaceName: 'Matrix' },
  );
  const createdB = await callFunction<{ id: string }>(
    testApp,
    'instances.create',
    {
      workspaceId,
      name: 'B',
      url: catalogue.url,
      limitScope: true,
      organizationIds: 'riverside-council',
    },
    { cookie: owner.cookie },
  );
  const instanceB = createdB.result.id;
  await waitForHarvest(testApp, instanceB);
  const [resourceA] = await db.select().from(resources).where(eq(resources.instanceId, instanceA));
  const datasetA = { id: resourceA!.datasetId };
  const [unchanged] = await db
    .select({ datasetId: resources.datasetId })
    .from(resources)
    .where(and(eq(resources.instanceId, instanceA), ne(resources.datasetId, datasetA.id)));
  const [historyA] = await db.select().from(histories).where(eq(histories.instanceId, instanceA));
  const asOwner = <T>(name: string, data: unknown) =>
    callFunction<T>(testApp, name, data, { cookie: owner.cookie }).then(
      (response) => response.result,
    );
  // The matrix judges who may start work, not the work: queued jobs wait from here on.
  await testApp.runtime.jobs.pauseWork();
  const check = await callFunction<{ checkId: string }>(
    testApp,
    'resources.checkSensitive',
    { resourceId: resourceA!.id },
    { cookie: owner.cookie },
  );
  const linkCheck = await callFunction<{ id: string }>(
    testApp,
    'links.check',
    { scope: 'resource', resourceId: resourceA!.id },
    { cookie: owner.cookie },
  );

  for (const caller of ['admin', 'editorIn', 'editorOut', 'viewer'] as const) {
    await addMember(testApp, {
      workspaceId,
      userId: people[caller]!.id,
      role: roleOf[caller]!,
      ...(caller === 'editorIn' ? { editDestinations: { [instanceA]: [] } } : {}),
      ...(caller === 'editorOut' ? { editDestinations: { [instanceB]: [] } } : {}),
    });
  }

  let currentCheckMade = false;
  const bareAccount = async (): Promise<string> => {
    const id = randomUUID();
    await db
      .insert(users)
      .values({ id, name: 'Bare account', email: `${unique('bare')}@example.org` });
    return id;
  };

  return {
    testApp,
    catalogue,
    users: people,
    workspaceId,
    instanceA,
    instanceB,
    datasetA: datasetA.id,
    resourceA: resourceA!.id,
    checkA: check.result.checkId,
    linkCheckA: linkCheck.result.id,
    historyA: historyA!.id,
    datasetUnchanged: unchanged!.datasetId,
    async datasetEdit() {
      const dataset = await asOwner<DatasetDetail>('datasets.get', { datasetId: datasetA.id });
      return {
        datasetId: datasetA.id,
        version: dataset.version,
        ...formValuesOf(dataset),
        title: `${dataset.title} (edited)`,
      };
    },
    async datasetVersion() {
      const [row] = await db
        .select({ version: datasets.version })
        .from(datasets)
        .where(eq(datasets.id, datasetA.id));
      return row!.version;
    },
    async freshResource() {
      const [row] = await db
        .insert(resources)
        .values({
          datasetId: datasetA.id,
          instanceId: instanceA,
          name: unique('fresh'),
          position: 1000 + sequence,
          syncStatus: 'local_only',
        })
        .returning();
      return row!.id;
    },
    async reversedResources() {
      const rows = await db
        .select({ id: resources.id })
        .from(resources)
        .where(eq(resources.datasetId, datasetA.id))
        .orderBy(asc(resources.position), asc(resources.createdAt));
      return rows.map((row) => row.id).reverse();
    },
    async freshDataset() {
      const created = await asOwner<{ id: string; version: number }>('datasets.create', {
        instanceId: instanceA,
        name: unique('fresh-dataset'),
        title: 'Matrix dataset to delete',
        licenseId: 'cc-by-4.0',
        organization: 'midori-city',
      });
      return { datasetId: created.id, version: created.version };
    },
    async freshSyncRun() {
      const [row] = await db
        .insert(syncRuns)
        .values({ workspaceId, instanceId: instanceA, startedBy: owner.id, status: 'finished' })
        .returning();
      return row!.id;
    },
    async freshImport() {
      const [row] = await db
        .insert(imports)
        .values({
          workspaceId,
          instanceId: instanceA,
          fileName: unique('import.csv'),
          kind: 'datasets',
          plan: {},
        })
        .returning();
      return row!.id;
    },
    async appliedBatch() {
      const [row] = await db
        .insert(imports)
        .values({
          workspaceId,
          instanceId: instanceA,
          fileName: unique('batch'),
          kind: 'change',
          status: 'applied',
          appliedAt: new Date(),
          plan: {},
        })
        .returning();
      return row!.id;
    },
    async olderCheckLog() {
      // A finished check of resourceA and, the first time, a newer one that is its current result.
      const finished = (at: Date) => ({
        resourceId: resourceA!.id,
        datasetId: datasetA.id,
        instanceId: instanceA,
        status: 'succeeded' as const,
        url: 'https://example.org/members.csv',
        queuedAt: at,
        startedAt: at,
        finishedAt: at,
      });
      if (!currentCheckMade) {
        await db.insert(sensitiveChecks).values(finished(new Date()));
        currentCheckMade = true;
      }
      const [row] = await db
        .insert(sensitiveChecks)
        .values(finished(new Date('2024-01-01T00:00:00Z')))
        .returning({ id: sensitiveChecks.id });
      return row!.id;
    },
    async freshInstance() {
      const [row] = await db
        .insert(instances)
        .values({ workspaceId, name: unique('to-remove'), url: catalogue.url })
        .returning();
      return row!.id;
    },
    async conflictResolution() {
      const comparison = await asOwner<{ version: number; catalogueModified: string }>(
        'datasets.conflict',
        { datasetId: datasetA.id },
      );
      return {
        datasetId: datasetA.id,
        version: comparison.version,
        catalogueModified: comparison.catalogueModified,
        take: 'local',
      };
    },
    async freshMember(role = 'viewer') {
      const userId = await bareAccount();
      await addMember(testApp, { workspaceId, userId, role });
      return userId;
    },
    async freshInvitation(options = {}) {
      const token = randomToken();
      const [row] = await db
        .insert(invitations)
        .values({
          workspaceId: options.workspaceId ?? workspaceId,
          email: options.email ?? `${unique('invited')}@example.org`,
          role: 'viewer',
          editDestinations: [],
          tokenHash: tokenHash(token),
          invitedBy: owner.id,
          expiresAt: new Date(Date.now() + 24 * 60 * 60 * 1000),
        })
        .returning();
      return { id: row!.id, token };
    },
    async workspaceToLeave(caller) {
      const [workspace] = await db
        .insert(workspaces)
        .values({ name: unique('to-leave') })
        .returning();
      await addMember(testApp, {
        workspaceId: workspace!.id,
        userId: await bareAccount(),
        role: 'owner',
      });
      const role = roleOf[caller];
      if (role)
        await addMember(testApp, { workspaceId: workspace!.id, userId: people[caller]!.id, role });
      return workspace!.id;
    },
    async workspaceName(id) {
      const [row] = await db
        .select({ name: workspaces.name })
        .from(workspaces)
        .where(eq(workspaces.id, id));
      return row?.name ?? '';
    },
    async giveCatalogueKey(caller) {
      const person = people[caller];
      if (!person) return;
      await saveCatalogueApiKey(db, testApp.config, {
        userId: person.id,
        instanceId: instanceA,
        apiKey: catalogue.readonlyToken,
        canWrite: false,
      });
    },
    async sessionOf(caller) {
      // A second browser of the caller's: the one the matrix calls with must stay signed in.
      const person = people[caller] ?? owner;
      const id = randomUUID();
      await db.insert(sessions).values({
        id,
        token: randomUUID(),
        userId: person.id,
        expiresAt: new Date(Date.now() + 60 * 60 * 1000),
        ipAddress: '192.0.2.10',
      });
      return id;
    },
    async personalKeyOf(caller) {
      const person = people[caller] ?? owner;
      return (await createPersonalKey(db, person.id, { name: 'matrix', expiresInDays: 7 })).key.id;
    },
  };
}

/** Whether `userId` is still a member of the matrix workspace (a sanity check after leaving). */
export async function isMember(testApp: TestApp, workspaceId: string, userId: string) {
  const rows = await testApp.runtime.db
    .select()
    .from(workspaceMembers)
    .where(and(eq(workspaceMembers.workspaceId, workspaceId), eq(workspaceMembers.userId, userId)));
  return rows.length > 0;
}
