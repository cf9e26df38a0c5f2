import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { DatasetFormValues } from '#contract/functions/datasets/index.js';
import type { FieldChange } from '#contract/functions/histories.js';
import type { Actor } from '#server/auth/actor.js';
import type { Queryable, Transaction } from '#server/db/database.js';
import { insertJsonRows } from '#server/db/insert-json-rows.js';
import { writeDatasetGrams } from '../search/write-dataset-grams.js';
import { datasets, instances, type DatasetRecord } from '#server/db/schema/index.js';
import type { InstanceAccess } from '#server/policies/instances.js';
import { recordHistory } from '../histories/record-history.js';
import {
  loadVocabularies,
  type CatalogueVocabularies,
} from '../vocabularies/catalogue-vocabularies.js';
import {
  emptyFieldValues,
  fieldChanges,
  type ResourceFieldValues,
} from '../catalogue/dataset-fields.js';
import {
  columnsOfForm,
  formColumns,
  historySourceOf,
  localEditor,
  organizationOf,
  readDataset,
  type LocalEditor,
} from './local-edit.js';
import { validateDatasetForm } from './validate-dataset-form.js';
import { writeResourceChanges } from './write-resources.js';
import { scoreDatasets } from '../quality/score-datasets.js';

/**
 * Create New: the form's values checked (rules, the catalogue's choices, a free name, the
 * editor's organizations), then created as a local-only dataset with its history row.
 */
export async function createDataset(
  db: Queryable,
  access: InstanceAccess,
  actor: Actor,
  input: DatasetFormValues,
): Promise<DatasetRecord> {
  return db.transaction(async (tx) => {
    const vocabularies = await loadVocabularies(tx, access.instance.id);
    const values = await validateDatasetForm(tx, { access, values: input, vocabularies });
    const [id] = await createDatasets(tx, localEditor(access, actor), vocabularies, [
      { values, resources: [], changes: fieldChanges(emptyFieldValues, values) },
    ]);
    return readDataset(tx, id!);
  });
}

/** A dataset created here: its fields (checked by the form's rules) and its resources, in order. */
export interface NewDataset {
  values: DatasetFormValues;
  resources: ResourceFieldValues[];
  /** What the history row records. */
  changes: FieldChange[];
}

/**
 * Creates datasets that live here only (local only) until their first sync, in the caller's
 * transaction and in a few statements whatever their number: the datasets, their resources, the
 * instance's dataset count and one history row each. Answers their ids, in order.
 */
export async function createDatasets(
  tx: Transaction,
  editor: LocalEditor,
  vocabularies: CatalogueVocabularies,
  drafts: NewDataset[],
): Promise<string[]> {
  if (drafts.length === 0) return [];
  const rows = drafts.map((draft) => ({
    id: randomUUID(),
    instanceId: editor.instanceId,
    ckanId: null,
    ...columnsOfForm(draft.values, organizationOf(vocabularies, draft.values.organization), [], ''),
    numResources: draft.resources.length,
    syncStatus: 'local_only' as const,
    version: 1,
  }));
  await tx.execute(
    insertJsonRows(
      datasets,
      [
        'id',
        'instanceId',
        'ckanId',
        ...formColumns,
        'numResources',
        'syncStatus',
        'version',
        'updatedAt',
      ],
      rows,
    ),
  );
  await writeDatasetGrams(tx, rows);
  await writeResourceChanges(
    tx,
    editor.instanceId,
    drafts.map((draft, index) => ({
      datasetId: rows[index]!.id,
      operations: draft.resources.map((values, row) => ({ op: 'add', row, values })),
      order: null,
      nextPosition: 0,
    })),
  );
  await tx
    .update(instances)
    .set({ datasetCount: sql`${instances.datasetCount} + ${drafts.length}` })
    .where(eq(instances.id, editor.instanceId));
  const { source, details } = historySourceOf(editor, 'create');
  await recordHistory(
    tx,
    ...drafts.map((draft, index) => ({
      workspaceId: editor.workspaceId,
      instanceId: editor.instanceId,
      datasetId: rows[index]!.id,
      datasetName: draft.values.name,
      source,
      actorId: editor.actorId,
      changes: draft.changes,
      ...(details ? { details } : {}),
    })),
  );
  const ids = rows.map((row) => row.id);
  await scoreDatasets(tx, editor.instanceId, { datasetIds: ids });
  return ids;
}
