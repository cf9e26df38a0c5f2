import { sql } from 'drizzle-orm';
import type { Queryable } from '#server/db/database.js';
import { catalogueVocabularies, datasets } from '#server/db/schema/index.js';
import { listDatasetRow } from '../support/list-datasets.js';

const licences = [
  {
    id: 'cc-by-4.0',
    title: 'CC BY 4.0',
    od_conformance: 'approved',
    osd_conformance: 'not reviewed',
  },
  {
    id: 'cc-by-nc',
    title: 'CC BY-NC',
    od_conformance: 'rejected',
    osd_conformance: 'not reviewed',
  },
  { id: 'odc-odbl', title: 'ODbL', od_conformance: 'approved', osd_conformance: 'not reviewed' },
];
const frequencies = ['毎月', '年1回', '随時', 'monthly', null];

/**
 * A national-size catalogue for the quality bench, written directly: `count` datasets with the
 * fields the rules read (some missing, as in real portals), each with its catalogue version (a
 * few kilobytes of package JSON, as harvested), and 11 or 12 resources each (350,000 for 30,000
 * datasets) in every format grade, with link and personal-data verdicts as after the checks.
 */
export async function seedQualityCatalogue(
  db: Queryable,
  instanceId: string,
  count: number,
): Promise<void> {
  await db.insert(catalogueVocabularies).values({ instanceId, kind: 'licenses', items: licences });
  // Small batches: each row carries a few kilobytes of package JSON, and the seeding's memory
  // must not stand for the scoring's in the peak RSS.
  const batch = 250;
  for (let offset = 0; offset < count; offset += batch) {
    const rows = Array.from({ length: Math.min(batch, count - offset) }, (_, index) => {
      const n = offset + index;
      const base = listDatasetRow(instanceId, n);
      return {
        ...base,
        notes: n % 17 === 0 ? '' : base.notes,
        tags: n % 13 === 0 ? [] : base.tags,
        licenseId: n % 11 === 0 ? null : licences[n % licences.length]!.id,
        maintainer: n % 5 === 0 ? null : '情報政策課',
        updateFrequency: frequencies[n % frequencies.length] ?? null,
        metadataModified: new Date(Date.UTC(2024, 0, 1) + (n % 700) * 86_400_000),
        remote: {
          id: `ckan-${n}`,
          name: base.name,
          title: base.title,
          notes: `${base.notes} `.repeat(12),
          maintainer_email: n % 5 === 0 ? '' : 'opendata@example.lg.jp',
          author: null,
          author_email: null,
          extras: [{ key: 'update_frequency', value: frequencies[n % frequencies.length] ?? '' }],
        },
      };
    });
    await db.insert(datasets).values(rows);
  }
  await db.execute(sql`
    insert into resources (dataset_id, instance_id, position, name, url, format, link_status,
                           sensitive_count, last_modified)
    select d.id, d.instance_id, g, 'resource ' || g,
           'https://data.example.lg.jp/files/' || d.name || '/' || g ||
             (array['.csv', '.xlsx', '.pdf', '.json', '.csv', '.zip'])[1 + (g % 6)],
           (array['CSV', 'XLSX', 'PDF', 'JSON', 'CSV', 'ZIP'])[1 + (g % 6)],
           case when (hashtext(d.name) + g) % 50 = 0 then 'dead'
                when (hashtext(d.name) + g) % 10 = 0 then null else 'alive' end,
           case when (hashtext(d.name) + g) % 200 = 0 then 2
                when g % 4 = 0 then 0 else null end,
           d.metadata_modified
    from datasets d
    cross join lateral generate_series(0, case when abs(hashtext(d.name)) % 3 = 0 then 10 else 11 end) g
    where d.instance_id = ${instanceId}`);
  await db.execute(sql`vacuum analyze datasets`);
  await db.execute(sql`vacuum analyze resources`);
}
