import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { count, eq } from 'drizzle-orm';
import { zipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OutputOf } from '../../../contract/functions/define.js';
import type { sensitiveReport } from '../../../contract/functions/sensitive.js';
import { sensitiveFindings } from '../../db/schema/index.js';
import { buildUser, type TestUser } from '../../test-support/accounts.js';
import { callFunction } from '../../test-support/call-function.js';
import { startTestApp, type TestApp } from '../../test-support/test-app.js';
import { buildResourceAt, checkResource } from './test-support/sensitive-checks.js';

const emailRows = 10_050;

/** Files a catalogue might hold, served by a real local server. */
const files: Record<string, { type: string; bytes: () => Uint8Array }> = {
  'members.csv': {
    type: 'text/csv',
    bytes: () =>
      new TextEncoder().encode(
        [
          'id,email',
          ...Array.from({ length: emailRows }, (_, i) => `${i + 1},member${i}@example.jp`),
        ].join('\n'),
      ),
  },
  'bomb.xlsx': {
    type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    bytes: () =>
      zipSync(
        {
          'xl/workbook.xml': new Uint8Array(10),
          'xl/worksheets/sheet1.xml': new Uint8Array(12 * 1024 * 1024),
        },
        { level: 9 },
      ),
  },
  'crafted.xlsx': {
    type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    bytes: () =>
      zipSync({
        '[Content_Types].xml': new TextEncoder().encode('<Types/>'),
        'xl/workbook.xml': new TextEncoder().encode('<workbook><sheets><sheet name="a" r:id="x"'),
      }),
  },
  'contacts.csv': {
    type: 'text/csv',
    bytes: () => new TextEncoder().encode('name,email\nJane Doe,jane.doe@example.org\n'),
  },
};

describe('files at the limits: 10,000 results, zip bombs, crafted workbooks', () => {
  let testApp: TestApp;
  let server: Server;
  let base: string;
  let owner: TestUser;

  beforeAll(async () => {
    testApp = await startTestApp();
    owner = await buildUser(testApp);
    server = createServer((request, response) => {
      const file = files[request.url!.slice(1)];
      if (!file) return void response.writeHead(404).end();
      response.writeHead(200, { 'content-type': file.type }).end(file.bytes());
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await testApp?.close();
    await new Promise((resolve) => server?.close(resolve));
  });

  it('shows only the first 10,000 results of a tab, and says how many there are', async () => {
    const resource = await buildResourceAt(testApp, owner, `${base}/members.csv`, {
      format: 'CSV',
    });
    const check = await checkResource(testApp, owner, resource.id);
    expect(check).toMatchObject({
      status: 'succeeded',
      findingCount: emailRows,
      findingsTruncated: true,
    });
    const report = await callFunction<OutputOf<typeof sensitiveReport>>(
      testApp,
      'sensitive.report',
      { resourceId: resource.id },
      { cookie: owner.cookie },
    );
    expect(report.result).toMatchObject({ type: 'EMAIL_ADDRESS', total: emailRows, limit: 10_000 });
    expect(report.result.rows).toHaveLength(10_000);
    expect(report.result.rows.at(-1)!.row).toBe(10_000);
    // What is stored is bounded by what a report can show, not by the file.
    const [stored] = await testApp.runtime.db
      .select({ rows: count() })
      .from(sensitiveFindings)
      .where(eq(sensitiveFindings.checkId, check.id));
    expect(stored!.rows).toBe(10_000);
  });

  it('refuses a zip bomb with a clear message in the log', async () => {
    const resource = await buildResourceAt(testApp, owner, `${base}/bomb.xlsx`, { format: 'XLSX' });
    const check = await checkResource(testApp, owner, resource.id);
    expect(check).toMatchObject({ status: 'failed', errorCode: 'scan.ZIP_BOMB' });
    expect(check.errorMessage).toMatch(/zip bomb/);
  });

  it('fails a crafted workbook cleanly, and the next check still works', async () => {
    const crafted = await buildResourceAt(testApp, owner, `${base}/crafted.xlsx`, {
      format: 'XLSX',
    });
    const failed = await checkResource(testApp, owner, crafted.id);
    expect(failed.status).toBe('failed');
    expect(failed.errorCode).toMatch(/^scan\.(PARSE_FAILED|RESOURCE_LIMIT)$/);
    const contacts = await buildResourceAt(testApp, owner, `${base}/contacts.csv`, {
      format: 'CSV',
    });
    const next = await checkResource(testApp, owner, contacts.id);
    expect(next).toMatchObject({ status: 'succeeded', findingCount: 2 });
  });
});
