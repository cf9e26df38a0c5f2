import type { ImportIssue } from '../../../contract/functions/bulk.js';
import {
  ZResourceFormFields,
  type ResourceField,
} from '../../../contract/functions/resource-edits.js';
import { resourceCsvColumnOf, type ResourceCsvColumn } from '../../engines/csv/index.js';
import { resourceValuesOf, type ResourceFieldValues } from '../datasets/dataset-fields.js';

const isoWithZone =
  /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})$/;

/** Blank, or ISO 8601 with a time zone naming a real day and time (no 30 February). */
export function isBlankOrZonedDate(cell: string): boolean {
  const value = cell.trim();
  if (value === '') return true;
  const match = isoWithZone.exec(value);
  if (!match) return false;
  const [, year, month, day, hour, minute, second = '0'] = match.map(Number);
  const calendar = new Date(Date.UTC(year!, month! - 1, day!));
  return (
    calendar.getUTCMonth() === month! - 1 &&
    calendar.getUTCDate() === day &&
    hour! < 24 &&
    minute! < 60 &&
    Number(second) < 60 &&
    !Number.isNaN(Date.parse(value))
  );
}

/**
 * The resource fields of one row of the resource CSV, checked with the messages of the resource
 * CSV (a name without a line break, a URL, a format on one line, an integer size, dates blank or
 * ISO 8601 with a time zone); `issues` gets one entry per bad cell.
 */
export function resourceRowValues(
  row: number,
  values: Record<ResourceCsvColumn, string>,
  issues: ImportIssue[],
): ResourceFieldValues | null {
  const before = issues.length;
  const issue = (column: ResourceCsvColumn, key: string, params?: Record<string, string>) =>
    issues.push({ row, column, key, ...(params ? { params } : {}) });
  if (values['Resource Name'].trim() === '')
    issue('Resource Name', 'csvRequired', { column: 'Resource Name' });
  const sizeCell = values['Resource Size'].trim();
  const size = sizeCell === '' ? null : /^\d+$/.test(sizeCell) ? Number(sizeCell) : Number.NaN;
  if (Number.isNaN(size)) issue('Resource Size', 'resourceSizeInteger');
  for (const column of ['Resource Created', 'Resource Last Modified'] as const)
    if (!isBlankOrZonedDate(values[column])) issue(column, 'csvDateInvalid', { column });
  const parsed = ZResourceFormFields.safeParse({
    name: values[resourceCsvColumnOf.name],
    url: values[resourceCsvColumnOf.url],
    description: values[resourceCsvColumnOf.description],
    format: values[resourceCsvColumnOf.format],
    size: Number.isNaN(size) ? null : size,
  });
  if (!parsed.success)
    for (const problem of parsed.error.issues) {
      if (problem.message === 'resourceNameRequired') continue;
      issue(
        resourceCsvColumnOf[problem.path[0] as ResourceField] ?? 'Resource Name',
        problem.message,
      );
    }
  if (issues.length > before || !parsed.success) return null;
  return resourceValuesOf(parsed.data);
}
