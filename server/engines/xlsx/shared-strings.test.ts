import { describe, expect, it } from 'vitest';
import { parseSharedStrings } from './shared-strings.js';

describe('shared strings of a workbook', () => {
  it('reads each entry as the cell shows it: runs joined, furigana left out, escapes decoded', () => {
    const xml =
      '<sst><si><t>公園一覧</t></si>' +
      // Excel on Japanese Windows keeps the reading of typed Japanese beside the text.
      '<si><t>東京都</t><rPh sb="0" eb="3"><t>トウキョウト</t></rPh><phoneticPr fontId="1"/></si>' +
      '<si><r><rPr><b/></rPr><t xml:space="preserve">\t字下げ</t></r><r><t xml:space="preserve">  説明&#10;&#10;**二**</t></r></si>' +
      '<si><t>a &amp;amp; &lt;b&gt; &quot;q&quot;</t></si>' +
      '<si><t>行末_x000D_ と _x005F_x0041_</t></si><si/><si><t/></si></sst>';
    expect(parseSharedStrings(xml)).toEqual([
      '公園一覧',
      '東京都',
      '\t字下げ  説明\n\n**二**',
      'a &amp; <b> "q"',
      '行末\r と _x0041_',
      '',
      '',
    ]);
  });
});
