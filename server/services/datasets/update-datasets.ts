import { and, asc, eq, getTableColumns, max, sql } from 'drizzle-orm';
import type { DatasetFormValues } from '#contract/functions/datasets/index.js';
import type { FieldChange } from '#contract/functions/histories.js';
import type { Actor } from '#server/auth/actor.js';
import type { Queryable, Transaction } from '#server/db/database.js';
import { inJsonList } from '#server/db/in-json-list.js';
import { updateJsonRows } from '#server/db/insert-json-rows.js';
import { datasets, resources, type DatasetRecord } from '#server/db/schema/index.js';
import type { DatasetAccess } from '#server/policies/require-dataset.js';
import { recordHistory, type HistoryEntry } from '../histories/record-history.js';
import {
  loadVocabularies,
  type CatalogueVocabularies,
} from '../vocabularies/catalogue-vocabularies.js';
import { fieldChanges, fieldValuesOf, resourceFieldColumns } from '../catalogue/dataset-fields.js';
import {
  columnsOfForm,
  formColumns,
  historySourceOf,
  localEditor,
  organizationOf,
  readDataset,
  staleVersionError,
  syncStatusAfterEdit,
  type LocalEditor,
} from './local-edit.js';
import { writeDatasetGrams } from '../search/write-dataset-grams.js';
import { validateDatasetForm } from './validate-dataset-form.js';
import { writeResourceChanges, type ResourceOperation } from './write-resources.js';
import { licenceOpenness } from '../quality/licence-openness.js';
import {
  qualityContactColumns,
  qualityResourceColumns,
  type QualityDatasetRow,
} from '../quality/quality-input-columns.js';
import { qualityInputsOf } from '../quality/quality-inputs-of.js';
import { scoreQualityInputs } from '../quality/score-quality-inputs.js';
import type { PushedDataset } from '../catalogue/plan-push.js';

type Extra = { key: string; value: unknown };

/**
 * Edit: the form's values checked against the dataset's current ones (a harvested name the rule
 * would refuse may stay), then saved locally if the edit was based on the current version (else
 * aborted/staleVersion). Nothing changed, nothing written.
 */
export async function updateDataset(
  db: Queryable,
  access: DatasetAccess,
  actor: Actor,
  version: number,
  input: DatasetFormValues,
): Promise<DatasetRecord> {
  return db.transaction(async (tx) => {
    const current = access.dataset;
    if (current.version !== version) throw staleVersionError();
    const vocabularies = await loadVocabularies(tx, access.instance.id);
    const values = await validateDatasetForm(tx, { access, values: input, vocabularies, current });
    const changes = fieldChanges(fieldValuesOf(current), values);
    if (changes.length === 0) return current;
    const edit = { datasetId: current.id, version, values, resources: [], order: null, changes };
    await updateDatasets(tx, localEditor(access, actor), [edit], vocabularies);
    return readDataset(tx, current.id);
  });
}

/** One dataset's local edit: its fields, its resources, or both. */
export interface DatasetEdit {
  datasetId: string;
  /** The version the edit is based on; a dataset that moved since → staleVersion, nothing written. */
  version: number;
  /** The new field values, checked by the form's rules; null leaves the fields as they are. */
  values: DatasetFormValues | null;
  resources: ResourceOperation[];
  /** Every resource once, in the new order, by id or added key; null keeps the order. */
  order: string[] | null;
  /** What the history row records; an edit without changes writes nothing. */
  changes: FieldChange[];
  /** The resource the history row is about, when it is about one. */
  resourceId?: string | null;
}

const { base, remote, searchText: _searchText, ...datasetColumns } = getTableColumns(datasets);

/**
 * A dataset as an edit reads it: its columns, and of the catalogue's copies only the one a push
 * would start from (what basePackageOf reads), so the larger copy is not sent twice. Not its
 * search text: new field values bring their own and the sync status does not read it.
 */
const lockedColumns = {
  ...datasetColumns,
  base: sql<unknown>`coalesce(${base}, ${remote})`.mapWith(base),
  ...qualityContactColumns,
};

/**
 * What the sync status after an edit reads of a dataset's resources (see planPush), and what the
 * quality rules read of them.
 */
const resourceColumnsAfterEdit = {
  ...qualityResourceColumns,
  id: resources.id,
  datasetId: resources.datasetId,
  ckanId: resources.ckanId,
  position: resources.position,
  createdAt: resources.createdAt,
  ...resourceFieldColumns,
};

/**
 * Datasets edited per round of statements: few statements, and memory that stays flat (as many
 * as a stored round of a batch's plan holds, so an apply's round is one round of statements).
 */
const editsPerRound = 1000;

/**
 * Local edits of many datasets (an import applies hundreds at once), in the caller's transaction
 * and in a few statements per round whatever their number: each dataset is locked and must still
 * be at the version the edit was based on; its fields and resources change; its version goes up
 * so an edit based on the old one is refused; its sync status follows what a push would now send;
 * one history row each records the change.
 */
