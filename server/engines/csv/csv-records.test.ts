import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { csvRecords } from './csv-records.js';

describe('CSV records as a spreadsheet reads them', () => {
  const rows = [
    ['plain', '公園一覧', '', 'https://example.jp/a.csv?x=1&y=2'],
    ['一段落目、"引用"。\n\n**二段落目**, comma', '\t字下げ  ', ' lead', 'trail\u3000'],
    ['cr\rinside', 'crlf\r\ninside', '"', ','],
  ];

  it('quotes exactly the cells a spreadsheet would otherwise split or trim', () => {
    expect(csvRecords(rows.slice(0, 1))).toBe(
      'plain,公園一覧,,https://example.jp/a.csv?x=1&y=2\r\n',
    );
    expect(csvRecords([rows[1]!])).toBe(
      '"一段落目、""引用""。\n\n**二段落目**, comma","\t字下げ  "," lead","trail\u3000"\r\n',
    );
  });

  it('reads back through a real CSV parser as the same cells', () => {
    expect(parse(csvRecords(rows), { relax_column_count: false })).toEqual(rows);
  });
});
