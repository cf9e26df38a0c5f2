import { z } from 'zod';
import { datasetVisibilities } from '#contract/enums.js';
import { defineFunction } from '../define.js';
import { ZDatasetDetail } from './read.js';

/** What any edit of a dataset makes stale (the dataset itself: the answer replaces it at once). */
export const datasetEditReads = [
  'datasets.list',
  'histories.list',
  'events.list',
  'datasets.conflict',
] as const;

/** Lowercase letters, digits and hyphens. */
export const datasetNamePattern = /^[a-z0-9-]+$/;
/** Tags may not hold the Japanese comma or full stop. */
export const tagPunctuationPattern = /[、。]/;

const requiredText = (key: string, max = 1000) =>
  z.string({ error: key }).trim().min(1, { message: key, abort: true }).max(max, 'tooLong');

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, 'tooLong')
    .nullish()
    .transform((value) => value ?? '');

/** Free text, kept as written (white space included); only CRLF becomes LF. */
const freeText = (max: number) =>
  z
    .string()
    .max(max, 'tooLong')
    .nullish()
    .transform((value) => (value ?? '').replace(/\r\n/g, '\n'));

const ZTags = z
  .array(
    z
      .string()
      .trim()
      .max(100, 'tooLong')
      .regex(/^[^、。]*$/, 'tagPunctuation'),
  )
  .default([])
  .transform((tags) => [...new Set(tags.filter(Boolean))]);

const ZGroupNames = z
  .array(z.string().trim().min(1))
  .default([])
  .transform((groups) => [...new Set(groups)]);

const ZDatasetName = requiredText('nameRequired', 100);

/**
 * The fields a user edits, in form order: the one list the form, the dataset CSV, the import plan,
 * histories, the conflict view and the sync plan all follow (each keeps a table keyed by it, so a
 * field added here fails to compile until every one of them says what to do with it).
 */
export const datasetFields = [
  'name',
  'title',
  'notes',
  'tags',
  'licenseId',
  'organization',
  'url',
  'maintainer',
  'groups',
  'updateFrequency',
  'visibility',
] as const;
export type DatasetField = (typeof datasetFields)[number];

/**
 * What a field holds: free text (kept as written), a token (a name, an id, a URL or a choice), or
 * a list of names (tags, groups).
 */
export const datasetFieldKinds = {
  name: 'token',
  title: 'text',
  notes: 'text',
  tags: 'list',
  licenseId: 'token',
  organization: 'token',
  url: 'token',
  maintainer: 'text',
  groups: 'list',
  updateFrequency: 'token',
  visibility: 'token',
} as const satisfies Record<DatasetField, 'text' | 'token' | 'list'>;

/**
 * The dataset form (Create New and Edit). Messages are validation keys; the web
 * shows `validation.<key>`. `organization` and `groups` are names from the instance's vocabularies.
 * This shape leaves out the name pattern: see `datasetFormSchema`.
 */
export const ZDatasetFormFields = z.object({
  name: ZDatasetName,
  title: requiredText('titleRequired'),
  notes: freeText(100_000),
  tags: ZTags,
  licenseId: requiredText('licenseRequired'),
  organization: requiredText('organizationRequired'),
  url: optionalText(2000),
  maintainer: optionalText(500),
  groups: ZGroupNames,
  updateFrequency: optionalText(200),
  /** Public unless said: CKAN's default for a new dataset. */
  visibility: z.enum(datasetVisibilities, { error: 'visibilityInvalid' }).default('public'),
} satisfies Record<DatasetField, z.ZodType>);
export type DatasetFormValues = z.output<typeof ZDatasetFormFields>;
export type DatasetFormInput = z.input<typeof ZDatasetFormFields>;

/**
 * The form with every rule. `keepName` (the dataset's current name) passes the name
 * pattern unchanged, so a dataset harvested with a name CKAN allows but our rule does not (an
 * underscore) can still be edited without renaming it.
 */
export function datasetFormSchema(options: { keepName?: string } = {}) {
  return ZDatasetFormFields.extend({
    name: ZDatasetName.refine(
      (name) => name === options.keepName || datasetNamePattern.test(name),
      'namePattern',
    ),
  });
}

export const datasetsCreate = defineFunction('datasets.create', {
  invalidates: datasetEditReads,
  input: datasetFormSchema().extend({ instanceId: z.uuid() }),
  output: ZDatasetDetail,
});

/** The name pattern is checked by the server against the dataset's current name. */
export const datasetsUpdate = defineFunction('datasets.update', {
  invalidates: datasetEditReads,
  input: ZDatasetFormFields.extend({
    datasetId: z.uuid(),
    /** The version the edit was based on; a newer one on the server → aborted, staleVersion. */
    version: z.number().int().min(1),
    /** Left out: the dataset keeps its visibility (a client that does not show it changes nothing). */
    visibility: z.enum(datasetVisibilities, { error: 'visibilityInvalid' }).optional(),
  }),
  output: ZDatasetDetail,
});

/**
 * Delete: a dataset the catalogue does not have is removed at once (removed; its history stays);
 * a catalogue dataset is marked to_delete for its next sync (markedForDeletion), undone by
 * datasets.restore until then.
 */
export const datasetsDelete = defineFunction('datasets.delete', {
  invalidates: datasetEditReads,
  input: z.object({
    datasetId: z.uuid(),
    /** The version the user saw; a newer one on the server → aborted, staleVersion. */
    version: z.number().int().min(1),
  }),
  output: z.discriminatedUnion('outcome', [
    z.object({ outcome: z.literal('removed') }),
    z.object({ outcome: z.literal('markedForDeletion'), dataset: ZDatasetDetail }),
  ]),
});

/**
 * Dismisses every dataset of an instance that the catalogue removed (and the caller may edit):
 * they leave the list; their histories stay readable.
 */
export const datasetsDismissRemoved = defineFunction('datasets.dismissRemoved', {
  invalidates: [...datasetEditReads, 'instances.get'],
  input: z.object({ instanceId: z.uuid() }),
  output: z.object({ dismissed: z.number().int().min(0) }),
});

/** Undoes a deletion that is not synced yet: the dataset stays in the catalogue. */
export const datasetsRestore = defineFunction('datasets.restore', {
  invalidates: datasetEditReads,
  input: z.object({ datasetId: z.uuid(), version: z.number().int().min(1) }),
  output: ZDatasetDetail,
});
