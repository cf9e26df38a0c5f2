import { describe, expect, it } from 'vitest';
import { findingsOfLines, scanLines, summarize } from './test-support/fixtures.js';

// Invented tables: none of their values comes from a published file.
describe('a list of businesses in English', () => {
  it('is a table of things: no names, addresses or fax numbers are personal', async () => {
    const result = await scanLines([
      'Business Name,Address,City,Zip,Phone,Fax',
      'SUNRISE MART,118 ORCHARD AVE,GREEN BAY,54301,(920) 555-0143,(920) 555-0144',
      'Riverside Grill & Bar,42 Water St,SAINT LOUIS,63101,(314) 555-0111,(314) 555-0112',
      'QUONSET HARDWARE,9 Mill Rd,SAN ELIZARIO,79849,(915) 555-0170,(915) 555-0171',
      'Tarvel Dry Cleaning,77 Elm Ave,GREEN BAY,54302,(920) 555-0188,(920) 555-0189',
      'PELLOW BAKERY,301 Main St,SAINT LOUIS,63102,(314) 555-0123,(314) 555-0124',
    ]);
    expect(summarize(result.findings)).toEqual([]);
    expect(result.tables[0]?.rows).toBe('things');
  });
});

describe('the table kind, one explicit step with its evidence', () => {
  it('says which columns made a roster a table of people', async () => {
    const result = await scanLines([
      'Name,Date of Birth,Mobile',
      'Maribel Thornquist,1961-04-02,090-1234-5678',
      'Ezra Pellow,1974-11-23,080-2345-6789',
      'Joy Varnham,1988-07-15,070-3456-7890',
      'Margaret Quill,1953-01-30,090-4567-8901',
      'Oliver Tarvel,1999-09-09,080-5678-9012',
    ]);
    const judgement = result.tables[0]!;
    expect(judgement.rows).toBe('people');
    expect(judgement.evidence.map((item) => item.code)).toEqual(
      expect.arrayContaining(['fullNames', 'birthDates', 'mobilePhones']),
    );
    expect(judgement.evidence.find((item) => item.code === 'fullNames')?.columns).toEqual(['Name']);
  });

  it('reads a register of animals as things: a species column outweighs names, sexes and births', async () => {
    const result = await scanLines([
      'name,species,sex,birthDate,facility',
      'Sandy,Bottlenose,F,1979-02-03,Harbor Aquarium',
      'Quonset,Bottlenose,M,1985-06-11,Harbor Aquarium',
      'Margaret,Orca,F,1990-08-21,Bay Marine Park',
      'Tarvel,Orca,M,1968-03-14,Bay Marine Park',
      'Ode,Beluga,F,2001-12-01,Harbor Aquarium',
    ]);
    expect(summarize(result.findings)).toEqual([]);
    expect(result.tables[0]?.evidence.map((item) => item.code)).toContain('animalsOrPlants');
  });

  it('reads a hospital list with its directors as mixed: the directors are still found', async () => {
    const result = await scanLines([
      '施設名,所在地,電話番号,管理者',
      'さくら記念病院,東京都千代田区丸の内1-1-1,03-3581-1111,山田 太郎',
      'みどり医療センター,東京都千代田区丸の内2-2-2,03-3581-2222,佐藤 花子',
      'ひかり診療所,東京都千代田区丸の内3-3-3,03-3581-3333,鈴木 一郎',
      'あおば総合病院,東京都千代田区丸の内4-4-4,03-3581-4444,高橋 美咲',
    ]);
    expect(result.tables[0]?.rows).toBe('mixed');
    expect(summarize(result.findings)).toEqual([
      '1:管理者:PERSON_NAME',
      '2:管理者:PERSON_NAME',
      '3:管理者:PERSON_NAME',
      '4:管理者:PERSON_NAME',
    ]);
  });
});

describe('aggregates and codes are not people', () => {
  it('reads a country column as places and a colour column as colours', async () => {
    const findings = await findingsOfLines([
      'Name,Country,Hair color',
      'Maribel Thornquist,United States,black',
      'Ezra Pellow,United States,white',
      'Joy Varnham,United States,brown',
      'Margaret Quill,United States,black',
    ]);
    expect(findings.filter((finding) => finding.endsWith('ETHNIC_GROUP'))).toEqual([]);
    expect(findings).toContain('1:Name:PERSON_NAME');
  });

  it('still reads nationalities under a nationality header', async () => {
    const findings = await findingsOfLines([
      'Name,Nationality',
      'Maribel Thornquist,Vietnamese',
      'Ezra Pellow,Filipino',
      'Joy Varnham,Brazilian',
    ]);
    expect(findings).toContain('1:Nationality:ETHNIC_GROUP');
  });

  it('reads electoral districts beside candidates as no one’s place', async () => {
    const findings = await findingsOfLines([
      '氏名,選挙区,党派',
      '山田 太郎,東京都3区,無所属',
      '佐藤 花子,大阪府 5区,無所属',
      '鈴木 一郎,北海道第4区,無所属',
    ]);
    expect(findings.filter((finding) => finding.endsWith('LOCATION'))).toEqual([]);
    expect(findings).toContain('1:氏名:PERSON_NAME');
  });
});

describe('a person’s details on a list of payments', () => {
  it('finds donors’ ZIP codes and the days they gave, however close together', async () => {
    const findings = await findingsOfLines([
      'Contributor,Address,Zip,Date,Amount',
      'Maribel Thornquist,118 Orchard Ave,54301,03/02/2024,$250.00',
      'Ezra Pellow,42 Water St,63101,03/05/2024,$100.00',
      'Joy Varnham,9 Birch Ln,79849,03/09/2024,$500.00',
      'Margaret Quill,77 Elm Ave,54302,03/12/2024,$50.00',
      'Oliver Tarvel,301 Main St,63102,03/15/2024,$75.00',
    ]);
    expect(findings).toEqual(expect.arrayContaining(['1:Zip:LOCATION', '1:Date:DATE']));
  });
});

describe('separators other than commas', () => {
  it('reads a pipe-separated register on its pipes, not on the commas in its addresses', async () => {
    const result = await scanLines([
      'Licence|Premises address|Postcode',
      'L-001|2f1, 14 Quill Street, Edinburgh|EH1 1AA',
      'L-002|3f2, 8 Pellow Road, Edinburgh|EH2 2BB',
      'L-003|1f1, 22 Varnham Lane, Edinburgh|EH3 3CC',
    ]);
    // Three columns, whatever the header is taken for: split on its commas, an address makes five.
    const columns = new Set(result.findings?.map((finding) => finding.column));
    expect(columns.size).toBeGreaterThan(0);
    for (const column of columns) expect(column).not.toMatch(/^column [4-9]$/);
    expect(result.findings?.some((finding) => finding.quote.includes('Quill Street'))).toBe(true);
  });
});
