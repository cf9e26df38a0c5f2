import { count } from 'drizzle-orm';
import type { z } from 'zod';
import type { ZDatasetsExportInput } from '#contract/functions/exports.js';
import type { Queryable } from '#server/db/database.js';
import { datasets } from '#server/db/schema/index.js';
import {
  datasetCsvColumns,
  encodeCsv,
  resourceCsvColumns,
  zipFiles,
} from '#server/engines/csv/index.js';
import { encodeXlsx, xlsxSheetNames } from '#server/engines/xlsx/index.js';
import { datasetListWhere } from '../datasets/list-datasets.js';
import { writeCkanJsonLines } from '#server/engines/metadata/ckan-json.js';
import { writeDcatJsonLd } from '#server/engines/metadata/dcat-jsonld.js';
import { datasetCsvRow, resourceCsvRow } from './csv-rows.js';
import { datasetPages, datasetPagesWithResources } from './dataset-pages.js';
import { metadataRecordOf } from './metadata-records.js';

type ExportQuery = z.output<typeof ZDatasetsExportInput>;

export interface DatasetsExport {
  fileName: string;
  contentType: string;
  /** How many datasets the file holds. */
  total: number;
  body: AsyncGenerator<Uint8Array>;
}

/**
 * The Export of the dataset list: the datasets of the current search and filter, every page, as
 * one CSV; with the resource list, a zip of the two CSVs (Windows opens a zip by itself, and two
 * files keep each one a plain table that Excel opens and saves as it is).
 */
export async function exportDatasets(
  db: Queryable,
  query: ExportQuery,
  siteUrl: string,
): Promise<DatasetsExport> {
  const [counted] = await db.select({ n: count() }).from(datasets).where(datasetListWhere(query));
  const stamp = new Date().toISOString().slice(0, 10);
  const total = counted?.n ?? 0;
  if (query.format === 'xlsx') return exportWorkbooks(db, query, { stamp, total });
  if (query.format !== 'csv') return exportMetadata(db, query, { stamp, total, siteUrl });
  const datasetsCsv = encodeCsv(datasetCsvColumns, datasetRows(db, query), query.encoding);
  if (query.include === 'datasets')
    return {
      fileName: `datasets-${stamp}.csv`,
      contentType: `text/csv; charset=${query.encoding === 'utf8' ? 'utf-8' : 'shift_jis'}`,
      total,
      body: datasetsCsv,
    };
  return {
    fileName: `datasets-and-resources-${stamp}.zip`,
    contentType: 'application/zip',
    total,
    body: zipFiles([
      { name: `datasets-${stamp}.csv`, chunks: datasetsCsv },
      {
        name: `resources-${stamp}.csv`,
        chunks: encodeCsv(resourceCsvColumns, resourceRows(db, query), query.encoding),
      },
    ]),
  };
}

const xlsxType = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * The same two lists as the CSVs, each a workbook of one sheet: the dataset list alone, or a
 * zip of both workbooks. Two files, not one workbook of two sheets, so each list is previewed
 * and applied on its own with row numbers that point into exactly one sheet (docs/bulk-csv.md).
 */
function exportWorkbooks(
  db: Queryable,
  query: ExportQuery,
  file: { stamp: string; total: number },
): DatasetsExport {
  const datasetsXlsx = encodeXlsx(
    xlsxSheetNames.datasets,
    datasetCsvColumns,
    datasetRows(db, query),
  );
  if (query.include === 'datasets')
    return {
      fileName: `datasets-${file.stamp}.xlsx`,
      contentType: xlsxType,
      total: file.total,
      body: datasetsXlsx,
    };
  return {
    fileName: `datasets-and-resources-${file.stamp}.zip`,
    contentType: 'application/zip',
    total: file.total,
    body: zipFiles([
      { name: `datasets-${file.stamp}.xlsx`, chunks: datasetsXlsx, stored: true },
      {
        name: `resources-${file.stamp}.xlsx`,
        chunks: encodeXlsx(xlsxSheetNames.resources, resourceCsvColumns, resourceRows(db, query)),
        stored: true,
      },
    ]),
  };
}

/** CKAN JSON Lines or DCAT-AP JSON-LD: every dataset with its resources, streamed as UTF-8. */
function exportMetadata(
  db: Queryable,
  query: ExportQuery,
  file: { stamp: string; total: number; siteUrl: string },
): DatasetsExport {
  const records = metadataRecords(db, query);
  const text =
    query.format === 'ckan-jsonl'
      ? writeCkanJsonLines(records)
      : writeDcatJsonLd(records, { siteUrl: file.siteUrl });
  return {
    fileName:
      query.format === 'ckan-jsonl'
        ? `datasets-${file.stamp}.jsonl`
        : `datasets-${file.stamp}.jsonld`,
    contentType:
      query.format === 'ckan-jsonl'
        ? 'application/jsonl; charset=utf-8'
        : 'application/ld+json; charset=utf-8',
    total: file.total,
    body: utf8(text),
  };
}

async function* metadataRecords(db: Queryable, query: ExportQuery) {
  for await (const page of datasetPagesWithResources(db, query))
    for (const { dataset, resources } of page) yield metadataRecordOf(dataset, resources);
}

async function* utf8(text: AsyncIterable<string>): AsyncGenerator<Uint8Array> {
  for await (const part of text) yield Buffer.from(part, 'utf8');
}

async function* datasetRows(db: Queryable, query: ExportQuery): AsyncGenerator<string[][]> {
  for await (const page of datasetPages(db, query)) yield page.map(datasetCsvRow);
}

async function* resourceRows(db: Queryable, query: ExportQuery): AsyncGenerator<string[][]> {
  for await (const page of datasetPagesWithResources(db, query))
    yield page.flatMap(({ dataset, resources }) =>
      resources.map((resource) => resourceCsvRow(dataset.name, resource)),
    );
}
