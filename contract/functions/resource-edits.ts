import { z } from 'zod';
import { datasetEditReads } from './dataset-edits.js';
import { ZDatasetDetail } from './datasets.js';
import { defineFunction } from './define.js';

/** One line of text: CKAN shows names and formats on one line. */
const singleLine = (key: string, max: number) =>
  z
    .string()
    .trim()
    .max(max, 'tooLong')
    .refine((value) => !/[\r\n]/.test(value), key);

/** The resource fields a user (or an import) edits and a push sends. */
export const resourceFields = ['name', 'description', 'url', 'format', 'size'] as const;
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
    .refine((value) => value === '' || URL.canParse(value), 'resourceUrlInvalid'),
  description: z.string().trim().max(100_000, 'tooLong').default(''),
  format: singleLine('resourceFormatNewline', 100).default(''),
  /** Bytes; null when unknown. */
  size: z
    .number()
    .int('resourceSizeInteger')
    .min(0, 'resourceSizeInteger')
    .nullable()
    .default(null),
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
