import type { Finding } from '#server/engines/sensitive/index.js';
import type { RealFile } from './manifest.js';

export interface LocatedFinding {
  finding: Finding;
  /** 1-based data row of the stored file; 0 is the header line. */
  row: number;
  /** 0-based column of the stored file, or -1 when the finding names a column the file does not have. */
  column: number;
  /** How the detector read the first line, when that differs from the label file. */
  headerReading: 'as labelled' | 'missed the header' | 'took the first row as header';
}

const genericColumn = /^column (\d+)$/;

/**
 * Places each finding on a cell of the stored file. Findings name their column by header (or
 * `column N`) and count data rows after the header the detector found; when it read the first line
 * differently from the label file, rows are shifted so every finding still lands on its cell.
 */
export function locateFindings(
  findings: readonly Finding[],
  file: RealFile,
  firstLine: readonly string[],
): LocatedFinding[] {
  const headers = file.columns.map((column) => column.header.trim());
  const genericIndex = (finding: Finding) => {
    const match = genericColumn.exec(finding.column);
    return match ? Number(match[1]) - 1 : undefined;
  };
  const named = findings.filter((finding) => genericIndex(finding) === undefined);
  const missedHeader =
    file.header &&
    named.length === 0 &&
    findings.some((finding) => !genericColumn.test(headers[genericIndex(finding)!] ?? 'column'));
  const tookFirstRow = !file.header && named.length > 0;
  const headerReading = missedHeader
    ? 'missed the header'
    : tookFirstRow
      ? 'took the first row as header'
      : 'as labelled';
  const rowShift = missedHeader ? -((file.headerLine ?? 0) + 1) : tookFirstRow ? 1 : 0;
  const firstCells = firstLine.map((cell) => cell.trim());
  return findings.map((finding) => {
    const name = finding.column.trim();
    const column =
      genericIndex(finding) ?? (tookFirstRow ? firstCells.indexOf(name) : headers.indexOf(name));
    return { finding, row: finding.row + rowShift, column, headerReading };
  });
}
