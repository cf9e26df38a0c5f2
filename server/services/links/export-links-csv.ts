import { stringify } from 'csv-stringify/sync';
import type { LinkListRow } from '../../../contract/functions/links.js';
import type { Locale } from '../../../contract/locales.js';
import { exportColumns, exportTexts, reasonText, type ExportColumn } from './export-texts.js';

/** Excel opens a UTF-8 CSV as UTF-8 only when it starts with a byte order mark. */
const byteOrderMark = '\uFEFF';

/**
 * A cell Excel or LibreOffice would run as a formula (=, +, -, @, or a tab or carriage return
 * before one) gets a leading apostrophe, so a crafted URL or title cannot execute anything.
 */
export function guardFormula(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

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
    // Excel writes and expects Windows line ends.
    stringify([exportColumns.map((column) => texts.columns[column]), ...records], {
      record_delimiter: 'windows',
    })
  );
}
