import { describe, expect, it } from 'vitest';
import { headerLabel } from './header-label.js';
import { findHeaderRow } from './header-row.js';
import { scanStream } from './scan-stream.js';
import { streamOf } from './test-support/fixtures.js';

describe('headers that are vocabulary URIs', () => {
  it('reads the last path segment or the fragment as the label', () => {
    expect(headerLabel('https://schema.org/name')).toBe('name');
    expect(headerLabel('https://schema.org/telephone')).toBe('telephone');
    expect(headerLabel('http://example.org/ns/core#%E4%BD%8F%E6%89%80')).toBe('住所');
    expect(headerLabel('電話番号')).toBe('電話番号');
  });

  it('takes a row of long URIs as the header row', () => {
    expect(
      findHeaderRow([
        ['https://schema.org/name', 'https://schema.org/openingHoursSpecification'],
        ['中央図書館', '9:00-17:00'],
      ]),
    ).toBe(0);
  });

  it('reads a facility list headed by schema.org URIs as a table of things', async () => {
    const csv = [
      'https://schema.org/name,https://schema.org/address,https://schema.org/telephone,https://schema.org/latitude,https://schema.org/longitude,https://schema.org/openingHoursSpecification',
      '中央図書館,東京都千代田区霞が関1-2-3,03-3581-1111,35.681236,139.767125,9:00-17:00',
      '西公民館,東京都千代田区丸の内2-4-1,03-3581-2222,35.691236,139.757125,9:00-21:00',
    ].join('\n');
    const result = await scanStream(streamOf(csv), { fileName: 'facilities.csv' });
    expect(result.findings).toEqual([]);
  });
});
