import { z } from 'zod';
import { datasetEditReads, ZDatasetDetail } from './datasets/index.js';
import { defineFunction } from './define.js';

/** One line of text: CKAN shows names and formats on one line. */
const singleLine = (key: string, max: number) =>
  z
    .string()
    .trim()
    .max(max, 'tooLong')
    .refine((value) => !/[\r\n]/.test(value), key);

/** A resource lives at a web or FTP address: not javascript:, mailto: or a file path. */
function isResourceAddress(value: string): boolean {
  if (!URL.canParse(value)) return false;
  return ['http:', 'https:', 'ftp:'].includes(new URL(value).protocol);
}

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

/** A date and time with its zone, as the instant in UTC (`…Z`); blank or null: none. */
const zonedDateTime = z
  .string()
  .nullable()
  .refine((value) => value === null || isBlankOrZonedDate(value), 'resourceDateInvalid')
  .transform((value) =>
    value === null || value.trim() === '' ? null : new Date(value.trim()).toISOString(),
  );

/** The resource fields a user (or an import) edits and a push sends. */
export const resourceFields = [
  'name',
  'description',
  'url',
  'format',
  'size',
  'created',
  'lastModified',
] as const;
export type ResourceField = (typeof resourceFields)[number];

/**
 * The resource form: name, URL, description, format, size. Messages are validation keys the web
 * shows as `validation.<key>` (the wording of the resource CSV checks).
 */
export const ZResourceFormFields = z.object({
  name: singleLine('resourceNameNewline', 1000).pipe(z.string().min(1, 'resourceNameRequired')),
  url: z
    .string()
    .trim()
    .max(2000, 'tooLong')
    .refine((value) => value === '' || isResourceAddress(value), 'resourceUrlInvalid'),
  /** Free text, kept as written (white space included); only CRLF becomes LF. */
  description: z
    .string()
    .max(100_000, 'tooLong')
    .default('')
    .transform((value) => value.replace(/\r\n/g, '\n')),
  format: singleLine('resourceFormatNewline', 100).default(''),
  /** Bytes; null when unknown. */
  size: z
    .number()
    .int('resourceSizeInteger')
    .min(0, 'resourceSizeInteger')
    .nullable()
    .default(null),
  /** When the catalogue says the file was made and last changed; left out, kept as it is. */
  created: zonedDateTime.optional(),
  lastModified: zonedDateTime.optional(),
} satisfies Record<ResourceField, z.ZodType>);
export type ResourceFormValues = z.output<typeof ZResourceFormFields>;
export type ResourceFormInput = z.input<typeof ZResourceFormFields>;

/** Every edit names the dataset version it was based on; a newer one → aborted, staleVersion. */
const ZDatasetVersion = z.object({ datasetId: z.uuid(), version: z.number().int().min(1) });

export const resourcesCreate = defineFunction('resources.create', {
  invalidates: datasetEditReads,
  input: ZDatasetVersion.extend(ZResourceFormFields.shape),
  output: ZDatasetDetail,
});

export const resourcesUpdate = defineFunction('resources.update', {
  invalidates: datasetEditReads,
  input: ZDatasetVersion.extend({ resourceId: z.uuid() }).extend(ZResourceFormFields.shape),
  output: ZDatasetDetail,
});

export const resourcesRemove = defineFunction('resources.remove', {
  invalidates: datasetEditReads,
  input: ZDatasetVersion.extend({ resourceId: z.uuid() }),
  output: ZDatasetDetail,
});

export const resourcesReorder = defineFunction('resources.reorder', {
  invalidates: datasetEditReads,
  input: ZDatasetVersion.extend({
    /** Every resource of the dataset, once each, in the new order. */
    resourceIds: z.array(z.uuid()).min(1).max(1000),
  }),
  output: ZDatasetDetail,
});
