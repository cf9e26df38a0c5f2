import { count, eq } from 'drizzle-orm';
import { zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import type { OutputOf } from '#contract/functions/define.js';
import type { sensitiveReport } from '#contract/functions/sensitive.js';
import { sensitiveFindings } from '#server/db/schema/index.js';
import { callFunction } from '#server/test-support/call-function.js';
import type { ServedFile } from '#server/test-support/file-server.js';
import { useAppWithFiles } from '#server/test-support/use-app-with-files.js';
import { checkServedFile } from './test-support/check-served-file.js';

const emailRows = 10_050;

/** Files a catalogue might hold, served by a real local server. */
const files: Record<string, ServedFile> = {
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
  const world = useAppWithFiles(files);

  it('shows only the first 10,000 results of a tab, and says how many there are', async () => {
    const { resource, check } = await checkServedFile(world, 'members.csv', 'CSV');
    expect(check).toMatchObject({
      status: 'succeeded',
      findingCount: emailRows,
      findingsTruncated: true,
    });
    const report = await callFunction<OutputOf<typeof sensitiveReport>>(
      world.testApp,
      'sensitive.report',
      { resourceId: resource.id },
      { cookie: world.owner.cookie },
    );
    expect(report.result).toMatchObject({ type: 'EMAIL_ADDRESS', total: emailRows, limit: 10_000 });
    expect(report.result.rows).toHaveLength(10_000);
    expect(report.result.rows.at(-1)!.row).toBe(10_000);
    // What is stored is bounded by what a report can show, not by the file.
    const [stored] = await world.testApp.runtime.db
      .select({ rows: count() })
      .from(sensitiveFindings)
      .where(eq(sensitiveFindings.checkId, check.id));
    expect(stored!.rows).toBe(10_000);
  });

  it('refuses a zip bomb with a clear message in the log', async () => {
    const { check } = await checkServedFile(world, 'bomb.xlsx', 'XLSX');
    expect(check).toMatchObject({ status: 'failed', errorCode: 'scan.ZIP_BOMB' });
    expect(check.errorMessage).toMatch(/zip bomb/);
  });

  it('fails a crafted workbook cleanly, and the next check still works', async () => {
    const { check: failed } = await checkServedFile(world, 'crafted.xlsx', 'XLSX');
    expect(failed.status).toBe('failed');
    expect(failed.errorCode).toMatch(/^scan\.(PARSE_FAILED|RESOURCE_LIMIT)$/);
    const { check: next } = await checkServedFile(world, 'contacts.csv', 'CSV');
    expect(next).toMatchObject({ status: 'succeeded', findingCount: 2 });
  });
});
