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

  it("reads a shop list's addresses as the shops' when only its header names the shops", async () => {
    // Invented takeout shops: plain trade names no lexicon knows as businesses, a web address
    // column whose header says "address", and a note naming who answers the phone.
    const found = await findingsOfLines([
      'shop_name,note,address,homepage_address',
      'こもれび商店,パンとスープのセット。予約は佐々木まで,〒020-0001 岩手県盛岡市架空町１丁目２−３,https://komorebi.example.jp/',
      'ヴィラ・アルベロ,ピッツァのテイクアウト,〒020-0002 岩手県盛岡市架空町２丁目４−５,',
      'おむすびのまるまる,,〒020-0003 岩手県盛岡市見本町３丁目６,',
      '喫茶ひだまり,,〒020-0004 岩手県盛岡市見本町４丁目８−１,https://hidamari.example.jp/',
      'Bar Lantern,,〒020-0005 岩手県盛岡市試験通５丁目１−１ 架空ビル2F,',
    ]);
    expect(found.filter((finding) => finding.includes(':address:'))).toEqual([]);
    const english = await findingsOfLines([
      'store,notes,address,website',
      'Maple Crumb,Takeout until 8pm,12 Alder Row,https://maplecrumb.example.com/',
      'Golden Ladle,Soup and bread,48 Birch Lane,',
      'Harbour Light,,3 Quay Street,https://harbourlight.example.com/',
      'The Copper Kettle,,77 Mill Road,',
      'Juniper & Rye,,5 Chapel Walk,',
    ]);
    expect(english.filter((finding) => finding.includes(':address:'))).toEqual([]);
  });

  it('keeps the addresses of people personal beside the shop each one runs', async () => {
    const found = await findingsOfLines([
      'name,shop,address',
      'Maria Gonzalez,Sunrise Bakery,123 Main St',
      'John Smith,Blue Door Cafe,45 Oak Ave',
      'Wei Chen,Lucky Noodle House,9 Elm St',
      'Anna Kowalski,Corner Deli,77 Pine Rd',
      'Luis Garcia,Taco Town,5 Cedar Ln',
    ]);
    expect(found).toEqual(
      expect.arrayContaining(['1:name:PERSON_NAME', '1:address:LOCATION', '5:address:LOCATION']),
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
