import { count } from 'drizzle-orm';
import type { z } from 'zod';
import type { ZDatasetsExportInput } from '../../../contract/functions/bulk.js';
import type { Queryable } from '../../db/database.js';
import { datasets } from '../../db/schema/index.js';
import {
  datasetCsvColumns,
  encodeCsv,
  resourceCsvColumns,
  zipFiles,
} from '../../engines/csv/index.js';
import { datasetListWhere } from '../datasets/list-datasets.js';
import { datasetCsvRow, resourceCsvRow } from './csv-rows.js';
import { datasetPages, datasetPagesWithResources } from './dataset-pages.js';

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
export async function exportDatasets(db: Queryable, query: ExportQuery): Promise<DatasetsExport> {
  const [counted] = await db.select({ n: count() }).from(datasets).where(datasetListWhere(query));
  const stamp = new Date().toISOString().slice(0, 10);
  const datasetsCsv = encodeCsv(datasetCsvColumns, datasetRows(db, query), query.encoding);
  if (query.include === 'datasets')
    return {
      fileName: `datasets-${stamp}.csv`,
      contentType: `text/csv; charset=${query.encoding === 'utf8' ? 'utf-8' : 'shift_jis'}`,
      total: counted?.n ?? 0,
      body: datasetsCsv,
    };
  return {
    fileName: `datasets-and-resources-${stamp}.zip`,
    contentType: 'application/zip',
    total: counted?.n ?? 0,
    body: zipFiles([
      { name: `datasets-${stamp}.csv`, chunks: datasetsCsv },
      {
        name: `resources-${stamp}.csv`,
        chunks: encodeCsv(resourceCsvColumns, resourceRows(db, query), query.encoding),
      },
    ]),
  };
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
