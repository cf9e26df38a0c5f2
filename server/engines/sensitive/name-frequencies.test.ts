import { describe, expect, it } from 'vitest';
import { scanLines } from './test-support/fixtures.js';

const shown = new Set(['POSSIBLE', 'LIKELY', 'VERY_LIKELY']);
const shownNames = (findings: { type: string; likelihood: string }[] | undefined) =>
  (findings ?? []).filter((found) => found.type === 'PERSON_NAME' && shown.has(found.likelihood));

describe('names counted beside their tallies are categories, not people', () => {
  it('reads given names by year and sex with counts as statistics and finds no one', async () => {
    const result = await scanLines([
      'year,sex,name,n,prop',
      '1931,F,Margaret,4120,0.00512',
      '1944,M,Walter,3890,0.00433',
      '1952,F,Dorothy,5210,6.1e-4',
      '1960,M,Harold,2870,0.00291',
      '1975,F,Susan,6012,0.00711',
      '1983,M,Kenneth,3301,0.00342',
    ]);
    expect(result.tables[0]).toMatchObject({
      kind: 'statistics',
      evidence: expect.arrayContaining([{ code: 'countsByCategory', columns: ['n'] }]),
    });
    expect(shownNames(result.findings)).toEqual([]);
  });

  it('reads given name and surname pairs with their estimates as statistics', async () => {
    const result = await scanLines([
      'rank,FirstName,Surname,fullName,Estimate',
      '1,John,Miller,john miller,21034.5',
      '2,Mary,Johnson,mary johnson,19876.2',
      '3,Robert,Brown,robert brown,18410.9',
      '4,Linda,Davis,linda davis,17002.3',
      '5,William,Wilson,william wilson,16543.8',
    ]);
    expect(result.tables[0]?.kind).toBe('statistics');
    expect(shownNames(result.findings)).toEqual([]);
  });

  it('still finds the people of a payroll: a salary is no tally of a name', async () => {
    const result = await scanLines([
      'name,department,salary',
      'Margaret Quill,Parks,52000',
      'Walter Pellow,Finance,61000',
      'Dorothy Varnham,Police,58000',
      'Harold Lind,Fire,60500',
      'Helen Marsh,Library,49000',
    ]);
    expect(result.tables[0]?.kind).not.toBe('statistics');
    expect(shownNames(result.findings)).toHaveLength(5);
  });

  it('still finds candidates beside their votes, party and district', async () => {
    const result = await scanLines([
      'candidate,party,district,votes',
      'Margaret Quill,Green,North 1,12034',
      'Walter Pellow,Blue,North 2,9876',
      'Dorothy Varnham,Green,South 1,15002',
      'Harold Lind,Red,South 2,8740',
      'Helen Marsh,Blue,East 1,11002',
    ]);
    expect(result.tables[0]?.kind).not.toBe('statistics');
    expect(shownNames(result.findings)).toHaveLength(5);
  });
});
