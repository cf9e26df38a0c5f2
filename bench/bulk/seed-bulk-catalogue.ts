import { sql } from 'drizzle-orm';
import type { Queryable } from '#server/db/database.js';
import { datasets, resources } from '#server/db/schema/index.js';
import { searchColumns } from '#server/services/search/search-text.js';
import { writeDatasetGrams } from '#server/services/search/write-dataset-grams.js';

/**
 * A catalogue copy the size the bulk benches need, written straight into the database: datasets
 * with Japanese titles in 40 organizations, each with its resources on 2,000 file hosts.
 */
export async function seedBulkCatalogue(
  db: Queryable,
  instanceId: string,
  datasetCount: number,
  resourcesPerDataset: number,
): Promise<void> {
  for (let offset = 0; offset < datasetCount; offset += 2000) {
    const rows = Array.from({ length: Math.min(2000, datasetCount - offset) }, (_, index) =>
      datasetRow(instanceId, offset + index, resourcesPerDataset),
    );
    const inserted = await db.insert(datasets).values(rows).returning({ id: datasets.id });
    await writeDatasetGrams(
      db,
      inserted.map(({ id }, index) => ({ id, searchText: rows[index]!.searchText })),
    );
    await db.insert(resources).values(
      inserted.flatMap(({ id }, index) =>
        Array.from({ length: resourcesPerDataset }, (_, position) => ({
          datasetId: id,
          instanceId,
          ckanId: `res-${offset + index}-${position}`,
          position,
          name: `資料 ${position + 1}（${offset + index}）`,
          url: `https://host-${(offset + index) % 2000}.example.jp/files/${offset + index}-${position}.csv`,
          format: ['CSV', 'PDF', 'XLSX'][position % 3]!,
          size: 1024 * (position + 1),
          created: new Date(Date.UTC(2022, 0, 1)),
        })),
      ),
    );
  }
  await db.execute(sql`vacuum analyze datasets`);
  await db.execute(sql`vacuum analyze resources`);
  await db.execute(sql`vacuum analyze dataset_grams`);
}

function datasetRow(instanceId: string, index: number, resourcesPerDataset: number) {
  const title = `オープンデータ ${index} 避難所一覧`;
  const notes = `市が公開する避難所のデータです。Record ${index}.`;
  const tags = ['避難所', index % 2 ? 'オープンデータ' : 'open data'];
  return {
    instanceId,
    ckanId: `ckan-${index}`,
    name: `dataset-${index}`,
    title,
    notes,
    licenseId: 'cc-by-4.0',
    organizationName: `org-${index % 40}`,
    organizationTitle: `組織 ${index % 40}`,
    tags,
    groups: ['bosai'],
    numResources: resourcesPerDataset,
    metadataModified: new Date(Date.UTC(2020, 0, 1) + index * 600_000),
    ...searchColumns({
      name: `dataset-${index}`,
      title,
      notes,
      tags,
      organizationName: `org-${index % 40}`,
      organizationTitle: `組織 ${index % 40}`,
    }),
  };
}
