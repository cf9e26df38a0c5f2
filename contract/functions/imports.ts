import { z } from 'zod';
import { exportEncodings } from './exports.js';
import { defineFunction } from './define.js';
import { ZFieldChange } from './histories.js';

/**
 * Imports: a file (dataset or resource list as XLSX or CSV, CKAN JSON Lines, DCAT JSON-LD) brought
 * into the working copy. The preview is a function whose body is the file; apply is a JSON function.
 */
/**
 * One problem of one cell: the row as the spreadsheet numbers it, the column, a validation key (the
 * web shows its en/ja text) and the English message a script reads (spec §5's words).
 */
export const ZImportIssue = z.object({
  row: z.number().int(),
  column: z.string(),
  /** The dataset the problem is in, when the batch is no file (a change of many datasets). */
  datasetName: z.string().optional(),
  key: z.string(),
  params: z.record(z.string(), z.string()).optional(),
  message: z.string(),
});
export type ImportIssue = z.infer<typeof ZImportIssue>;
/** An issue as the import's plan finds it, before its message is written out. */
export type CellIssue = Omit<ImportIssue, 'message'>;

/**
 * What a batch is: every applied set of changes to many datasets at once is one, with its own page
 * and its undo. An import reads a file (datasets, resources, metadata); a change is made in the
 * browser on a selection; an undo restores what an earlier batch changed.
 */
export const batchKinds = ['datasets', 'resources', 'metadata', 'change', 'undo'] as const;
export type BatchKind = (typeof batchKinds)[number];

export const importChangeStatuses = ['new', 'changed', 'delete', 'conflict'] as const;

/** What the import does to one dataset, field by field (the histories' change shape). */
export const ZImportChange = z.object({
  datasetName: z.string(),
  datasetId: z.string().nullable(),
  status: z.enum(importChangeStatuses),
  changes: z.array(ZFieldChange),
});
export type ImportChange = z.infer<typeof ZImportChange>;

/** The preview lists at most this many datasets' changes and problems; the counts cover all. */
export const importPreviewListLimit = 500;

export const ZImportPreview = z.object({
  /** Set when the file can be applied: no problems and no conflicts. */
  importId: z.string().nullable(),
  /**
   * A dataset CSV, a resource CSV, a metadata file (CKAN JSON or DCAT JSON-LD), a change of many
   * datasets made in the browser, or the undoing of an earlier batch.
   */
  kind: z.enum(batchKinds),
  fileName: z.string(),
  /** The CSV's encoding, `xlsx` for a workbook, or the metadata file's format; null for no file. */
  encoding: z.enum([...exportEncodings, 'xlsx', 'ckan-jsonl', 'dcat-jsonld']).nullable(),
  rows: z.number().int(),
  counts: z.object({
    new: z.number().int(),
    changed: z.number().int(),
    unchanged: z.number().int(),
    deleted: z.number().int(),
    conflicts: z.number().int(),
  }),
  issues: z.array(ZImportIssue),
  issueCount: z.number().int(),
  changes: z.array(ZImportChange),
  changeCount: z.number().int(),
  /**
   * The catalogue's titles of the licence, organization and group ids the listed changes hold,
   * from the instance's current lists: field → id → title. An id without a title is absent.
   */
  titles: z.record(z.string(), z.record(z.string(), z.string())),
});
export type ImportPreview = z.infer<typeof ZImportPreview>;

/**
 * Reads an uploaded file (the request body: CSV, XLSX or a metadata file, its kind read from the
 * content) and answers what applying it would change; nothing changes until `imports.apply`.
 */
export const importsPreview = defineFunction('imports.preview', {
  input: z.object({
    instanceId: z.uuid(),
    fileName: z.string().trim().min(1).max(255),
    /**
     * The IANA time zone (the browser's) a date typed into a workbook's cell is read in: a
     * spreadsheet keeps the date and time as shown, without a zone. UTC when not given.
     */
    timeZone: z.string().max(64).refine(isTimeZone).optional(),
  }),
  output: ZImportPreview,
  body: 'file',
});

function isTimeZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

/** Applies a previewed import: every change in one transaction, or none. */
export const importsApply = defineFunction('imports.apply', {
  input: z.object({ importId: z.uuid() }),
  output: z.object({ datasets: z.number().int() }),
  invalidates: [
    'datasets.list',
    'datasets.get',
    'datasets.filterCounts',
    'histories.list',
    'instances.get',
    'batches.get',
    'batches.list',
  ],
});
