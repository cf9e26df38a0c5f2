import { describe, expect, it } from 'vitest';
import { formatStars, urlExtension } from './format-stars.js';

describe('openness stars by format, as ckanext-qa grades them', () => {
  it('gives 3 stars to CSV and JSON, 2 to Excel, 1 to PDF, 0 to a web page, 5 to RDF', () => {
    expect(formatStars('CSV', 'https://example.jp/list').stars).toBe(3);
    expect(formatStars('JSON', 'https://example.jp/api').stars).toBe(3);
    expect(formatStars('xlsx', 'https://example.jp/download').stars).toBe(2);
    expect(formatStars('PDF', 'https://example.jp/file').stars).toBe(1);
    expect(formatStars('HTML', 'https://example.jp/page').stars).toBe(0);
    expect(formatStars('RDF', 'https://example.jp/data').stars).toBe(5);
  });

  it('reads the format field in any case, with a dot, or as a media type', () => {
    expect(formatStars('.Csv', '').format).toBe('CSV');
    expect(formatStars('text/csv; charset=utf-8', '').format).toBe('CSV');
    expect(formatStars('application/vnd.ms-excel', '').format).toBe('XLS');
  });

  it("trusts the URL's extension over the format field", () => {
    expect(formatStars('CSV', 'https://example.jp/files/list.pdf?download=1')).toEqual({
      format: 'PDF',
      stars: 1,
    });
  });

  it('gives 1 star when nothing names a known format', () => {
    expect(formatStars('', 'https://example.jp/download?id=3')).toEqual({
      format: undefined,
      stars: 1,
    });
    expect(formatStars('API', 'https://example.jp/api/v1/')).toEqual({
      format: undefined,
      stars: 1,
    });
  });
});

describe('the extension of a URL', () => {
  it('is the last dotted part of the path, before a query or fragment', () => {
    expect(urlExtension('https://example.jp/a/b.tar.gz')).toBe('gz');
    expect(urlExtension('https://example.jp/a/list.CSV#top')).toBe('CSV');
  });

  it('is absent for a host, a folder or a name without a dot', () => {
    expect(urlExtension('https://example.jp')).toBeUndefined();
    expect(urlExtension('https://example.jp/')).toBeUndefined();
    expect(urlExtension('https://example.jp/v1.2/data')).toBeUndefined();
    expect(urlExtension('https://example.jp/file.')).toBeUndefined();
  });
});
