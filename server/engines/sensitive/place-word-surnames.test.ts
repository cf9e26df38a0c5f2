import { beforeAll, describe, expect, it } from 'vitest';
import { loadLanguageResources, type LanguageResources } from './language-resources.js';
import { matchEnglishName } from './recognizers/english-name.js';
import { findingsOfLines, personNamesIn } from './test-support/fixtures.js';

let resources: LanguageResources;
beforeAll(async () => {
  resources = await loadLanguageResources();
});

const english = (value: string) => matchEnglishName(value, resources.englishLexicon);
describe('a given name before a surname that also names a place or a thing', () => {
  it('is a candidate without name evidence, not nothing', () => {
    expect(english('Maribel Lake')).toMatchObject({ evidence: false });
    expect(english('Maribel Hall')).toMatchObject({ evidence: false });
  });

  it('stays no person when no given name opens it or a street word ends it', () => {
    expect(english('Thornquist Lake')?.evidence ?? false).toBe(false);
    expect(english('Maribel Street')).toBeUndefined();
    expect(english('Park Lane')).toBeUndefined();
    expect(english('Mount Vernon')).toBeUndefined();
  });

  it('is found in a column of evidenced names', async () => {
    const found = await findingsOfLines([
      'Candidate,Party,Votes',
      'Maribel Thornquist,Green,1200',
      'Ezra Pellow,Labour,900',
      'Agnes Quill,Liberal,870',
      'Maribel Lake,Independent,640',
      'Joy Varnham,Green,300',
    ]);
    expect(found).toContain('4:Candidate:PERSON_NAME');
  });

  it('is not found among the streets and places of a list of things', async () => {
    const found = await findingsOfLines([
      'facility,street,phone',
      'Riverside Library,Maribel Street,555-0100',
      'Harbour Pool,Agnes Lake,555-0101',
      'North Depot,Quarry Road,555-0102',
      'Town Museum,Ezra Street,555-0103',
    ]);
    expect(personNamesIn(found)).toEqual([]);
  });
});
