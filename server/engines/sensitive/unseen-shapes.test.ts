import { describe, expect, it } from 'vitest';
import { findingsOfLines, scanLines, summarize } from './test-support/fixtures.js';

// Every row below is invented: shapes seen in published tables, never their contents.

describe('cells holding several parts', () => {
  it('reads a donor cell of name, street and city with ZIP line by line', async () => {
    const result = await scanLines([
      'Contributor,Amount,Date',
      '"Quill, Abraham\n1423 Maple Street\nSpringfield, IL 62704",250.00,03/14/2022',
      '"Brennan, Martha\n88 Oak Ave Apt 4\nDayton, OH 45402",100.00,03/15/2022',
      '"Okafor, Daniel\n7 Birch Ln\nEugene, OR 97401",50.00,04/02/2022',
      '"Lindqvist, Sara\n300 W Pine Rd\nBoise, ID 83702",75.00,04/09/2022',
      '"Havel, Peter\n12 Cedar Court\nReno, NV 89501",20.00,04/11/2022',
    ]);
    const found = summarize(result.findings);
    for (const row of [1, 2, 3, 4, 5])
      expect(found).toEqual(
        expect.arrayContaining([
          `${row}:Contributor:PERSON_NAME`,
          `${row}:Contributor:LOCATION`,
          `${row}:Date:DATE`,
        ]),
      );
    // The street line is no one's name.
    expect(result.findings?.map((finding) => finding.quote)).not.toContain('Birch Ln');
  });
});

describe('ZIP codes without a header', () => {
  const donors = [
    'Quill, Abraham,Springfield,IL,62704,250',
    'Brennan, Martha,Dayton,OH,45402,100',
    'Okafor, Daniel,Eugene,OR,97401,50',
    'Lindqvist, Sara,Boise,ID,83702,75',
    'Havel, Peter,Reno,NV,89501,20',
  ].map((line) => line.replace(/^([^,]+, [^,]+),/, '"$1",'));

  it('reads ZIP codes after a column of state codes as places on rows naming people', async () => {
    const found = await findingsOfLines(donors);
    for (const row of [1, 2, 3, 4, 5]) expect(found).toContain(`${row}:column 4:LOCATION`);
  });

  it('leaves five-digit codes after other columns alone', async () => {
    const found = await findingsOfLines(
      donors.map((line) => line.replace(/,([A-Z]{2}),/, ',x$1,')),
    );
    expect(found.filter((item) => item.includes(':column 4:'))).toEqual([]);
  });
});

describe('coordinates, office lines and foreign scripts', () => {
  it('reads a latitude and longitude in one cell as coordinates, not a phone', async () => {
    const result = await scanLines([
      'name,address,telephoneNumber,location',
      '港の案内所,高松市浜ノ町1-20,087-800-0101,"34.35051234,134.04681234"',
      '鬼ヶ島資料館,高松市女木町15-22,087-800-0202,"34.38941234,134.05231234"',
      '湯の郷センター,高松市塩江町安原上東37-1,087-800-0303,"34.16951234,134.08211234"',
      '屋島展望台,高松市屋島東町1784,087-800-0404,"34.35821234,134.10121234"',
    ]);
    expect(summarize(result.findings).filter((item) => item.includes(':location:'))).toEqual([]);
    expect(result.tables?.[0]?.evidence.map((item) => item.code)).toContain('coordinates');
  });

  it('reports one office number printed on many rows below POSSIBLE', async () => {
    const found = await findingsOfLines([
      'type,name,notice',
      '燃やすごみ,紙くず,',
      '粗大ごみ,たんす,申込は清掃課(0771-00-1234)へ',
      '粗大ごみ,自転車,申込は清掃課(0771-00-1234)へ',
      '粗大ごみ,ソファー,申込は清掃課(0771-00-1234)へ',
      '資源ごみ,ペットボトル,',
    ]);
    expect(found.filter((item) => item.includes('PHONE_NUMBER'))).toEqual([]);
  });

  it('does not read country names in Chinese, French or Spanish as people', async () => {
    expect(
      await findingsOfLines([
        'code,Chinese Short,French Formal,Spanish Formal',
        '1,比利时,le Royaume de Belgique,el Reino de Bélgica',
        '2,阿尔巴尼亚,la République d’Albanie,la República de Albania',
        '3,俄罗斯,la Fédération de Russie,la Federación de Rusia',
        '4,阿尔及利亚,la République algérienne,la República Argelina',
      ]),
    ).toEqual([]);
  });
});

