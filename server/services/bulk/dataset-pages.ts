import { asc, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import type { ZDatasetsExportInput } from '../../../contract/functions/bulk.js';
import type { Queryable } from '../../db/database.js';
import { datasets, resources } from '../../db/schema/index.js';
import { datasetListWhere, orderBySort } from '../datasets/list-datasets.js';

type ExportQuery = z.output<typeof ZDatasetsExportInput>;
export type DatasetRecord = typeof datasets.$inferSelect;
export type ResourceRecord = typeof resources.$inferSelect;

/** Rows read per query: large enough to be quick, small enough to keep memory flat. */
export const exportPageSize = 1000;

/** The datasets the list shows for the query, every page of them, a page at a time. */
export async function* datasetPages(
  db: Queryable,
  query: ExportQuery,
): AsyncGenerator<DatasetRecord[]> {
  const where = datasetListWhere(query);
  for (let offset = 0; ; offset += exportPageSize) {
    const page = await db
      .select()
      .from(datasets)
      .where(where)
      .orderBy(...orderBySort[query.sort])
      .limit(exportPageSize)
      .offset(offset);
    if (page.length > 0) yield page;
    if (page.length < exportPageSize) return;
  }
}

/** The same pages with each dataset's resources, in their order. */
export async function* datasetPagesWithResources(
  db: Queryable,
  query: ExportQuery,
): AsyncGenerator<{ dataset: DatasetRecord; resources: ResourceRecord[] }[]> {
  for await (const page of datasetPages(db, query)) {
    const rows = await db
      .select()
      .from(resources)
      .where(
        inArray(
          resources.datasetId,
          page.map((dataset) => dataset.id),
        ),
      )
      .orderBy(asc(resources.position), asc(resources.createdAt));
    const byDataset = Map.groupBy(rows, (row) => row.datasetId);
    yield page.map((dataset) => ({ dataset, resources: byDataset.get(dataset.id) ?? [] }));
  }
}
