import { asc, inArray, isNotNull, and, sql } from 'drizzle-orm';
import type { LinkStatus } from '#contract/enums.js';
import type { Queryable } from '#server/db/database.js';
import { datasets, resources } from '#server/db/schema/index.js';
import { datasetLinkStatus } from '#server/engines/links/index.js';
import { valuesList } from './link-targets.js';

const datasetsPerStatement = 500;

/**
 * Sets each dataset's link status from its resources' (dead if one is dead, else unknown if one is,
 * else alive), with the reason of its first resource of that status and the latest check time.
 */
export async function updateDatasetLinkStatus(
  /** Inside a transaction, pass it: the work then runs in a savepoint of it. */
  db: Queryable,
  datasetIds: Iterable<string>,
): Promise<void> {
  const ids = [...datasetIds];
  for (let offset = 0; offset < ids.length; offset += datasetsPerStatement) {
    const chunk = ids.slice(offset, offset + datasetsPerStatement);
    await db.transaction(async (tx) => {
      const rows = await tx
        .select({
          datasetId: resources.datasetId,
          status: resources.linkStatus,
          reason: resources.linkReason,
          checkedAt: resources.linkCheckedAt,
        })
        .from(resources)
        .where(and(inArray(resources.datasetId, chunk), isNotNull(resources.linkStatus)))
        .orderBy(asc(resources.position), asc(resources.name));
      const byDataset = new Map<string, typeof rows>();
      for (const row of rows) {
        const links = byDataset.get(row.datasetId);
        if (links) links.push(row);
        else byDataset.set(row.datasetId, [row]);
      }
      const updates = chunk.map((datasetId) => {
        const links = byDataset.get(datasetId) ?? [];
        const status = datasetLinkStatus(links.map((link) => link.status as LinkStatus)) ?? null;
        const worst = links.find((link) => link.status === status);
        const checkedAt = links.reduce<Date | null>(
          (latest, link) =>
            link.checkedAt && (!latest || link.checkedAt > latest) ? link.checkedAt : latest,
          null,
        );
        return [datasetId, status, worst?.reason ?? null, checkedAt?.toISOString() ?? null];
      });
      await tx.execute(sql`
        update ${datasets} set
          link_status = v.status, link_reason = v.reason, link_checked_at = v.checked_at
        from (values ${valuesList(updates, ['uuid', 'text', 'text', 'timestamptz'])})
          as v(id, status, reason, checked_at)
        where ${datasets.id} = v.id`);
    });
  }
}
