import type { SyncStatus } from '#contract/enums.js';
import type { DatasetFormValues } from '#contract/functions/datasets/index.js';
import type { HistorySource } from '#contract/functions/histories.js';
import type { BatchKind } from '#contract/functions/imports.js';
import type { Actor } from '#server/auth/actor.js';
import { eq } from 'drizzle-orm';
import { normaliseCkanTimestamp, ZCkanPackage } from '#server/connectors/ckan/index.js';
import type { Queryable, Transaction } from '#server/db/database.js';
import { datasets, type DatasetRecord, type ResourceRecord } from '#server/db/schema/index.js';
import { AppError } from '#server/lib/app-error.js';
import type { InstanceAccess } from '#server/policies/instances.js';
import { updateFrequencyKeys } from '../catalogue/map-ckan-package.js';
import {
  isEmptyPlan,
  planPush,
  type PushedDataset,
  type PushedResource,
} from '../catalogue/plan-push.js';
import type { CatalogueVocabularies } from '../vocabularies/catalogue-vocabularies.js';
import { searchColumns } from '../search/search-text.js';

type DatasetInsert = typeof datasets.$inferInsert;
type Extra = { key: string; value: unknown };

/**
 * Who makes a local edit, in which instance, and from where: a form of the app, or an applied
 * import file (which the history row names). Every command takes one.
 */
export interface LocalEditor {
  workspaceId: string;
  instanceId: string;
  actorId: string;
  origin: EditOrigin;
}

/**
 * Where an edit comes from: a form of the app, or a batch (an import's file, a change made in the
 * browser on a selection, an undo) that the history row names, with its kind.
 */
export type EditOrigin =
  { via: 'app' } | { via: 'import'; importId: string; fileName: string; kind?: BatchKind };

export function localEditor(
  access: Pick<InstanceAccess, 'workspace' | 'instance'>,
  actor: Pick<Actor, 'id'>,
  origin: EditOrigin = { via: 'app' },
): LocalEditor {
  return {
    workspaceId: access.workspace.id,
    instanceId: access.instance.id,
    actorId: actor.id,
    origin,
  };
}

/**
 * How a history row names an edit: an import by its file, a batch made in the browser (a change
 * or an undo) as a batch, otherwise what the form did. Either way the row links to its batch.
 */
export function historySourceOf(
  editor: LocalEditor,
  inApp: HistorySource,
): { source: HistorySource; details?: Record<string, unknown> } {
  const { origin } = editor;
  if (origin.via === 'app') return { source: inApp };
  const details = { importId: origin.importId, fileName: origin.fileName };
  return origin.kind === 'change' || origin.kind === 'undo'
    ? { source: 'batch', details: { ...details, batchKind: origin.kind } }
    : { source: 'import', details };
}

/** A dataset's row as it is now (after a command wrote it). */
export async function readDataset(db: Queryable, datasetId: string): Promise<DatasetRecord> {
  const [row] = await db.select().from(datasets).where(eq(datasets.id, datasetId));
  if (!row) throw AppError.notFound('Dataset');
  return row;
}

export function staleVersionError(): AppError {
  return AppError.aborted(
    'staleVersion',
    'Someone changed this dataset since you opened it; reload to see their change',
  );
}

/**
 * A dataset's sync status after a local edit: local only until its first sync; a conflict stays
 * a conflict and a deletion waiting for the sync stays one; otherwise synced exactly when a push
 * would send nothing (an edit that brings it back to the catalogue's version).
 */
export function syncStatusAfterEdit(
  dataset: PushedDataset,
  localResources: PushedResource[],
): SyncStatus {
  if (!dataset.ckanId) return 'local_only';
  if (dataset.syncStatus === 'conflict' || dataset.syncStatus === 'to_delete')
    return dataset.syncStatus;
  return isEmptyPlan(planPush(dataset, localResources)) ? 'synced' : 'not_synced';
}

/**
 * The sync status a dataset marked to_delete goes back to when the deletion is undone: a conflict
 * if the catalogue had moved away from the version its edit started from (what a conflict is),
 * otherwise what its edits make it.
 */
export function syncStatusAfterRestore(
  dataset: DatasetRecord,
  localResources: ResourceRecord[],
): SyncStatus {
  const base = ZCkanPackage.safeParse(dataset.base);
  const catalogueMoved =
    base.success && normaliseCkanTimestamp(base.data.metadata_modified) !== dataset.remoteModified;
  if (dataset.ckanId && catalogueMoved) return 'conflict';
  return syncStatusAfterEdit({ ...dataset, syncStatus: 'not_synced' }, localResources);
}

/**
 * The dataset's row, locked until the edit's transaction ends, if it is still at the version the
 * edit was based on; otherwise aborted/staleVersion.
 */
export async function lockDataset(
  tx: Transaction,
  datasetId: string,
  version: number,
): Promise<DatasetRecord> {
  const [row] = await tx.select().from(datasets).where(eq(datasets.id, datasetId)).for('update');
  if (!row || row.version !== version) throw staleVersionError();
  return row;
}

/**
 * The organization a dataset is put in: the catalogue's (its id and title), or, for a name the
 * vocabularies no longer list, what the dataset already holds.
 */
export function organizationOf(
  vocabularies: CatalogueVocabularies,
  name: string,
  current?: Pick<DatasetRecord, 'ownerOrg' | 'organizationTitle'>,
): { id: string; name: string; title: string } {
  return (
    vocabularies.organizations.find((item) => item.name === name) ?? {
      id: current?.ownerOrg ?? name,
      name,
      title: current?.organizationTitle ?? name,
    }
  );
}

/** The dataset columns the form sets (with updatedAt). */
export const formColumns = [
  'name',
  'title',
  'notes',
  'tags',
  'licenseId',
  'ownerOrg',
  'organizationName',
  'organizationTitle',
  'url',
  'maintainer',
  'groups',
  'updateFrequency',
  'private',
  'extras',
  'searchText',
] as const;
type FormColumns = Required<Pick<DatasetInsert, (typeof formColumns)[number] | 'updatedAt'>>;

/** The dataset columns the form sets. Extras stay as the catalogue holds them but for the frequency. */
export function columnsOfForm(
  values: DatasetFormValues,
  organization: { id: string; name: string; title: string },
  extras: Extra[],
  previousFrequency: string,
): FormColumns {
  return {
    name: values.name,
    title: values.title,
    notes: values.notes,
    tags: values.tags,
    licenseId: values.licenseId,
    ownerOrg: organization.id,
    organizationName: organization.name,
    organizationTitle: organization.title,
    url: values.url || null,
    maintainer: values.maintainer || null,
    groups: values.groups,
    updateFrequency: values.updateFrequency || null,
    private: values.visibility === 'private',
    extras:
      values.updateFrequency === previousFrequency
        ? extras
        : extrasWithFrequency(extras, values.updateFrequency),
    ...searchColumns({
      name: values.name,
      title: values.title,
      notes: values.notes,
      tags: values.tags,
      organizationName: organization.name,
      organizationTitle: organization.title,
    }),
    updatedAt: new Date(),
  };
}

/** Sets the update frequency in the extra the catalogue already uses for it (or update_frequency). */
export function extrasWithFrequency(extras: Extra[], frequency: string): Extra[] {
  const index = extras.findIndex((extra) => updateFrequencyKeys.includes(extra.key));
  if (index < 0)
    return frequency ? [...extras, { key: 'update_frequency', value: frequency }] : extras;
  if (!frequency) return extras.filter((_, position) => position !== index);
  return extras.map((extra, position) =>
    position === index ? { ...extra, value: frequency } : extra,
  );
}
