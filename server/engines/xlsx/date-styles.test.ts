import { describe, expect, it } from 'vitest';
import { dateStylesOf } from './date-styles.js';

const styles = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<styleSheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main">
  <numFmts count="3">
    <numFmt numFmtId="164" formatCode="yyyy/mm/dd\\ hh:mm"/>
    <numFmt numFmtId="165" formatCode="0.00E+00"/>
    <numFmt numFmtId="166" formatCode="[$-411]ggge&quot;年&quot;m&quot;月&quot;d&quot;日&quot;"/>
  </numFmts>
  <cellStyleXfs count="1"><xf numFmtId="14"/></cellStyleXfs>
  <cellXfs count="7">
    <xf numFmtId="0" xfId="0"/>
    <xf numFmtId="14" xfId="0" applyNumberFormat="1"/>
    <xf numFmtId="164" xfId="0" applyNumberFormat="1"/>
    <xf numFmtId="165" xfId="0" applyNumberFormat="1"/>
    <xf numFmtId="2" xfId="0" applyNumberFormat="1"/>
    <xf numFmtId="57" xfId="0" applyNumberFormat="1"/>
    <xf numFmtId="166" xfId="0" applyNumberFormat="1"/>
  </cellXfs>
</styleSheet>`;

describe("a workbook's date styles", () => {
  it("are the cell styles whose format, built in or the workbook's own, shows a date", async () => {
    // 0 General, 3 scientific and 4 "0.00" show numbers; the cell-style list is not cells'.
    expect([...(await dateStylesOf(styles))]).toEqual([1, 2, 5, 6]);
  });

  it('read prefixed elements and a workbook without formats of its own', async () => {
    const prefixed = `<x:styleSheet xmlns:x="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><x:cellXfs><x:xf numFmtId="0"/><x:xf numFmtId="22"/></x:cellXfs></x:styleSheet>`;
    expect([...(await dateStylesOf(prefixed))]).toEqual([1]);
  });
});
