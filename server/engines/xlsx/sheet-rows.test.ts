import { describe, expect, it } from 'vitest';
import { maxBytesBetweenTags, sheetRows, type SheetRow } from './sheet-rows.js';

const readAll = async (xml: string) => {
  const rows: SheetRow[] = [];
  const bytes = new TextEncoder().encode(xml);
  // Cut every 7 bytes: through characters, tags and entities.
  async function* chunks() {
    for (let at = 0; at < bytes.length; at += 7) yield bytes.subarray(at, at + 7);
  }
  for await (const batch of sheetRows(chunks())) rows.push(...batch);
  return rows.map((row) => ({ number: row.number, values: Object.entries(row.values) }));
};

describe('rows of a worksheet', () => {
  it('reads each kind of cell at the row and column the sheet shows', async () => {
    const xml =
      '<worksheet><sheetData>' +
      '<row r="1"><c r="A1" t="inlineStr"><is><r><t xml:space="preserve"> 東京都 </t></r><r><t>_x000D_行</t></r></is></c>' +
      '<c r="C1" t="s"><v>4</v></c></row>' +
      '<row r="3"><c r="A3"><v>1024</v></c><c r="B3" t="b"><v>1</v></c><c r="D3" t="e"><v>#N/A</v></c>' +
      '<c r="E3" t="str"><f>A3&amp;"x"</f><v>1024x</v></c><c r="F3"><f t="shared" si="0"/><v>2</v></c></row>' +
      '<row><c t="inlineStr"><is><t>公園</t><rPh sb="0" eb="2"><t>コウエン</t></rPh></is></c><c r="B4" t="d"><v>2024-04-01T00:00:00Z</v></c></row>' +
      '</sheetData></worksheet>';
    expect(await readAll(xml)).toEqual([
      {
        number: 1,
        values: [
          ['1', ' 東京都 \r行'],
          ['3', { sharedString: 4 }],
        ],
      },
      {
        number: 3,
        values: [
          ['1', 1024],
          ['2', true],
          ['4', { error: '#N/A' }],
          ['5', { formula: 'A3&"x"' }],
          ['6', { formula: '' }],
        ],
      },
      {
        number: 4,
        values: [
          ['1', '公園'],
          ['2', '2024-04-01T00:00:00.000Z'],
        ],
      },
    ]);
  });

  it('reads a sheet whose elements carry a namespace prefix', async () => {
    const xml =
      '<x:worksheet xmlns:x="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><x:sheetData>' +
      '<x:row r="2"><x:c r="B2" t="inlineStr"><x:is><x:t>名称</x:t></x:is></x:c></x:row>' +
      '</x:sheetData></x:worksheet>';
    expect(await readAll(xml)).toEqual([{ number: 2, values: [['2', '名称']] }]);
  });

  it('stops a text that never ends instead of reading it until memory runs out', async () => {
    const mb = new TextEncoder().encode('x'.repeat(1024 * 1024));
    async function* endless() {
      yield new TextEncoder().encode('<worksheet><sheetData><row r="1"><c t="inlineStr"><is><t>');
      for (let count = 0; count < 1024; count++) yield mb;
    }
    let chunks = 0;
    await expect(
      (async () => {
        for await (const rows of sheetRows(endless())) chunks += rows.length + 1;
      })(),
    ).rejects.toMatchObject({ problem: 'notXlsx' });
    expect(chunks).toBeLessThan(maxBytesBetweenTags / mb.length + 2);
  });

  it('refuses a cell beyond the last column a spreadsheet has', async () => {
    const cells = '<c t="b"><v>1</v></c>'.repeat(16_385);
    await expect(
      readAll(`<worksheet><sheetData><row r="1">${cells}</row></sheetData></worksheet>`),
    ).rejects.toMatchObject({ problem: 'notXlsx' });
  });

  it('refuses XML that is not well formed', async () => {
    await expect(readAll('<worksheet><sheetData><row></sheetData>')).rejects.toThrow();
  });
});
