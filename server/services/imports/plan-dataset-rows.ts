import { and, eq } from 'drizzle-orm';
import {
  datasetFormSchema,
  datasetNamePattern,
  type DatasetField,
} from '#contract/functions/datasets/index.js';
import type { CellIssue } from '#contract/functions/imports.js';
import type { Queryable } from '#server/db/database.js';
import { inJsonList } from '#server/db/in-json-list.js';
import { datasets } from '#server/db/schema/index.js';
import {
  datasetActions,
  datasetCsvColumnOf,
  type CsvRecord,
  type DatasetAction,
  type DatasetCsvColumn,
} from '#server/engines/csv/index.js';
import { mayEditOrganization, type InstanceAccess } from '#server/policies/instances.js';
import { choiceErrors } from '../datasets/choice-errors.js';
import {
  datasetFieldColumns,
  emptyFieldValues,
  fieldChanges,
  fieldValuesOf,
} from '../catalogue/dataset-fields.js';
import type { CatalogueVocabularies } from '../vocabularies/catalogue-vocabularies.js';
import { datasetRowValues } from './dataset-row-values.js';
import type { DatasetPlan, PlannedImport, RecordBatches } from './import-plan.js';

/** What the comparison needs of each dataset (not the catalogue's copies nor search columns). */
const comparedColumns = { id: datasets.id, version: datasets.version, ...datasetFieldColumns };

/**
 * Checks every row of a dataset CSV with the dataset form's rules and the catalogue's choices,
 * and compares it with the working copy: a known name is that dataset (changed, unchanged, or a
 * conflict when its version moved since the export), an unknown name a new local dataset. The
 * file's rows and the datasets they name are read a batch at a time, so neither a whole file nor
 * every dataset is ever held at once.
 */
export async function planDatasetRows(
  db: Queryable,
  access: InstanceAccess,
  vocabularies: CatalogueVocabularies,
  batches: RecordBatches<DatasetCsvColumn>,
  /** keepUnchanged: an unchanged dataset still gets a plan (its resources may change). */
  options: { keepUnchanged?: boolean } = {},
): Promise<PlannedImport> {
  const strictSchema = datasetFormSchema();
  const issues: CellIssue[] = [];
  const plans: DatasetPlan[] = [];
  const conflicts: DatasetPlan[] = [];
  const seen = new Set<string>();
  let unchanged = 0;
  let deleted = 0;
  let rows = 0;
  for await (const batch of batches) {
    rows += batch.length;
    const byName = await datasetsNamed(db, access.instance.id, batch);
    for (const record of batch) {
      const action = (record.values.Action ?? '').trim().toLowerCase() as DatasetAction;
      if (!datasetActions.includes(action)) {
        issues.push({ row: record.row, column: 'Action', key: 'csvDatasetActionUnknown' });
        continue;
      }
      if (action === 'delete') {
        const name = record.values['Dataset Name'].trim();
        const current = byName.get(name);
        const problem = !current
          ? 'csvDatasetUnknown'
          : !mayEditOrganization(access.editable, current.organizationName)
            ? 'organizationNotEditable'
            : seen.has(name)
              ? 'csvDuplicateDataset'
              : null;
        seen.add(name);
        if (problem) {
          issues.push({ row: record.row, column: 'Dataset Name', key: problem });
          continue;
        }
        const plan: DatasetPlan = {
          datasetId: current!.id,
          version: current!.version,
          name,
          values: null,
          resources: [],
          order: null,
          changes: [],
          delete: true,
        };
        const exported = record.values.Version.trim();
        if (exported !== '' && Number(exported) !== current!.version) conflicts.push(plan);
        else {
          plans.push(plan);
          deleted += 1;
        }
        continue;
      }
      const rowInput = datasetRowValues(record.values);
      const current = byName.get(rowInput.name);
      // A blank (or missing) Visibility keeps the dataset's; a new dataset is public.
      const input = {
        ...rowInput,
        visibility: rowInput.visibility ?? (current ? fieldValuesOf(current).visibility : 'public'),
      };
      const issue = (field: string, key: string) =>
        issues.push({
          row: record.row,
          column: datasetCsvColumnOf[field as DatasetField] ?? field,
          key,
        });
      if (input.name !== '' && seen.has(input.name)) {
        issue('name', 'csvDuplicateDataset');
        continue;
      }
      seen.add(input.name);
      if (current && !mayEditOrganization(access.editable, current.organizationName)) {
        issue('name', 'organizationNotEditable');
        continue;
      }
      // One schema for every row whose name follows the rule; a row keeping a harvested name the
      // rule would refuse (an underscore) gets its own, as the Edit form does.
      const schema =
        current && !datasetNamePattern.test(current.name)
          ? datasetFormSchema({ keepName: current.name })
          : strictSchema;
      const parsed = schema.safeParse(input);
      if (!parsed.success) {
        for (const problem of parsed.error.issues)
          issue(String(problem.path[0] ?? 'name'), problem.message);
        continue;
      }
      const values = parsed.data;
      const choices = choiceErrors(access, values, vocabularies, current);
      if (Object.keys(choices).length > 0) {
        for (const [field, keys] of Object.entries(choices))
          for (const key of keys) issue(field, key);
        continue;
      }
      const before = current ? fieldValuesOf(current) : emptyFieldValues;
      const changes = fieldChanges(before, values);
      if (changes.length === 0 && !(options.keepUnchanged && current)) {
        unchanged += 1;
        continue;
      }
      const plan: DatasetPlan = {
        datasetId: current?.id ?? null,
        version: current?.version ?? null,
        name: values.name,
        values: changes.length === 0 ? null : values,
        resources: [],
        order: null,
        changes,
      };
      const exportedVersion = record.values.Version.trim();
      if (current && exportedVersion !== '' && Number(exportedVersion) !== current.version)
        conflicts.push(plan);
      else plans.push(plan);
    }
  }
  return {
    plan: { datasets: plans },
    issues,
    conflicts,
    counts: {
      new: plans.filter((plan) => plan.datasetId === null).length,
      changed: plans.filter((plan) => plan.datasetId !== null && !plan.delete).length,
      unchanged,
      deleted,
      conflicts: conflicts.length,
    },
    rows,
  };
}

/** The instance's datasets that a batch of rows names, by name. */
async function datasetsNamed(
  db: Queryable,
  instanceId: string,
  batch: readonly CsvRecord<DatasetCsvColumn>[],
) {
  const names = [...new Set(batch.map((record) => record.values['Dataset Name'].trim()))];
  const rows = await db
    .select(comparedColumns)
    .from(datasets)
    .where(and(eq(datasets.instanceId, instanceId), inJsonList(datasets.name, names)));
  return new Map(rows.map((dataset) => [dataset.name, dataset]));
}
