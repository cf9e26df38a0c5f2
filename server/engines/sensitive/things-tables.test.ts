import { describe, expect, it } from 'vitest';
import { findingsOfLines } from './test-support/fixtures.js';

describe('tables of things', () => {
  it('reads a headerless hospital list as a list of things', async () => {
    expect(
      await findingsOfLines([
        '北,あおば総合病院,100-0001,東京都千代田区霞が関1-2-3,内・外・整,03-3581-1111',
        '北,みどり医療センター,100-0002,東京都千代田区丸の内2-4-1,眼・耳・リハ,03-3581-2222',
        '南,ひかり診療所,100-0003,東京都千代田区丸の内3-4-1,内・小,03-3581-3333',
        '南,さくら記念病院,100-0004,東京都千代田区丸の内4-4-1,外・整・皮,03-3581-4444',
      ]),
    ).toEqual([]);
  });

  it('does not read makers, listed securities or bands named after people as people', async () => {
    expect(
      await findingsOfLines([
        'Symbol,Security,Sector,Headquarters Location,Date added',
        'JRW,J. R. Whitman,Industrials,"Milwaukee, Wisconsin",1957-03-04',
        'HLT,Harbor Lane Capital,Financials,"Conshohocken, Pennsylvania",2012-06-01',
        'MKS,Kestrel Materials,Materials,"Denver, Colorado",1999-11-30',
        'ORB,Orbitex Systems,Information Technology,"Austin, Texas",2004-02-17',
      ]),
    ).toEqual([]);
    expect(
      await findingsOfLines([
        'event_date,city,state,make,model,fatalities',
        '2011-04-02,Riverton,TX,HARTWELL HELICOPTER,H44,2',
        '2012-07-19,Ashbury,FL,PEMBERTON AERO,P206,1',
        '2013-01-08,Kirkby,AZ,CALLOWAY,C369,1',
        '2014-09-23,Millthorpe,CA,FINCH DOUGLAS,FD500,3',
      ]),
    ).toEqual([]);
  });

  it('reads a headerless list of practices as a list of things', async () => {
    expect(
      await findingsOfLines([
        '"B12001","GREEN LANE SURGERY","MILL ROAD","RIVERTON BY SEA","YO1 7HH","19800401","01904 123456"',
        '"B12002","OAKWOOD MEDICAL CENTRE","HIGH STREET","FORT ASHBY","YO2 4QB","19800401","01904 234567"',
        '"B12003","STATION PRACTICE","STATION ROAD","KIRKBY ON MOOR","YO3 8LT","19800401","01904 345678"',
        '"B12004","THE BROOK SURGERY","BROOK LANE","MILLTHORPE","YO4 2PX","19850701","01904 456789"',
      ]),
    ).toEqual([]);
  });

  it('does not read the names of libraries or sights under a bare Name header as people', async () => {
    expect(
      await findingsOfLines([
        'NAME,HOURS,ADDRESS,CITY,PHONE,WEBSITE',
        'Whitfield,Mon-Fri 9-5,12 Elm St.,Riverton,(312) 555-0101,https://library.example.org/1',
        'Ashbury,Mon-Fri 9-5,40 Oak Ave.,Riverton,(312) 555-0102,https://library.example.org/2',
        'Kessler,Mon-Sat 10-6,7 Pine Rd.,Riverton,(312) 555-0103,https://library.example.org/3',
      ]),
    ).toEqual([]);
    expect(
      await findingsOfLines([
        'id,name,area,description',
        'spot-1,Whispering Cliffs,Northshore,A walk along the cliffs above the bay.',
        'spot-2,Morrow Falls,Eastvale,A waterfall in a cedar forest.',
        'spot-3,Hallam Gardens,Eastvale,A garden of old camellias.',
      ]),
    ).toEqual([]);
  });

  it('still finds people under a bare Name header', async () => {
    const found = await findingsOfLines([
      'Name,Ward,Email',
      'Councillor Jane Porter,Riverside,jane.porter@council.example.gov.uk',
      'Councillor Michael Reid,Hillcrest,michael.reid@council.example.gov.uk',
      'Councillor Sarah Lewis,Riverside,sarah.lewis@council.example.gov.uk',
    ]);
    expect(found).toEqual(expect.arrayContaining(['1:Name:PERSON_NAME', '1:Email:EMAIL_ADDRESS']));
    expect(found.filter((finding) => finding.includes(':Ward:'))).toEqual([]);
  });

  it('does not read the name of a county, a province or a party as a person', async () => {
    const found = await findingsOfLines([
      'Hospital Name,City,County Name,Phone',
      'RIVERBEND MEDICAL CENTER,ASHTON,HARPER,5555550100',
      'LAKESIDE GENERAL HOSPITAL,FORT MERRILL,CALDWELL,5555550101',
      'NORTHVIEW REGIONAL HOSPITAL,BRANDON,MILLER,5555550102',
    ]);
    expect(found).toEqual([]);
    const members = await findingsOfLines([
      'name,party,province',
      'Jane Porter,Green Party,Northern Columbia',
      'Michael Reid,Rural Bloc,Eastern Isles',
      'Sarah Lewis,Green Party,Northern Columbia',
    ]);
    expect(members.filter((finding) => !finding.includes(':name:'))).toEqual([]);
  });
});
