import type { SyncStatus } from '../../../contract/enums.js';
import { and, eq, sql } from 'drizzle-orm';
import type { DatasetFormValues } from '../../../contract/functions/dataset-edits.js';
import type { Queryable } from '../../db/database.js';
import { datasets, instances, resources } from '../../db/schema/index.js';
import type { Actor } from '../../auth/actor.js';
import { AppError } from '../../lib/app-error.js';
import type { DatasetAccess, InstanceAccess } from '../../policies/instances.js';
import { updateFrequencyKeys } from '../harvest/map-ckan-package.js';
import { recordHistory } from '../histories/record-history.js';
import { isEmptyPlan, planPush } from '../sync/plan-push.js';
import { loadVocabularies } from '../vocabularies/catalogue-vocabularies.js';
import { emptyFieldValues, fieldChanges, fieldValuesOf } from './dataset-fields.js';
import { searchColumns } from './search-text.js';
import { validateDatasetForm } from './validate-dataset-form.js';

type DatasetRecord = typeof datasets.$inferSelect;
type Extra = { key: string; value: unknown };

export function staleVersionError(): AppError {
  return AppError.aborted(
    'staleVersion',
    'Someone changed this dataset since you opened it; reload to see their change',
  );
}

/** Create New: a dataset that lives here only (local_only) until its first sync. */
export async function createLocalDataset(
  db: Queryable,
  access: InstanceAccess,
  actor: Actor,
  input: DatasetFormValues,
): Promise<DatasetRecord> {
  const vocabularies = await loadVocabularies(db, access.instance.id);
  const values = await validateDatasetForm(db, { access, values: input, vocabularies });
  const organization = vocabularies.organizations.find(
    (item) => item.name === values.organization,
  )!;
  return db.transaction(async (tx) => {
    const [created] = await tx
      .insert(datasets)
      .values({
        instanceId: access.instance.id,
        ckanId: null,
        ...columnsOfForm(values, organization, [], ''),
        syncStatus: 'local_only',
        version: 1,
      })
      .returning();
    await tx
      .update(instances)
      .set({ datasetCount: sql`${instances.datasetCount} + 1` })
      .where(eq(instances.id, access.instance.id));
    await recordHistory(tx, {
      workspaceId: access.workspace.id,
      instanceId: access.instance.id,
      datasetId: created!.id,
      datasetName: created!.name,
      source: 'create',
      actorId: actor.id,
      changes: fieldChanges(emptyFieldValues, values),
    });
    return created!;
  });
}

/**
 * Edit: stores the change locally (not synced) if the edit was based on the current version;
 * otherwise aborted/staleVersion and nothing changes. An edit that brings the dataset back to the
 * catalogue's version makes it synced again.
 */
export async function updateLocalDataset(
  db: Queryable,
  access: DatasetAccess,
  actor: Actor,
  version: number,
  input: DatasetFormValues,
): Promise<DatasetRecord> {
  const current = access.dataset;
  if (current.version !== version) throw staleVersionError();
  const vocabularies = await loadVocabularies(db, access.instance.id);
  const values = await validateDatasetForm(db, { access, values: input, vocabularies, current });
  const changes = fieldChanges(fieldValuesOf(current), values);
  if (changes.length === 0) return current;
  const organization = vocabularies.organizations.find(
    (item) => item.name === values.organization,
  ) ?? {
    id: current.ownerOrg ?? values.organization,
    name: values.organization,
    title: current.organizationTitle ?? values.organization,
  };
  return db.transaction(async (tx) => {
    const columns = columnsOfForm(
      values,
      organization,
      current.extras as Extra[],
      current.updateFrequency ?? '',
    );
    const localResources = await tx
      .select()
      .from(resources)
      .where(eq(resources.datasetId, current.id));
    const [updated] = await tx
      .update(datasets)
      .set({
        ...columns,
        syncStatus: syncStatusAfterEdit({ ...current, ...columns }, localResources),
        version: version + 1,
      })
      .where(and(eq(datasets.id, current.id), eq(datasets.version, version)))
      .returning();
    if (!updated) throw staleVersionError();
    await recordHistory(tx, {
      workspaceId: access.workspace.id,
      instanceId: access.instance.id,
      datasetId: current.id,
      datasetName: updated.name,
      source: 'edit',
      actorId: actor.id,
      changes,
    });
    return updated;
  });
}

export function syncStatusAfterEdit(
  dataset: DatasetRecord,
  localResources: (typeof resources.$inferSelect)[],
): SyncStatus {
  if (!dataset.ckanId) return 'local_only';
  if (dataset.syncStatus === 'conflict') return 'conflict';
  return isEmptyPlan(planPush(dataset, localResources)) ? 'synced' : 'not_synced';
}

/** The dataset columns the form sets. Extras stay as the catalogue holds them but for the frequency. */
export function columnsOfForm(
  values: DatasetFormValues,
  organization: { id: string; name: string; title: string },
  extras: Extra[],
  previousFrequency: string,
) {
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
