import { eq } from 'drizzle-orm';
import type { DatasetStandard } from '#contract/functions/quality.js';
import type { Queryable } from '#server/db/database.js';
import { datasets, datasetStandards, users } from '#server/db/schema/index.js';
import { matchStandard } from '#server/engines/quality/index.js';

/**
 * The standard dataset a dataset claims — the team's choice when there is one, else its title,
 * else a tag — with who chose it; null claim when it claims none.
 */
export async function datasetStandard(db: Queryable, datasetId: string): Promise<DatasetStandard> {
  const [row] = await db
    .select({
      title: datasets.title,
      tags: datasets.tags,
      standard: datasetStandards.standard,
      chosenAt: datasetStandards.chosenAt,
      chosenBy: users.name,
    })
    .from(datasets)
    .leftJoin(datasetStandards, eq(datasetStandards.datasetId, datasets.id))
    .leftJoin(users, eq(users.id, datasetStandards.chosenBy))
    .where(eq(datasets.id, datasetId));
  if (!row) return { claim: null, choice: 'automatic', chosenBy: null, chosenAt: null };
  const claim = matchStandard({ title: row.title, tags: row.tags }, row.standard);
  return {
    claim,
    choice: row.standard ?? 'automatic',
    chosenBy: row.standard ? row.chosenBy : null,
    chosenAt: row.chosenAt?.toISOString() ?? null,
  };
}
