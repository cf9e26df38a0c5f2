import type { CellIssue } from '#contract/functions/imports.js';
import {
  isBlankOrZonedDate,
  ZResourceFormFields,
  type ResourceField,
} from '#contract/functions/resources.js';
import { resourceCsvColumnOf, type ResourceCsvColumn } from '#server/engines/csv/index.js';
import { resourceValuesOf, type ResourceFieldValues } from '../catalogue/dataset-fields.js';

/**
 * The resource fields of one row of the resource CSV, checked with the messages of the resource
 * CSV (a name without a line break, a URL, a format on one line, an integer size, dates blank or
 * ISO 8601 with a time zone); `issues` gets one entry per bad cell.
 */
export function resourceRowValues(
  row: number,
  values: Record<ResourceCsvColumn, string>,
  issues: CellIssue[],
): ResourceFieldValues | null {
  const before = issues.length;
  const issue = (column: ResourceCsvColumn, key: string, params?: Record<string, string>) =>
    issues.push({ row, column, key, ...(params ? { params } : {}) });
  if (values['Resource Name'].trim() === '')
    issue('Resource Name', 'csvRequired', { column: 'Resource Name' });
  const sizeCell = values['Resource Size'].trim();
  const size = sizeCell === '' ? null : /^\d+$/.test(sizeCell) ? Number(sizeCell) : Number.NaN;
  if (Number.isNaN(size)) issue('Resource Size', 'resourceSizeInteger');
  const dateOf = (column: 'Resource Created' | 'Resource Last Modified') => {
    if (isBlankOrZonedDate(values[column])) return values[column];
    issue(column, 'csvDateInvalid', { column });
    return null;
  };
  const created = dateOf('Resource Created');
  const lastModified = dateOf('Resource Last Modified');
  const parsed = ZResourceFormFields.safeParse({
    name: values[resourceCsvColumnOf.name],
    url: values[resourceCsvColumnOf.url],
    description: values[resourceCsvColumnOf.description],
    format: values[resourceCsvColumnOf.format],
    size: Number.isNaN(size) ? null : size,
    created,
    lastModified,
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
