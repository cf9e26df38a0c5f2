import { describe, expect, it } from 'vitest';
import type { CatalogueVocabularies } from './catalogue-vocabularies.js';
import { titlesOfValues, titledGroups, titledLicense } from './vocabulary-titles.js';

const vocabularies: CatalogueVocabularies = {
  organizations: [{ id: 'org-1', name: 'midori-city', title: 'みどり市' }],
  groups: [
    { id: 'g-1', name: 'kenko-fukushi', title: '健康・福祉' },
    { id: 'g-2', name: 'bare', title: 'bare' },
  ],
  licenses: [{ id: 'uk-ogl', title: 'UK Open Government Licence (OGL)' }],
  fetchedAt: null,
};

describe('titles of a dataset’s licence and groups', () => {
  it('takes the licence title from the list, else the package as pulled, else the id', () => {
    expect(titledLicense(vocabularies, 'uk-ogl')).toEqual({
      id: 'uk-ogl',
      title: 'UK Open Government Licence (OGL)',
    });
    const pulled = { license_id: 'city-terms', license_title: 'みどり市利用規約' };
    expect(titledLicense(vocabularies, 'city-terms', pulled)?.title).toBe('みどり市利用規約');
    // The package's title is of the licence it had when pulled, not of a licence chosen since.
    expect(titledLicense(vocabularies, 'other-terms', pulled)?.title).toBe('other-terms');
    expect(titledLicense(vocabularies, null, pulled)).toBeNull();
    expect(titledLicense(vocabularies, '')).toBeNull();
  });

  it('titles groups in the dataset’s order, from the list, the package, or the name', () => {
    const pulled = { groups: [{ name: 'old', display_name: '旧分類' }] };
    expect(titledGroups(vocabularies, ['old', 'kenko-fukushi', 'gone'], pulled)).toEqual([
      { name: 'old', title: '旧分類' },
      { name: 'kenko-fukushi', title: '健康・福祉' },
      { name: 'gone', title: 'gone' },
    ]);
    expect(titledGroups(vocabularies, [], null)).toEqual([]);
  });
});

describe('titles of compared values', () => {
  it('titles the ids of licence, organization and groups values, and nothing else', () => {
    const titles = titlesOfValues(vocabularies, [
      { field: 'licenseId', values: ['gone-licence', 'uk-ogl'] },
      { field: 'organization', values: ['', 'midori-city'] },
      { field: 'groups', values: [['bare'], ['bare', 'kenko-fukushi', 'gone']] },
      { field: 'title', values: ['uk-ogl', 'midori-city'] },
      { field: 'licenseId', values: ['x', 'uk-ogl'], resourceId: 'r-1' },
    ]);
    expect(titles).toEqual({
      licenseId: { 'uk-ogl': 'UK Open Government Licence (OGL)' },
      organization: { 'midori-city': 'みどり市' },
      // A title that is the name itself adds nothing; an unknown name shows as it is.
      groups: { 'kenko-fukushi': '健康・福祉' },
    });
    expect(titlesOfValues(vocabularies, [{ field: 'notes', values: ['a', 'b'] }])).toEqual({});
  });
});
