import { PGlite } from '@electric-sql/pglite';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { PgBoss, fromPglite, type ConstructorOptions } from 'pg-boss';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { openDatabase } from '../db/open-database.js';
import { migrateDatabase, migrationsFolder } from '../db/migrate.js';
import type { DatabaseHandle } from '../db/database.js';
import { projectRoot } from '../lib/project-root.js';
import { inject } from 'vitest';

/**
 * Test databases start from one migrated template (pg-boss's schema included) instead of
 * migrating anew: PGlite from a dump (~1 s), PostgreSQL with CREATE DATABASE … TEMPLATE.
 */
export const templateDumpFile = path.join(projectRoot, '.tmp/test-template/pglite.tar.gz');

export const templateDatabaseNameKey = 'CS_TEST_TEMPLATE_DATABASE';

export async function buildTemplate(): Promise<() => Promise<void>> {
  const adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) {
    const pglite = await PGlite.create();
    await migrate(drizzle(pglite), { migrationsFolder });
    const boss = new PgBoss({
      db: fromPglite(pglite),
      backend: 'pglite',
      schema: 'pgboss',
      supervise: false,
      schedule: false,
    } as ConstructorOptions);
    await boss.start();
    await boss.stop({ graceful: false });
    const dump = await pglite.dumpDataDir('gzip');
    mkdirSync(path.dirname(templateDumpFile), { recursive: true });
    writeFileSync(templateDumpFile, Buffer.from(await dump.arrayBuffer()));
    await pglite.close();
    return async () => {};
  }
  const name = `cs_template_${process.pid}_${Date.now()}`;
  await adminQuery(adminUrl, `create database ${name}`);
  const url = databaseUrlFor(adminUrl, name);
  const handle = await openDatabase({ databaseUrl: url, dataDir: '' });
  await migrateDatabase(handle);
  const boss = new PgBoss({
    connectionString: url,
    schema: 'pgboss',
    supervise: false,
    schedule: false,
  });
  await boss.start();
  await boss.stop({ graceful: false });
  await handle.close();
  process.env[templateDatabaseNameKey] = name;
  return async () => {
    await adminQuery(adminUrl, `drop database if exists ${name} with (force)`);
  };
}

/** A fresh, migrated database of its own for one test file or app. */
export async function openTestDatabase(): Promise<DatabaseHandle> {
  const adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) {
    const dump = readFileSync(templateDumpFile);
    return openDatabase({ dataDir: '', pgliteLoadDataDir: new Blob([dump]) });
  }
  const template = process.env[templateDatabaseNameKey] ?? inject('templateDatabase');
  if (!template) throw new Error('The test template database was not built (vitest globalSetup)');
  const name = `cs_test_${process.pid}_${Date.now()}_${Math.floor(Math.random() * 1e6)}`;
  await adminQuery(adminUrl, `create database ${name} template ${template}`);
  const handle = await openDatabase({
    databaseUrl: databaseUrlFor(adminUrl, name),
    dataDir: '',
    poolSize: 5,
  });
  return {
    ...handle,
    async close() {
      await handle.close();
      await adminQuery(adminUrl, `drop database if exists ${name} with (force)`);
    },
  };
}

export function databaseUrlFor(adminUrl: string, database: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

/** One statement on its own connection to the server (databases are created and dropped so). */
export async function adminQuery(
  adminUrl: string,
  text: string,
  values: unknown[] = [],
): Promise<pg.QueryResult> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await client.query(text, values);
  } finally {
    await client.end();
  }
}
