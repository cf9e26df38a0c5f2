import { describe, expect, it } from 'vitest';
import { findingsOfLines } from './test-support/fixtures.js';

// Invented businesses and people; the same details in each, whose they are depends on the rows.
const businesses = [
  'business_name,owner,address,zip,phone,fax',
  'Sunrise Bakery,Maria Gonzalez,123 Main St,62704,217-555-0101,217-555-0102',
  'Blue Door Cafe,John Smith,45 Oak Ave,62701,217-555-0111,217-555-0112',
  'Lucky Noodle House,Wei Chen,9 Elm St,62702,217-555-0121,217-555-0122',
  'Corner Deli LLC,Anna Kowalski,77 Pine Rd,62703,217-555-0131,217-555-0132',
  'Taco Town,Luis Garcia,5 Cedar Ln,62705,217-555-0141,217-555-0142',
];

describe("the row's subject", () => {
  it("reports a business's owner, not the business's address, ZIP, phone and fax", async () => {
    const found = await findingsOfLines(businesses);
    expect(found).toEqual([1, 2, 3, 4, 5].map((row) => `${row}:owner:PERSON_NAME`));
  });

  it('keeps the same details personal in a table of people', async () => {
    const found = await findingsOfLines([
      'name,address,zip,phone',
      'Maria Gonzalez,123 Main St,62704,217-555-0101',
      'John Smith,45 Oak Ave,62701,217-555-0111',
      'Wei Chen,9 Elm St,62702,217-555-0121',
      'Anna Kowalski,77 Pine Rd,62703,217-555-0131',
      'Luis Garcia,5 Cedar Ln,62705,217-555-0141',
    ]);
    for (const row of [1, 2, 3, 4, 5])
      expect(found).toEqual(
        expect.arrayContaining([
          `${row}:name:PERSON_NAME`,
          `${row}:address:LOCATION`,
          `${row}:phone:PHONE_NUMBER`,
        ]),
      );
  });

  it("reads a lobbyist's own address as theirs and their employer's as the employer's", async () => {
    const found = await findingsOfLines([
      'name,address,employer,employer_address',
      '"KOWALCZYK, AGNIESZKA",214 E 10th Ave,Prairie Farmers Association,500 E Capitol Ave',
      '"OKONKWO, CHIDI",1113 22nd St NE,Rural Electric Cooperative,6131 Blue Circle Dr',
      '"BRENNAN, SIOBHAN",20984 Lakeview Pl,Hospital Association,2522 W 4th St',
      '"NOVAK, PETRA",1913 Flag Mountain Dr,Bankers Association,PO Box 1082',
      '"SILVA, RAFAEL",47 Maple Ct,Farm Mutual Insurance,PO Box 9',
    ]);
    expect(found).toEqual(expect.arrayContaining(['1:address:LOCATION', '3:address:LOCATION']));
    expect(found.filter((finding) => finding.includes(':employer_address:'))).toEqual([]);
  });
});

describe('a name inside an organisation\u2019s cell', () => {
  it('is found as the name only, in Japanese and in English', async () => {
    const found = await findingsOfLines([
      '団体名,所在地',
      '自由の会（代表者：山田 太郎）,東京都千代田区永田町1-1-1',
      'みどりの会（代表者：佐藤 花子）,東京都千代田区永田町1-1-2',
      '市民ネット（代表者 鈴木 一郎）,東京都千代田区永田町1-1-3',
    ]);
    expect(found).toEqual(
      expect.arrayContaining([
        '1:団体名:PERSON_NAME',
        '2:団体名:PERSON_NAME',
        '3:団体名:PERSON_NAME',
      ]),
    );
    const english = await findingsOfLines([
      'organisation,registered',
      'Riverside Tenants Association (representative: John Smith),2024-01-05',
      'Hilltop Garden Society c/o Peter Brown,2024-01-07',
      'Valley Youth Football League,2024-01-09',
    ]);
    expect(english).toEqual(['1:organisation:PERSON_NAME', '2:organisation:PERSON_NAME']);
  });
});
