import { eq } from 'drizzle-orm';
import type { BatchChange } from '#contract/functions/batches.js';
import type { DatasetSelection } from '#contract/functions/datasets/index.js';
import type { ImportPreview } from '#contract/functions/imports.js';
import type { Actor } from '#server/auth/actor.js';
import type { Queryable } from '#server/db/database.js';
import { imports } from '#server/db/schema/index.js';
import type { InstanceAccess } from '#server/policies/instances.js';
import { selectedDatasets } from '../datasets/selected-datasets.js';
import { presentImportPreview } from '../imports/present-import-preview.js';
import { openBatch } from '../imports/open-batch.js';
import { planRoundWriter } from '../imports/plan-round-writer.js';
import { loadVocabularies } from '../vocabularies/catalogue-vocabularies.js';
import { batchChangeLabel } from './batch-change-label.js';
import { planBatchChange } from './plan-batch-change.js';

/**
 * The first step of a change of many datasets: the selection read once, the change checked on
 * each dataset as the edit form checks it, and the result shown as an import's preview. Without
 * problems the batch is kept for Apply (its id in the answer); nothing changes until then. A
 * selected dataset outside an editor's organizations is a problem at that dataset: the person
 * narrows the selection, nothing is left out unseen.
 */
export async function previewBatchChange(
  db: Queryable,
  access: InstanceAccess,
  actor: Actor,
  selection: DatasetSelection,
  change: BatchChange,
): Promise<ImportPreview> {
  const vocabularies = await loadVocabularies(db, access.instance.id);
  const { editable, outsideScope } = await selectedDatasets(db, access, selection);
  const label = batchChangeLabel(change);
  // Stored round by round as it is planned, in one transaction: all of it is kept, or none.
  return db.transaction(async (tx) => {
    const importId = await openBatch(tx, access, actor, {
      kind: 'change',
      label,
      header: { change },
    });
    const writer = planRoundWriter(tx, importId);
    const store = outsideScope.length === 0 ? writer.add : async () => undefined;
    const planned = await planBatchChange(tx, access, vocabularies, editable, change, store);
    planned.rows += outsideScope.length;
    planned.issues.unshift(
      ...outsideScope.map((dataset) => ({
        row: 0,
        column: 'organization',
        datasetName: dataset.name,
        key: 'organizationNotEditable',
      })),
    );
    const applicable = planned.issues.length === 0 && planned.counts.changed > 0;
    if (applicable) await writer.finish();
    else await tx.delete(imports).where(eq(imports.id, importId));
    return presentImportPreview(
      { importId: applicable ? importId : null, kind: 'change', label, encoding: null },
      planned,
      vocabularies,
    );
  });
}
