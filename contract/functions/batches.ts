import { z } from 'zod';
import { ZDatasetSelection } from './datasets/selection.js';
import { defineFunction } from './define.js';
import { pagedList, ZPageRequest } from './paged-list.js';
import { batchKinds, ZImportChange, ZImportPreview } from './imports.js';

/**
 * Batches: many datasets changed at once, as one set with its own page and its undo. An import
 * (imports.preview) is one; a change made in the browser on a selection is another; so is the
 * undoing of a batch. Every batch is applied by `imports.apply`, all of it or nothing.
 */

/** The dataset fields a change sets to one value on every selected dataset. */
export const batchSetFields = [
  'licenseId',
  'organization',
  'visibility',
  'maintainer',
  'updateFrequency',
  'url',
] as const;
export type BatchSetField = (typeof batchSetFields)[number];

/** The text fields a find-and-replace works in; `resource.*` in every resource of the dataset. */
export const batchReplaceFields = [
  'title',
  'notes',
  'maintainer',
  'resource.url',
  'resource.name',
] as const;
export type BatchReplaceField = (typeof batchReplaceFields)[number];

/** Where the text is found: anywhere in the value, or only at its start (a URL's domain). */
export const replaceMatches = ['anywhere', 'prefix'] as const;

const ZTagList = z.array(z.string().trim().min(1).max(100)).min(1).max(50);

/** One change, applied to every selected dataset through the same rules as the edit form. */
export const ZBatchChange = z.discriminatedUnion('op', [
  z.object({
    op: z.literal('set'),
    field: z.enum(batchSetFields),
    value: z.string().max(2000),
  }),
  z.object({ op: z.literal('addTags'), tags: ZTagList }),
  z.object({ op: z.literal('removeTags'), tags: ZTagList }),
  z.object({
    op: z.literal('replace'),
    field: z.enum(batchReplaceFields),
    find: z.string().min(1).max(1000),
    replace: z.string().max(2000),
    match: z.enum(replaceMatches).default('anywhere'),
    caseSensitive: z.boolean().default(true),
  }),
]);
export type BatchChange = z.infer<typeof ZBatchChange>;
export type BatchChangeInput = z.input<typeof ZBatchChange>;

/**
 * What a change would do to each selected dataset, checked as the edit form checks (each problem
 * with its message, at its dataset); nothing changes until `imports.apply` with the answer's id,
 * which is set only when there are changes and no problems.
 */
export const batchesPreviewChange = defineFunction('batches.previewChange', {
  input: z.object({
    instanceId: z.uuid(),
    selection: ZDatasetSelection,
    change: ZBatchChange,
  }),
  output: ZImportPreview,
});

/** A batch as its page shows it: who, when, what, how many, and where it stands. */
export const ZBatch = z.object({
  id: z.string(),
  instanceId: z.string(),
  kind: z.enum(batchKinds),
  /** The file's name, or what a change made in the browser does (in English, for logs). */
  label: z.string(),
  /** For a change made in the browser: the change, so pages word it in the reader's language. */
  change: ZBatchChange.nullable(),
  status: z.enum(['ready', 'applied']),
  actor: z.object({ id: z.string(), name: z.string() }).nullable(),
  createdAt: z.string(),
  appliedAt: z.string().nullable(),
  datasetCount: z.number().int(),
  /** The batch this one undoes, and the undo applied to this one (if any). */
  undoes: z
    .object({ id: z.string(), label: z.string(), change: ZBatchChange.nullable() })
    .nullable(),
  undoneBy: z.object({ id: z.string(), label: z.string() }).nullable(),
});
export type Batch = z.infer<typeof ZBatch>;

export const batchesGet = defineFunction('batches.get', {
  input: z.object({ batchId: z.uuid() }),
  output: ZBatch.extend({
    changes: z.array(ZImportChange),
    changeCount: z.number().int(),
    titles: ZImportPreview.shape.titles,
  }),
});

export const batchesList = defineFunction('batches.list', {
  input: z.object({ instanceId: z.uuid(), ...ZPageRequest.shape }),
  output: pagedList(ZBatch),
});

/**
 * The undo of an applied batch, previewed: every field it changed goes back to its value before,
 * on each dataset where the batch's values still stand; a dataset changed since is listed in
 * `kept` and left as it is. Applied by `imports.apply` as any batch.
 */
export const batchesPreviewUndo = defineFunction('batches.previewUndo', {
  input: z.object({ batchId: z.uuid() }),
  output: ZImportPreview.extend({
    kept: z.array(
      z.object({
        datasetId: z.string().nullable(),
        datasetName: z.string(),
        /** changedSince: a field the batch wrote moved on; gone: deleted; notUndoable: created, deleted or resources added/removed by the batch. */
        reason: z.enum(['changedSince', 'gone', 'notUndoable']),
      }),
    ),
    keptCount: z.number().int(),
  }),
});
