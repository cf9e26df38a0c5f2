import { describe, expect, it } from 'vitest';
import { readDelimitedRows } from './csv-reader.js';

async function rowsOf(text: string): Promise<string[][]> {
  async function* texts() {
    yield text;
  }
  const rows: string[][] = [];
  for await (const row of readDelimitedRows(texts(), ',')) rows.push(row);
  return rows;
}

describe('reading a CSV whose line endings change within the file', () => {
  it('reads a header ending CRLF over rows ending LF as one row a line', async () => {
    expect(
      await rowsOf('氏名,電話番号\r\n山田 花子,090-1234-5678\n佐藤 一郎,03-1234-5678\n'),
    ).toEqual([
      ['氏名', '電話番号'],
      ['山田 花子', '090-1234-5678'],
      ['佐藤 一郎', '03-1234-5678'],
    ]);
  });

  it('keeps a quoted line break inside its cell, and reads old Mac endings', async () => {
    expect(await rowsOf('name,note\n"Ann","line one\r\nline two"\r\nBob,x\r')).toEqual([
      ['name', 'note'],
      ['Ann', 'line one\r\nline two'],
      ['Bob', 'x'],
    ]);
  });
});
