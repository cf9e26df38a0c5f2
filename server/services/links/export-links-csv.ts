import type { LinkListRow } from '#contract/functions/links.js';
import type { Locale } from '#contract/locales.js';
import { csvRecords, guardFormula } from '#server/engines/csv/index.js';
import { exportColumns, exportTexts, reasonText, type ExportColumn } from './export-texts.js';

/** Excel opens a UTF-8 CSV as UTF-8 only when it starts with a byte order mark. */
const byteOrderMark = '\uFEFF';

export function exportLinksCsv(rows: readonly LinkListRow[], locale: Locale): string {
  const texts = exportTexts[locale];
  const cells = (row: LinkListRow): Record<ExportColumn, string> => ({
    instance: row.instanceName,
    organization: row.organizationTitle ?? row.organizationName ?? '',
    dataset: row.datasetName,
    datasetTitle: row.datasetTitle,
    resource: row.resourceName,
    url: row.url,
    status: row.awaitingConfirmation
      ? `${texts.status[row.status]} (${texts.awaitingConfirmation})`
      : texts.status[row.status],
    reason: reasonText(texts, row.reason, row.httpStatus),
    httpStatus: row.httpStatus === null ? '' : String(row.httpStatus),
    failingSince: row.failingSince ?? '',
    checkedAt: row.checkedAt,
    resourceId: row.resourceId,
  });
  const records = rows.map((row) => {
    const values = cells(row);
    return exportColumns.map((column) => guardFormula(values[column]));
  });
  return (
    byteOrderMark +
    // The dataset export's writer: CRLF line ends, and a cell holding a line feed is quoted.
    csvRecords([exportColumns.map((column) => texts.columns[column]), ...records])
  );
}
