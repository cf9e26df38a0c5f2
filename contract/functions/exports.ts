import { z } from 'zod';
import { datasetSorts } from '../enums.js';
import { ZDatasetListFilters } from './datasets/list-filters.js';

/**
 * Exports: the working copy's datasets (and resources) as a file to edit in a spreadsheet or to
 * hand to another catalogue tool. Not a JSON function: a download route beside the functions that
 * answers with the file itself, streamed, through the same steps as every function (session or
 * key, trusted Origin, input schema, authorization).
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
/** The list's current search and filters: the export holds every page of it. */
export const ZDatasetsExportInput = ZDatasetListFilters.extend({
  instanceId: z.uuid(),
  sort: z.enum(datasetSorts).default('default'),
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
