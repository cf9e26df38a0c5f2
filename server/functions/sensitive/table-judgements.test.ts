import { describe, expect, it } from 'vitest';
import type { OutputOf } from '#contract/functions/define.js';
import type { SensitiveCheckLog, sensitiveReport } from '#contract/functions/sensitive.js';
import { callFunction } from '#server/test-support/call-function.js';
import type { ServedFile } from '#server/test-support/file-server.js';
import { useAppWithFiles } from '#server/test-support/use-app-with-files.js';
import { checkServedFile } from './test-support/check-served-file.js';

type Report = OutputOf<typeof sensitiveReport>;

const csv = (lines: string[]): ServedFile => ({ type: 'text/csv', bytes: () => lines.join('\n') });

// Invented tables: none of their values comes from a published file. Three rows each are enough to
// see the judgement and its evidence reach the log and the report; the engine's own tests
// (engines/sensitive) judge the longer tables.
const files: Record<string, ServedFile> = {
  'people.csv': csv([
    'name,age,gender,streetaddress,city,state,county_id,agency,share_white,county_income,urate',
    'Abraham Quill,34,Male,Clearview Ln,Springfield,IL,17167,Springfield Police Department,0.71,51234,0.08',
    'Martha Brennan,51,Female,Oak Hollow Dr,Dayton,OH,39113,Dayton Police Department,0.52,43120,0.09',
    'Daniel Okafor,28,Male,Birchwood Ave,Eugene,OR,41039,Eugene Police Department,0.83,46007,0.07',
  ]),
  'businesses.csv': csv([
    'Business Name,Address,City,Zip,Phone,Fax',
    'SUNRISE MART,118 ORCHARD AVE,GREEN BAY,54301,(920) 555-0143,(920) 555-0144',
    'Riverside Grill & Bar,42 Water St,SAINT LOUIS,63101,(314) 555-0111,(314) 555-0112',
    'QUONSET HARDWARE,9 Mill Rd,SAN ELIZARIO,79849,(915) 555-0170,(915) 555-0171',
  ]),
};

describe("a check answers how it read the table's rows, and why", () => {
  const world = useAppWithFiles(files);

  /** Checks the file through the Check function; answers its log and the resource's report. */
  async function checkFile(file: string) {
    const { resource, check } = await checkServedFile(world, file, 'CSV');
    expect(check.status).toBe('succeeded');
    const log = await callFunction<SensitiveCheckLog>(
      world.testApp,
      'sensitive.log',
      { checkId: check.id },
      { cookie: world.owner.cookie },
    );
    const report = await callFunction<Report>(
      world.testApp,
      'sensitive.report',
      { resourceId: resource.id },
      { cookie: world.owner.cookie },
    );
    expect(log.status).toBe(200);
    expect(report.status).toBe(200);
    expect(report.result.check?.tables).toEqual(log.result.tables);
    return log.result;
  }

  it('a table of people: people, with a name on each row and the age and gender beside it', async () => {
    const log = await checkFile('people.csv');
    expect(log.tables).toHaveLength(1);
    const [table] = log.tables;
    expect(table).toMatchObject({ sheet: null, rows: 'people', kind: 'people' });
    expect(table!.evidence).toContainEqual({
      code: 'personAttributes',
      columns: ['age', 'gender'],
    });
  });

  it('a list of businesses: things, by its business name and city columns', async () => {
    const log = await checkFile('businesses.csv');
    expect(log.tables).toHaveLength(1);
    const [table] = log.tables;
    expect(table).toMatchObject({ sheet: null, rows: 'things', kind: 'other' });
    expect(table!.evidence).toContainEqual({
      code: 'thingHeaders',
      columns: ['Business Name', 'City'],
    });
    expect(table!.evidence.map((item) => item.code)).not.toContain('fullNames');
    expect(log.findingCount).toBe(0);
  });
});
