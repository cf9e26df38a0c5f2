import { describe, expect, it } from 'vitest';
import { rowCells } from './row-cells.js';
import type { XlsxFileError } from './xlsx-file-error.js';

describe('cells of a sheet row', () => {
  const shared = ['公園一覧', 'a & b'];

  it('reads each cell as the sheet shows it, at its column, whoever wrote the workbook', () => {
    const row =
      // exceljs's inline string; Calc's and Excel's shared strings; a skipped column (D).
      '<c r="A7" t="inlineStr"><is><r><t xml:space="preserve">\t字下げ &amp;lt; _x005F_x0041_</t></r></is></c>' +
      '<c r="B7" t="s"><v>0</v></c><c r="C7" t="s" s="3"><v>1</v></c>' +
      // A number typed in, a boolean, an error value, a formula-like string result, a blank styled cell.
      '<c r="E7"><v>2048</v></c><c r="F7" t="b"><v>1</v></c><c r="G7" t="e"><v>#N/A</v></c>' +
      '<c r="H7" t="str"><v>=SUM(A1)</v></c><c r="I7" s="2"/>' +
      // Furigana Excel keeps beside typed Japanese is not the text.
      '<c r="J7" t="inlineStr"><is><t>東京都</t><rPh sb="0" eb="3"><t>トウキョウト</t></rPh></is></c>';
    expect(rowCells(row, 7, shared)).toEqual([
      '',
      '\t字下げ &lt; _x0041_',
      '公園一覧',
      'a & b',
      '',
      '2048',
      'TRUE',
      '#N/A',
      '=SUM(A1)',
      '',
      '東京都',
    ]);
  });

  it('refuses a formula or a shared formula, naming its cell', () => {
    for (const formula of ['<f>1+1</f>', '<f t="shared" si="0"/>'])
      expect(() =>
        rowCells(`<c r="A3" t="s"><v>0</v></c><c r="C3">${formula}<v>2</v></c>`, 3, shared),
      ).toThrow(expect.objectContaining({ problem: 'formula', where: 'C3' }) as XlsxFileError);
  });
});
