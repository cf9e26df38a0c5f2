import { and, eq, inArray } from 'drizzle-orm';
import type { DatasetSelection } from '#contract/functions/datasets/index.js';
import type { Queryable } from '#server/db/database.js';
import { datasets } from '#server/db/schema/index.js';
import { AppError } from '#server/lib/app-error.js';
import type { InstanceAccess } from '#server/policies/instances.js';
import { datasetListWhere } from './list-datasets.js';
import { readSelection, type ResolvedSelection } from './read-selection.js';

/**
 * The datasets a selection names now, read once: the ticked ids, or every dataset matching the
 * filters. A selection that no longer names what the person saw (a ticked dataset gone, or a
 * different count matching) is refused with selectionChanged, so nothing acts on rows nobody
 * looked at. Datasets an editor may not change are set apart, not dropped silently.
 */
export async function selectedDatasets(
  db: Queryable,
  access: InstanceAccess,
  selection: DatasetSelection,
): Promise<ResolvedSelection> {
  const instanceId = access.instance.id;
  const where =
    selection.kind === 'ids'
      ? and(eq(datasets.instanceId, instanceId), inArray(datasets.id, selection.ids))
      : datasetListWhere({ ...selection.filters, instanceId });
  const resolved = await readSelection(db, access, where);
  const expected = selection.kind === 'ids' ? new Set(selection.ids).size : selection.count;
  const matching = resolved.editable.length + resolved.outsideScope.length;
  if (matching !== expected) {
    throw new AppError(
      'aborted',
      `The selection changed: ${expected} selected, ${matching} match now`,
      { reason: 'selectionChanged', selected: expected, matching },
    );
  }
  return resolved;
}
