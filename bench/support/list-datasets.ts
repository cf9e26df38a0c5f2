import { sql } from 'drizzle-orm';
import type { Queryable } from '#server/db/database.js';
import { datasets } from '#server/db/schema/index.js';
import { searchColumns } from '#server/services/search/search-text.js';
import { writeDatasetGrams } from '#server/services/search/write-dataset-grams.js';

/**
 * The invented catalogue the list and load benches browse: titles, notes and tags in Japanese
 * and English from a few subjects and places, 40 organizations, link statuses as after checks.
 */
const subjects = [
  '避難所',
  '人口統計',
  'AED設置場所',
  '公衆トイレ',
  '観光施設',
  '子育て支援',
  'bus stops',
  'air quality',
  'budget',
  'population',
  '保育所',
  '図書館',
  '文化財',
  '医療機関',
  'parking',
];
const places = [
  '札幌市',
  '仙台市',
  '千代田区',
  '横浜市',
  '名古屋市',
  '京都市',
  '大阪市',
  '神戸市',
  '広島市',
  '福岡市',
  'Osaka',
  'Kyoto',
];
const organizations = Array.from({ length: 40 }, (_, index) => ({
  name: `org-${index}`,
  title: `${places[index % places.length]} ${['総務課', '防災課', '企画課', 'Open Data Office'][index % 4]}`,
}));

/** Inserts `count` datasets into the instance in batches, then leaves the table as autovacuum would. */
export async function seedListDatasets(
  db: Queryable,
  instanceId: string,
  count: number,
): Promise<void> {
  const batch = 2000;
  for (let offset = 0; offset < count; offset += batch) {
    const rows = Array.from({ length: Math.min(batch, count - offset) }, (_, index) =>
      listDatasetRow(instanceId, offset + index),
    );
    const inserted = await db.insert(datasets).values(rows).returning({ id: datasets.id });
    await writeDatasetGrams(
      db,
      inserted.map(({ id }, index) => ({ id, searchText: rows[index]!.searchText })),
    );
  }
  // A settled database, as autovacuum leaves it: statistics and the visibility map are current.
  await db.execute(sql`vacuum analyze datasets`);
  await db.execute(sql`vacuum analyze dataset_grams`);
}

export function listDatasetRow(instanceId: string, index: number) {
  const subject = subjects[index % subjects.length]!;
  const place = places[(index * 7) % places.length]!;
  const organization = organizations[index % organizations.length]!;
  const title = `${place} ${subject} ${2015 + (index % 10)}`;
  const notes = `${place}が公開する${subject}のデータです。更新頻度は年1回。This dataset lists ${subject} in ${place}. Record ${index}.`;
  const tags = [subject, place, index % 3 === 0 ? 'オープンデータ' : 'open data'];
  return {
    instanceId,
    ckanId: `ckan-${index}`,
    name: `dataset-${index.toString(36)}-${index}`,
    title,
    notes,
    organizationName: organization.name,
    organizationTitle: organization.title,
    tags,
    numResources: index % 7,
    // A catalogue after its link checks: 2 % dead, 8 % unknown, 5 % not checked yet.
    linkStatus: linkStatusOf(index),
    metadataModified: new Date(Date.UTC(2020, 0, 1) + index * 600_000),
    ...searchColumns({
      name: `dataset-${index}`,
      title,
      notes,
      tags,
      organizationName: organization.name,
      organizationTitle: organization.title,
    }),
  };
}

function linkStatusOf(index: number): 'alive' | 'dead' | 'unknown' | null {
  const slot = (index * 37) % 100;
  return slot < 2 ? 'dead' : slot < 10 ? 'unknown' : slot < 15 ? null : 'alive';
}
