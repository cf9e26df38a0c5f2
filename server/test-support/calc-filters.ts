/** LibreOffice's numbers for the character sets our CSV exports use. */
export const calcCharsets = { utf8: 76, shift_jis: 64 } as const;
export type CalcCharset = keyof typeof calcCharsets;

/** Calc's filter names: its CSV filter and its Excel 2007–365 (XLSX) filter. */
export const calcCsvFilter = 'Text - txt - csv (StarCalc)';
export const calcXlsxFilter = 'Calc MS Excel 2007 XML';

/**
 * How Calc opens one of our CSVs, as its import dialog would be set by a careful person: comma
 * separated, double quotes, the character set, every column read as text (type 2, so 007 stays
 * 007), special numbers (dates) not detected.
 */
export function csvLoadOptions(columns: number, charset: CalcCharset): string {
  const formats = Array.from({ length: columns }, (_, index) => `${index + 1}/2`).join('/');
  return `44,34,${calcCharsets[charset]},1,${formats},1041,false,false`;
}

/** How Calc saves a CSV again: comma separated, text in double quotes where needed, same charset. */
export function csvSaveOptions(charset: CalcCharset): string {
  return `44,34,${calcCharsets[charset]},1,,1041,false,true`;
}
