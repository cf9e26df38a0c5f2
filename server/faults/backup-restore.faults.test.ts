import { PGlite } from '@electric-sql/pglite';
import { existsSync, mkdtempSync, truncateSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, inject, it } from 'vitest';
import type { DatasetDetail } from '#contract/functions/datasets/index.js';
import { startSampleCatalogue } from '#sample-catalogue/index.js';
import type { DatabaseHandle } from '../db/database.js';
import { openDatabase } from '../db/open-database.js';
import { pgliteFolder } from '../db/backup/pglite-folder.js';
import { restorePglite } from '../db/backup/restore-pglite.js';
import { buildUser } from '../test-support/accounts.js';
import { runBackupScript } from '../test-support/backup-command.js';
import { buildHarvestedInstance } from '../test-support/catalogue.js';
import { callFunction } from '../test-support/call-function.js';
import { formValuesOf } from '../test-support/sync-fixture.js';
import { tableFingerprints, type QueryRows } from '../test-support/table-fingerprints.js';
import {
  adminQuery,
  databaseUrlFor,
  templateDatabaseNameKey,
  templateDumpFile,
} from '../test-support/template-database.js';
import { startTestApp, type TestApp } from '../test-support/test-app.js';
import { datasets } from '../db/schema/index.js';

const adminUrl = process.env.DATABASE_URL;
const workFolder = () => mkdtempSync(path.join(tmpdir(), 'cs-backup-'));

/** A harvest of the sample catalogue and two saved edits, through the real app, on `database`. */
async function fillThroughTheApp(
  database: DatabaseHandle,
  whileRunning?: (testApp: TestApp) => Promise<void>,
) {
  const [testApp, catalogue] = await Promise.all([
    startTestApp({ database }),
    startSampleCatalogue({ datasets: 40 }),
  ]);
  try {
    const owner = await buildUser(testApp);
    const { instanceId } = await buildHarvestedInstance(testApp, owner, catalogue.url);
    const rows = await testApp.runtime.db
      .select({ id: datasets.id })
      .from(datasets)
      .limit(2)
      .orderBy(datasets.name);
    expect(rows.length, instanceId).toBe(2);
    for (const [index, row] of rows.entries()) {
      const call = <T>(name: string, data: unknown) =>
        callFunction<T>(testApp, name, data, { cookie: owner.cookie });
      const detail = (await call<DatasetDetail>('datasets.get', { datasetId: row.id })).result;
      const saved = await call('datasets.update', {
        datasetId: row.id,
        version: detail.version,
        ...formValuesOf(detail),
        title: `${detail.title} — 編集 ${index}`,
        notes: `${detail.notes}\n\nEdited before the backup.`,
      });
      expect(saved.status).toBe(200);
    }
    await whileRunning?.(testApp);
  } finally {
    await testApp.close();
    await catalogue.close();
  }
}

async function pgliteFingerprints(dataDir: string) {
  const pglite = await PGlite.create(pgliteFolder(dataDir));
  try {
    const query: QueryRows = async (text) =>
      (await pglite.query<Record<string, unknown>>(text)).rows;
    return await tableFingerprints(query);
  } finally {
    await pglite.close();
  }
}

async function postgresFingerprints(databaseUrl: string) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return await tableFingerprints(async (text) => (await client.query(text)).rows);
  } finally {
    await client.end();
  }
}

/** The fingerprints hold the app's data, not just empty tables. */
function expectFilled(fingerprints: Record<string, string>) {
  expect(fingerprints['"public"."datasets"']).toMatch(/^[1-9]\d+ rows /);
  expect(fingerprints['"public"."histories"'] ?? '').not.toMatch(/^0 rows/);
  expect(Object.keys(fingerprints).length).toBeGreaterThan(15);
}