export async function updateDatasets(
  tx: Transaction,
  editor: LocalEditor,
  edits: DatasetEdit[],
  /** The instance's vocabularies, for organization ids and titles (read when not given). */
  known?: CatalogueVocabularies,
): Promise<void> {
  const effective = edits.filter((edit) => edit.changes.length > 0);
  if (effective.length === 0) return;
  const vocabularies = known ?? (await loadVocabularies(tx, editor.instanceId));
  const licences = await licenceOpenness(tx, editor.instanceId);
  for (let start = 0; start < effective.length; start += editsPerRound) {
    const round = effective.slice(start, start + editsPerRound);
    await updateRound(tx, editor, vocabularies, licences, round);
  }
}

async function updateRound(
  tx: Transaction,
  editor: LocalEditor,
  vocabularies: CatalogueVocabularies,
  licences: ReadonlyMap<string, boolean>,
  edits: DatasetEdit[],
): Promise<void> {
  const ids = edits.map((edit) => edit.datasetId);
  const locked = await tx
    .select(lockedColumns)
    .from(datasets)
    .where(and(eq(datasets.instanceId, editor.instanceId), inJsonList(datasets.id, ids)))
    .for('update');
  const current = new Map(locked.map((row) => [row.id, { ...row, remote: null }]));
  for (const edit of edits)
    if (current.get(edit.datasetId)?.version !== edit.version) throw staleVersionError();

  const resourceEdits = edits.filter((edit) => edit.resources.length > 0 || edit.order);
  if (resourceEdits.length > 0) {
    const next = await nextPositions(tx, resourceEdits);
    await writeResourceChanges(
      tx,
      editor.instanceId,
      resourceEdits.map((edit) => ({
        datasetId: edit.datasetId,
        operations: edit.resources,
        order: edit.order,
        nextPosition: next.get(edit.datasetId) ?? 0,
      })),
    );
  }
  const resourcesAfter = Map.groupBy(
    await tx
      .select(resourceColumnsAfterEdit)
      .from(resources)
      .where(inJsonList(resources.datasetId, ids))
      .orderBy(asc(resources.position), asc(resources.createdAt)),
    (row) => row.datasetId,
  );

  const withFields: (ReturnType<typeof fieldColumns> & { id: string })[] = [];
  const stateOnly: Partial<typeof datasets.$inferInsert>[] = [];
  const history: HistoryEntry[] = [];
  const scored: QualityDatasetRow[] = [];
  const { source, details } = historySourceOf(editor, 'edit');
  for (const edit of edits) {
    const dataset = current.get(edit.datasetId)!;
    const fields = edit.values && fieldColumns(vocabularies, dataset, edit.values);
    const after = resourcesAfter.get(dataset.id) ?? [];
    const state = {
      id: dataset.id,
      numResources: after.length,
      syncStatus: syncStatusAfterEdit({ ...dataset, ...fields }, after),
      version: dataset.version + 1,
      updatedAt: new Date(),
    };
    if (fields) withFields.push({ ...fields, ...state });
    else stateOnly.push(state);
    scored.push({ ...dataset, ...fields });
    history.push({
      workspaceId: editor.workspaceId,
      instanceId: editor.instanceId,
      datasetId: dataset.id,
      datasetName: fields?.name ?? dataset.name,
      resourceId: edit.resourceId ?? null,
      source,
      actorId: editor.actorId,
      changes: edit.changes,
      ...(details ? { details } : {}),
    });
  }
  const state = ['numResources', 'syncStatus', 'version', 'updatedAt'] as const;
  if (withFields.length > 0) {
    await tx.execute(
      updateJsonRows(datasets, { match: ['id'], set: [...formColumns, ...state] }, withFields),
    );
    await writeDatasetGrams(tx, withFields);
  }
  if (stateOnly.length > 0)
    await tx.execute(updateJsonRows(datasets, { match: ['id'], set: state }, stateOnly));
  await recordHistory(tx, ...history);
  // The score follows the edit in its transaction, so the page read after it shows the new one;
  // it is worked out from the rows just read and written, not read again.
  const inputs = qualityInputsOf(scored, [...resourcesAfter.values()].flat(), licences);
  await scoreQualityInputs(tx, inputs, new Date());
}

/** The dataset columns the form's values set, the organization and extras resolved. */
function fieldColumns(
  vocabularies: CatalogueVocabularies,
  dataset: PushedDataset,
  values: DatasetFormValues,
) {
  return columnsOfForm(
    values,
    organizationOf(vocabularies, values.organization, dataset),
    dataset.extras as Extra[],
    dataset.updateFrequency ?? '',
  );
}

/** For each dataset, the position after its last resource (where an added one goes). */
async function nextPositions(tx: Transaction, edits: DatasetEdit[]): Promise<Map<string, number>> {
  const adding = edits.filter((edit) => edit.resources.some((operation) => operation.op === 'add'));
  if (adding.length === 0) return new Map();
  const rows = await tx
    .select({ datasetId: resources.datasetId, last: max(resources.position) })
    .from(resources)
    .where(
      inJsonList(
        resources.datasetId,
        adding.map((edit) => edit.datasetId),
      ),
    )
    .groupBy(resources.datasetId);
  return new Map(rows.map((row) => [row.datasetId, (row.last ?? -1) + 1]));
}
