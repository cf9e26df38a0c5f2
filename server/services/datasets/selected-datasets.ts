import { and, asc, eq, inArray } from 'drizzle-orm';
import type { DatasetSelection } from '#contract/functions/datasets/index.js';
import type { Queryable } from '#server/db/database.js';
import { datasets } from '#server/db/schema/index.js';
import { AppError } from '#server/lib/app-error.js';
import { mayEditOrganization, type InstanceAccess } from '#server/policies/instances.js';
import { datasetListWhere } from './list-datasets.js';

/** A selected dataset as a catalogue-wide action needs it: what to lock, show and check. */
export interface SelectedDataset {
  id: string;
  name: string;
  title: string;
  version: number;
  organizationName: string | null;
}

export interface ResolvedSelection {
  /** The selected datasets the caller may change, in name order. */
  editable: SelectedDataset[];
  /** Selected, but outside an editor's edit destination: listed, never changed. */
  outsideScope: SelectedDataset[];
}

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
  const rows = await db
    .select({
      id: datasets.id,
      name: datasets.name,
      title: datasets.title,
      version: datasets.version,
      organizationName: datasets.organizationName,
    })
    .from(datasets)
    .where(where)
    .orderBy(asc(datasets.name));
  const expected = selection.kind === 'ids' ? new Set(selection.ids).size : selection.count;
  if (rows.length !== expected) {
    throw new AppError(
      'aborted',
      `The selection changed: ${expected} selected, ${rows.length} match now`,
      { reason: 'selectionChanged', selected: expected, matching: rows.length },
    );
  }
  const editable = rows.filter((row) => mayEditOrganization(access.editable, row.organizationName));
  const outsideScope = rows.filter(
    (row) => !mayEditOrganization(access.editable, row.organizationName),
  );
  return { editable, outsideScope };
}