describe.skipIf(adminUrl)('backup and restore of the embedded database (PGlite)', () => {
  it('round-trips every table, and refuses while the app runs on DATA_DIR', async () => {
    const source = workFolder();
    await restorePglite(source, templateDumpFile, { force: false });
    const file = path.join(workFolder(), 'steward.backup');

    await fillThroughTheApp(await openDatabase({ dataDir: source }), async () => {
      const refused = await runBackupScript('backup', [file], { DATA_DIR: source });
      expect(refused.code).toBe(1);
      expect(refused.stderr).toMatch(/^DATA_DIR .* is in use by process \d+/);
      expect(refused.stderr).not.toMatch(/\n\s+at /);
      expect(existsSync(file)).toBe(false);
    });

    const backup = await runBackupScript('backup', [file], { DATA_DIR: source });
    expect(backup.stderr).toBe('');
    expect(backup.stdout).toMatch(/^Backed up the embedded database to /);
    const target = path.join(workFolder(), 'restored');
    const restore = await runBackupScript('restore', [file], { DATA_DIR: target });
    expect(restore.stderr).toBe('');
    process.stdout.write(
      `PGlite round trip: backup ${backup.milliseconds} ms, restore ${restore.milliseconds} ms, ` +
        `${(statSync(file).size / 1024 / 1024).toFixed(1)} MB\n`,
    );

    const again = await runBackupScript('restore', [file], { DATA_DIR: target });
    expect(again.code).toBe(1);
    expect(again.stderr).toMatch(/already holds a database\. Add --force/);

    const before = await pgliteFingerprints(source);
    expectFilled(before);
    expect(await pgliteFingerprints(target)).toEqual(before);
  }, 240_000);

  it('says clearly what is wrong with a missing file or a file of the wrong kind', async () => {
    const dataDir = workFolder();
    const missing = await runBackupScript('restore', ['/no/such/file'], { DATA_DIR: dataDir });
    expect(missing.stderr.trim()).toBe('/no/such/file does not exist.');
    const wrong = await runBackupScript('restore', ['package.json'], { DATA_DIR: dataDir });
    expect(wrong.stderr).toMatch(/^package\.json is not a Catalogue Steward backup/);
    const usage = await runBackupScript('backup', [], { DATA_DIR: dataDir });
    expect(usage.stderr).toMatch(/^Usage: npm run backup -- <file> \[--force\]/);
    const empty = await runBackupScript('backup', [path.join(dataDir, 'x')], { DATA_DIR: dataDir });
    expect(empty.stderr).toMatch(/holds no embedded database/);
  }, 120_000);
});

describe.skipIf(!adminUrl)('backup and restore of a PostgreSQL database (pg_dump)', () => {
  const created: string[] = [];
  const admin = async (text: string) => void (await adminQuery(adminUrl!, text));
  const newDatabase = async (template?: string) => {
    const name = `cs_backup_${process.pid}_${created.length}_${Date.now()}`;
    await admin(`create database ${name}${template ? ` template ${template}` : ''}`);
    created.push(name);
    return databaseUrlFor(adminUrl!, name);
  };
  afterAll(async () => {
    for (const name of created) await admin(`drop database if exists ${name} with (force)`);
  });

  it('round-trips every table into an empty database, and replaces a full one only with --force, atomically', async () => {
    const template = process.env[templateDatabaseNameKey] ?? inject('templateDatabase');
    const sourceUrl = await newDatabase(template);
    await fillThroughTheApp(await openDatabase({ databaseUrl: sourceUrl, dataDir: '' }));
    const file = path.join(workFolder(), 'steward.dump');

    const backup = await runBackupScript('backup', [file], { DATABASE_URL: sourceUrl });
    expect(backup.stderr).toBe('');
    const targetUrl = await newDatabase();
    const restore = await runBackupScript('restore', [file], { DATABASE_URL: targetUrl });
    expect(restore.stderr).toBe('');
    process.stdout.write(
      `PostgreSQL round trip: backup ${backup.milliseconds} ms, restore ${restore.milliseconds} ms, ` +
        `${(statSync(file).size / 1024 / 1024).toFixed(1)} MB\n`,
    );
    const before = await postgresFingerprints(sourceUrl);
    expectFilled(before);
    expect(await postgresFingerprints(targetUrl)).toEqual(before);

    const refused = await runBackupScript('restore', [file], { DATABASE_URL: targetUrl });
    expect(refused.code).toBe(1);
    expect(refused.stderr).toMatch(/is not empty\. Add --force/);

    // A dump cut short fails mid-restore: the old data stays, whole.
    const broken = path.join(workFolder(), 'broken.dump');
    await runBackupScript('backup', [broken], { DATABASE_URL: sourceUrl });
    truncateSync(broken, Math.floor(statSync(broken).size * 0.6));
    const failed = await runBackupScript('restore', [broken, '--force'], {
      DATABASE_URL: targetUrl,
    });
    expect(failed.code).toBe(1);
    expect(failed.stderr).toMatch(/^pg_restore failed/);
    expect(await postgresFingerprints(targetUrl)).toEqual(before);

    const forced = await runBackupScript('restore', [file, '--force'], {
      DATABASE_URL: targetUrl,
    });
    expect(forced.stderr).toBe('');
    expect(await postgresFingerprints(targetUrl)).toEqual(before);

    const wrongKind = await runBackupScript('restore', [file], { DATA_DIR: workFolder() });
    expect(wrongKind.stderr).toMatch(
      /is a PostgreSQL backup \(pg_dump\), but DATABASE_URL is not set/,
    );
  }, 240_000);
});
