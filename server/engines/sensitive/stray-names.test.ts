import { describe, expect, it } from 'vitest';
import { findingsOfLines } from './test-support/fixtures.js';

const shops = [
  'RIVERSIDE GRILL',
  'SUNRISE MART',
  'WOK EXPRESS',
  'BLUE DOOR CAFE',
  'HARBOR BAKERY',
  'PINE STREET DELI',
  '24 HOUR DINER',
  'NORTHSIDE PIZZA',
  'CORNER MARKET',
  'EAST END TACOS',
  'BUFFET 21',
  'OAKWOOD COFFEE',
  'SILVER SPOON',
  'GREEN LEAF SALADS',
  'CITY NOODLE',
  'BAYVIEW SEAFOOD',
  'HILLTOP BBQ',
  'FRESH BITES',
  'DELI 88',
  'PARKSIDE GRILL',
  'SUNSET SUSHI',
  'VILLAGE SWEETS',
  'TOWN SQUARE CAFE',
  'CURRY PALACE 7',
];

describe('a stray name-like value in a column of things', () => {
  it('is no person in a list of businesses where one is named after its owner', async () => {
    const rows = shops.map(
      (shop, index) =>
        `FE-${1000 + index},${shop},${100 + index} MAIN ST,RIVERTON,${90 + (index % 10)},38.2${index},-85.7${index}`,
    );
    rows.splice(7, 0, 'FE-2000,DANIEL HARTMAN,500 MAIN ST,RIVERTON,95,38.3,-85.8');
    expect(
      await findingsOfLines([
        'License,Establishment,Address,City,Score,Latitude,Longitude',
        ...rows,
      ]),
    ).toEqual([]);
  });

  it('is no person in a list of countries where one capital reads as a name', async () => {
    const capitals = Array.from({ length: 26 }, (_, index) => [
      `Territory ${index + 1}`,
      `Harbour Town ${index + 1}`,
    ]);
    const rows = capitals.map(
      ([country, capital], index) =>
        `${country},${capital},${index + 1},${10 + index}.5,${20 + index}.5`,
    );
    rows.push('Chagos Territory,Diego Garcia,27,-7.3,72.4');
    expect(await findingsOfLines(['Country,Capital,Code,Latitude,Longitude', ...rows])).toEqual([]);
  });

  it('still finds the contact people of a list of businesses', async () => {
    const contacts = [
      'James Porter',
      'Mary Collins',
      'Robert Hayes',
      'Linda Murphy',
      'Michael Reid',
      'Susan Lewis',
      'David Turner',
      'Karen Brooks',
      'Thomas Ward',
      'Nancy Bell',
      'Paul Foster',
      'Sarah Price',
      'Mark Jenkins',
      'Laura Perry',
      'Steven Russell',
      'Emily Sanders',
      'Brian Coleman',
      'Donna Griffin',
      'Kevin Hughes',
      'Sandra Wood',
      'Jason Barnes',
      'Ruth Henderson',
      'Eric Patterson',
      'Helen Powell',
    ];
    const rows = shops.map(
      (shop, index) =>
        `FE-${1000 + index},${shop},${contacts[index]},${100 + index} MAIN ST,38.2${index},-85.7${index}`,
    );
    const found = await findingsOfLines([
      'License,Establishment,Contact,Address,Latitude,Longitude',
      ...rows,
    ]);
    expect(
      found.filter((finding) => finding.includes(':Contact:PERSON_NAME')).length,
    ).toBeGreaterThan(20);
  });
});
