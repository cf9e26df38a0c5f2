import type { BatchChange } from '#contract/functions/batches.js';
import type { DatasetSelection } from '#contract/functions/datasets/index.js';
import type { ImportPreview } from '#contract/functions/imports.js';
import type { Actor } from '#server/auth/actor.js';
import type { Queryable } from '#server/db/database.js';
import type { InstanceAccess } from '#server/policies/instances.js';
import { selectedDatasets } from '../datasets/selected-datasets.js';
import { presentImportPreview } from '../imports/present-import-preview.js';
import { storeBatch } from '../imports/store-batch.js';
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
  const planned = await planBatchChange(db, access, vocabularies, editable, change);
  planned.rows += outsideScope.length;
  planned.issues.unshift(
    ...outsideScope.map((dataset) => ({
      row: 0,
      column: 'organization',
      datasetName: dataset.name,
      key: 'organizationNotEditable',
    })),
  );
  const label = batchChangeLabel(change);
  const applicable = planned.issues.length === 0 && planned.plan.datasets.length > 0;
  const importId = applicable
    ? await storeBatch(db, access, actor, {
        kind: 'change',
        label,
        plan: { ...planned.plan, change },
      })
    : null;
  return presentImportPreview(
    { importId, kind: 'change', label, encoding: null },
    planned,
    vocabularies,
  );
}
