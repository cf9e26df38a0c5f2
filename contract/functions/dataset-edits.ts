import { z } from 'zod';
import { datasetVisibilities, syncStatuses } from '../enums.js';
import { ZDatasetDetail } from './datasets.js';
import { defineFunction } from './define.js';

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

export const ZPushSummary = z.object({
  /** 'create' (package_create), 'patch' (package_patch) or null when no dataset field changed. */
  action: z.enum(['create', 'patch']).nullable(),
  /** The CKAN fields sent, e.g. ["title", "tags"]. */
  fields: z.array(z.string()),
  resourcesCreated: z.number().int(),
  resourcesUpdated: z.number().int(),
  resourcesDeleted: z.number().int(),
  reordered: z.boolean(),
});
export type PushSummary = z.infer<typeof ZPushSummary>;

export const datasetsSync = defineFunction('datasets.sync', {
  invalidates: datasetEditReads,
  input: z.object({
    datasetId: z.uuid(),
    /** The user confirmed pushing resources a check found likely personal data in. */
    confirmSensitive: z.boolean().default(false),
  }),
  output: z.discriminatedUnion('outcome', [
    z.object({
      /** synced: pushed (or nothing to push); conflict: the catalogue changed meanwhile, nothing pushed. */
      outcome: z.enum(['synced', 'conflict']),
      push: ZPushSummary.nullable(),
      dataset: ZDatasetDetail,
    }),
    /** The dataset was marked to be deleted: deleted in the catalogue, then in the working copy. */
    z.object({ outcome: z.literal('deleted'), datasetName: z.string() }),
  ]),
});

/** A field's three versions: what both sides started from, the local one, the catalogue's now. */
export const ZConflictField = z.object({
  field: z.union([z.enum(datasetFields), z.literal('resources')]),
  base: z.unknown(),
  local: z.unknown(),
  catalogue: z.unknown(),
  changedLocally: z.boolean(),
  changedInCatalogue: z.boolean(),
});
export type ConflictField = z.infer<typeof ZConflictField>;

export const datasetsConflict = defineFunction('datasets.conflict', {
  input: z.object({ datasetId: z.uuid() }),
  output: z.object({
    datasetId: z.string(),
    syncStatus: z.enum(syncStatuses),
    version: z.number().int(),
    /** The catalogue version compared with; resolving against an older one is refused. */
    catalogueModified: z.string().nullable(),
    /** Every field that differs between the local copy and the catalogue. */
    fields: z.array(ZConflictField),
  }),
});

export const ZConflictSide = z.enum(['local', 'catalogue']);
export type ConflictSide = z.infer<typeof ZConflictSide>;

/** The side a field keeps unless the user picks: the side that changed it, local if both did. */
export function defaultConflictSide(
  field: Pick<ConflictField, 'changedLocally' | 'changedInCatalogue'>,
): ConflictSide {
  return field.changedInCatalogue && !field.changedLocally ? 'catalogue' : 'local';
}

export const datasetsResolveConflict = defineFunction('datasets.resolveConflict', {
  invalidates: datasetEditReads,
  input: z.object({
    datasetId: z.uuid(),
    version: z.number().int().min(1),
    catalogueModified: z.string(),
    /** Take one side wholly… */
    take: ZConflictSide.optional(),
    /** …or pick per field; a field not named keeps the side that changed it (local when both did). */
    choices: z
      .partialRecord(z.union([z.enum(datasetFields), z.literal('resources')]), ZConflictSide)
      .default({}),
  }),
  output: ZDatasetDetail,
});
