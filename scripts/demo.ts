/**
 * npm run demo — the app with the sample catalogue (a CKAN stand-in with invented data), a demo
 * account, a workspace and an instance ready to browse. Data lives in ./data/demo, apart from the
 * app's own ./data; run it again to continue where you left off.
 */
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { startSampleCatalogue } from '../sample-catalogue/index.js';
import { loadConfig } from '../server/config/config.js';
import { instances, users, workspaceMembers, workspaces } from '../server/db/schema/index.js';
import { buildApp } from '../server/http/build-app.js';
import { projectRoot } from '../server/lib/project-root.js';
import { jobRegistry } from '../server/jobs/registry.js';
import { createRuntime, type Runtime } from '../server/runtime.js';
import { saveCatalogueApiKey } from '../server/services/api-keys/catalogue-api-keys.js';
import { createInstance } from '../server/services/instances/create-instance.js';
import { createWorkspace } from '../server/services/workspaces/create-workspace.js';

const port = Number(process.env.PORT ?? 3000);
const cataloguePort = Number(process.env.CATALOGUE_PORT ?? 5050);
const dataDir = path.join(projectRoot, 'data/demo');
const email = 'demo@example.org';

async function main(): Promise<void> {
  const catalogue = await startSampleCatalogue({
    port: cataloguePort,
    datasets: Number(process.env.DEMO_DATASETS ?? 200),
  });
  mkdirSync(dataDir, { recursive: true });
  const config = loadConfig(
    {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: String(port),
      ALLOW_PRIVATE_URLS: 'true',
      DATABASE_URL: '',
    },
    [],
  );
  const runtime = await createRuntime(config, jobRegistry);
  await runtime.jobs.work({ runtime });
  const app = await buildApp(runtime);
  await app.listen({ port, host: config.host });

  const password = await ensureDemoAccount(runtime);
  const where = await ensureWorkspace(runtime, catalogue.url);
  // The demo user syncs with the sample catalogue's sysadmin token (saved like any user's key).
  const [demoUser] = await runtime.db.select().from(users).where(eq(users.email, email));
  await saveCatalogueApiKey(runtime.db, runtime.config, {
    userId: demoUser!.id,
    instanceId: where.instanceId,
    apiKey: catalogue.adminToken,
    canWrite: true,
    writableOrganizations: catalogue.store.organizations().map((organization) => organization.name),
  });
  console.log(`
Catalogue Steward demo
  Open        ${config.baseUrl}/login
  Email       ${email}
  Password    ${password}
  Workspace   ${config.baseUrl}/workspaces/${where.workspaceId}
  Instance    ${config.baseUrl}/workspaces/${where.workspaceId}/${where.instanceId}
  Catalogue   ${catalogue.url} (a CKAN stand-in: every dataset and file there is invented)
  The demo account's catalogue API key is the sample catalogue's sysadmin token (${catalogue.adminToken}).
Stop with Ctrl+C.`);

  const stop = async () => {
    await app.close();
    await runtime.close();
    await catalogue.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop());
  process.on('SIGTERM', () => void stop());
}

/** The demo account signs up like anyone (its mail is marked verified); its password is kept in the data folder. */
async function ensureDemoAccount(runtime: Runtime): Promise<string> {
  const passwordFile = path.join(dataDir, 'demo-password');
  if (existsSync(passwordFile)) return readFileSync(passwordFile, 'utf8').trim();
  const password = randomBytes(9).toString('base64url');
  await runtime.auth.api.signUpEmail({ body: { email, password, name: 'Demo User' } });
  await runtime.db.update(users).set({ emailVerified: true }).where(eq(users.email, email));
  writeFileSync(passwordFile, `${password}\n`, { mode: 0o600 });
  return password;
}

async function ensureWorkspace(
  runtime: Runtime,
  catalogueUrl: string,
): Promise<{ workspaceId: string; instanceId: string }> {
  const [user] = await runtime.db.select().from(users).where(eq(users.email, email));
  const [existing] = await runtime.db
    .select({ workspaceId: workspaces.id })
    .from(workspaces)
    .innerJoin(
      workspaceMembers,
      and(eq(workspaceMembers.workspaceId, workspaces.id), eq(workspaceMembers.userId, user!.id)),
    )
    .where(eq(workspaces.name, 'Demo workspace'));
  const workspaceId =
    existing?.workspaceId ??
    (await createWorkspace(runtime.db, { name: 'Demo workspace', actorId: user!.id })).id;
  const [instance] = await runtime.db
    .select()
    .from(instances)
    .where(eq(instances.workspaceId, workspaceId));
  if (instance) {
    // The sample catalogue listens where it is told this time; keep the instance pointing at it.
    await runtime.db
      .update(instances)
      .set({ url: catalogueUrl })
      .where(eq(instances.id, instance.id));
    return { workspaceId, instanceId: instance.id };
  }
  const created = await createInstance(runtime, {
    workspaceId,
    name: 'Sample catalogue',
    url: catalogueUrl,
    limitScope: false,
    organizationIds: '',
    actorId: user!.id,
  });
  return { workspaceId, instanceId: created.id };
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
