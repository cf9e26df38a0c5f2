import { asc, type SQL } from 'drizzle-orm';
import type { Queryable } from '#server/db/database.js';
import { datasets } from '#server/db/schema/index.js';
import { mayEditOrganization, type InstanceAccess } from '#server/policies/instances.js';

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
 * The datasets that match `where`, in name order, those an editor may not change set apart, not
 * dropped silently.
 */
export async function readSelection(
  db: Queryable,
  access: InstanceAccess,
  where: SQL | undefined,
): Promise<ResolvedSelection> {
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
  return {
    editable: rows.filter((row) => mayEditOrganization(access.editable, row.organizationName)),
    outsideScope: rows.filter((row) => !mayEditOrganization(access.editable, row.organizationName)),
  };
}