describe('people among context columns', () => {
  it('reads rows with a full name and an age as people, however many context columns', async () => {
    const result = await scanLines([
      'name,age,gender,streetaddress,city,state,county_id,agency,share_white,county_income,urate',
      'Abraham Quill,34,Male,Clearview Ln,Springfield,IL,17167,Springfield Police Department,0.71,51234,0.08',
      'Martha Brennan,51,Female,Oak Hollow Dr,Dayton,OH,39113,Dayton Police Department,0.52,43120,0.09',
      'Daniel Okafor,28,Male,Birchwood Ave,Eugene,OR,41039,Eugene Police Department,0.83,46007,0.07',
      'Sara Lindqvist,45,Female,Pine Ridge Rd,Boise,ID,16001,Ada County Sheriff,0.88,55870,0.05',
      'Peter Havel,39,Male,Cedar Court,Reno,NV,32031,Reno Police Department,0.66,52011,0.06',
    ]);
    expect(result.tables?.[0]?.rows).toBe('people');
    expect(result.tables?.[0]?.evidence.map((item) => item.code)).toContain('personAttributes');
    expect(summarize(result.findings)).toEqual(
      expect.arrayContaining(['1:streetaddress:LOCATION', '2:streetaddress:LOCATION']),
    );
  });

  it("reads a mailbox on a council's domain holding the row's name as that person's", async () => {
    const found = await findingsOfLines([
      'name,council,email',
      'Abraham Quill,Riverbend Shire Council,aquill@riverbend.nsw.gov.au',
      'Martha Brennan,Riverbend Shire Council,mbrennan@riverbend.nsw.gov.au',
      'Daniel Okafor,Riverbend Shire Council,records@riverbend.nsw.gov.au',
    ]);
    expect(found).toEqual(
      expect.arrayContaining(['1:email:EMAIL_ADDRESS', '2:email:EMAIL_ADDRESS']),
    );
    expect(found).not.toContain('3:email:EMAIL_ADDRESS');
  });
});

describe('rosters', () => {
  it('reads names with a role after a dash, and no name in a vacant seat', async () => {
    const found = await findingsOfLines([
      'Board Member,Term',
      '"Lindqvist, Sara - Vice Chair",2028',
      'Abraham Quill - Treasurer,2026',
      'Vacant,2027',
      '"Havel, Peter (Pete)",2028',
      'Martha Brennan,2026',
    ]);
    expect(found).toEqual(
      expect.arrayContaining([
        '1:Board Member:PERSON_NAME',
        '2:Board Member:PERSON_NAME',
        '4:Board Member:PERSON_NAME',
      ]),
    );
    expect(found).not.toContain('3:Board Member:PERSON_NAME');
  });

  it('reads bare middle initials and leaves resignation dates of officials alone', async () => {
    const found = await findingsOfLines([
      'SALUTATION,FIRST_NAME,MIDDLE_INITIAL,LAST_NAME,Resignation Date',
      'Mr,Abraham,J,Quill,1/15/2018',
      'Ms,Martha,K,Brennan,3/2/2019',
      'Mr,Daniel,,Okafor,7/30/2020',
      'Ms,Sara,T,Lindqvist,11/4/2021',
    ]);
    expect(found).toEqual(
      expect.arrayContaining(['1:MIDDLE_INITIAL:PERSON_NAME', '2:MIDDLE_INITIAL:PERSON_NAME']),
    );
    expect(found.filter((item) => item.includes('Resignation Date'))).toEqual([]);
  });
});

describe('addresses written without a street type', () => {
  it('reads a house number and a street name under an address header, with no name in it', async () => {
    const found = await findingsOfLines([
      'FIRST_NAME,LAST_NAME,ADDRESS_1,CITY',
      'Abraham,Quill,55 W. Elmhurst,Springfield',
      'Martha,Brennan,"203 N. Larrabee, Ste. 1200",Springfield',
      'Daniel,Okafor,1400 S. Van Ness,Springfield',
    ]);
    expect(found).toEqual(
      expect.arrayContaining([
        '1:ADDRESS_1:LOCATION',
        '2:ADDRESS_1:LOCATION',
        '3:ADDRESS_1:LOCATION',
      ]),
    );
    expect(found.filter((item) => item.includes('ADDRESS_1:PERSON_NAME'))).toEqual([]);
  });

  it('leaves numbered streets and board codes alone', async () => {
    const found = await findingsOfLines([
      'Agency,Cross Street,Community Board',
      'Parks,82 STREET,02 QUEENS',
      'Sanitation,17 AVENUE,11 BROOKLYN',
      'Transport,81 STREET,05 BRONX',
    ]);
    expect(found.filter((item) => item.includes('LOCATION'))).toEqual([]);
  });
});
