import { z } from 'zod';
import { datasetSorts, datasetVisibilities, linkStatuses } from '../enums.js';
import { defineFunction } from './define.js';
import { ZFieldChange } from './histories.js';

/**
 * Bulk work through files. The import preview is a function whose body is the file; the export
 * is a download route beside the functions (it answers with the file itself, streamed), through
 * the same steps as every function (session or key, trusted Origin, input schema, authorization).
 */
export const exportIncludes = ['datasets', 'datasetsAndResources'] as const;
export type ExportInclude = (typeof exportIncludes)[number];

export const exportEncodings = ['utf8', 'shift_jis'] as const;
export type ExportEncoding = (typeof exportEncodings)[number];

/**
 * XLSX (a workbook per list, offered first: Excel opens it with no question of encoding) or CSV
 * for spreadsheets; or the metadata for another catalogue tool: CKAN JSON Lines (one
 * package_show object per line) or DCAT-AP JSON-LD (ckanext-dcat's mapping).
 */
export const exportFormats = ['xlsx', 'csv', 'ckan-jsonl', 'dcat-jsonld'] as const;
export type ExportFormat = (typeof exportFormats)[number];

/**
 * `POST /api/files/datasets.export` → the CSV or workbook (dataset list only) or a zip of both
 * lists' files.
 */
export const ZDatasetsExportInput = z.object({
  instanceId: z.uuid(),
  /** The list's current search and filter: the export holds every page of it. */
  q: z.string().trim().max(200).default(''),
  sort: z.enum(datasetSorts).default('default'),
  linkStatus: z.enum([...linkStatuses, 'unchecked']).optional(),
  visibility: z.enum(datasetVisibilities).optional(),
  format: z.enum(exportFormats).default('csv'),
  /** XLSX and CSV only: the metadata formats always carry each dataset's resources. */
  include: z.enum(exportIncludes).default('datasets'),
  /** CSV only: a workbook has no encoding to choose. */
  encoding: z.enum(exportEncodings).default('utf8'),
});
export type DatasetsExportInput = z.input<typeof ZDatasetsExportInput>;

export const datasetsExportPath = '/api/files/datasets.export';
/** The response header with the number of datasets in the export (for a progress bar). */
export const exportTotalHeader = 'x-export-datasets';

/** One problem of one cell: the row as the spreadsheet numbers it, the column, a validation key. */
export const ZImportIssue = z.object({
  row: z.number().int(),
  column: z.string(),
  key: z.string(),
  params: z.record(z.string(), z.string()).optional(),
});
export type ImportIssue = z.infer<typeof ZImportIssue>;

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
  /** A dataset CSV, a resource CSV, or a metadata file (CKAN JSON or DCAT JSON-LD). */
  kind: z.enum(['datasets', 'resources', 'metadata']),
  fileName: z.string(),
  /** The CSV's encoding, `xlsx` for a workbook, or the metadata file's format. */
  encoding: z.enum([...exportEncodings, 'xlsx', 'ckan-jsonl', 'dcat-jsonld']),
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
  }),
  output: ZImportPreview,
  body: 'file',
});

/** Applies a previewed import: every change in one transaction, or none. */
export const importsApply = defineFunction('imports.apply', {
  input: z.object({ importId: z.uuid() }),
  output: z.object({ datasets: z.number().int() }),
  invalidates: ['datasets.list', 'datasets.get', 'histories.list', 'instances.get'],
});
