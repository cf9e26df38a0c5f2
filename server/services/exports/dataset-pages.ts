import { asc, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import type { ZDatasetsExportInput } from '#contract/functions/exports.js';
import type { Queryable } from '#server/db/database.js';
import { datasets, resources } from '#server/db/schema/index.js';
import { datasetFieldColumns } from '../catalogue/dataset-fields.js';
import { datasetListWhere, orderBySort } from '../datasets/list-datasets.js';

type ExportQuery = z.output<typeof ZDatasetsExportInput>;
/** The columns an export writes: not the catalogue's copies (remote, base) nor search columns. */
const datasetColumns = {
  id: datasets.id,
  ...datasetFieldColumns,
  ckanId: datasets.ckanId,
  metadataModified: datasets.metadataModified,
  syncStatus: datasets.syncStatus,
  version: datasets.version,
};
const resourceColumns = {
  id: resources.id,
  datasetId: resources.datasetId,
  name: resources.name,
  url: resources.url,
  description: resources.description,
  format: resources.format,
  size: resources.size,
  created: resources.created,
  lastModified: resources.lastModified,
  position: resources.position,
};
export type DatasetRecord = Pick<typeof datasets.$inferSelect, keyof typeof datasetColumns>;
export type ResourceRecord = Pick<typeof resources.$inferSelect, keyof typeof resourceColumns>;

/** Rows read per query: large enough to be quick, small enough to keep memory flat. */
export const exportPageSize = 5000;

/**
 * The datasets the list shows for the query, every page of them, a page at a time. The order is
 * read once as ids (a few MB at national size), then each page by id: deep OFFSET pages would
 * scan every row before them again.
 */
export async function* datasetPages(
  db: Queryable,
  query: ExportQuery,
): AsyncGenerator<DatasetRecord[]> {
  const ordered = await db
    .select({ id: datasets.id })
    .from(datasets)
    .where(datasetListWhere(query))
    .orderBy(...orderBySort[query.sort]);
  for (let offset = 0; offset < ordered.length; offset += exportPageSize) {
    const ids = ordered.slice(offset, offset + exportPageSize).map((row) => row.id);
    const rows = await db.select(datasetColumns).from(datasets).where(inArray(datasets.id, ids));
    const byId = new Map(rows.map((row) => [row.id, row]));
    // A dataset removed since the ids were read is simply not in the file.
    yield ids.flatMap((id) => byId.get(id) ?? []);
  }
}

/** The same pages with each dataset's resources, in their order. */
export async function* datasetPagesWithResources(
  db: Queryable,
  query: ExportQuery,
): AsyncGenerator<{ dataset: DatasetRecord; resources: ResourceRecord[] }[]> {
  for await (const page of datasetPages(db, query)) {
    const rows = await db
      .select(resourceColumns)
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
