import { asc, inArray } from 'drizzle-orm';
import type { FieldChange } from '#contract/functions/histories.js';
import type { Queryable } from '#server/db/database.js';
import { resources } from '#server/db/schema/index.js';
import { datasetFields, type DatasetField } from '#contract/functions/datasets/index.js';
import {
  datasetCsvColumnOf,
  listSeparator,
  type CsvRecord,
  type DatasetCsvColumn,
} from '#server/engines/csv/index.js';
import { frequencyKeys, type MetadataRecord } from '#server/engines/metadata/metadata-record.js';
import { parseCkanTimestamp } from '#server/connectors/ckan/index.js';
import type { InstanceAccess } from '#server/policies/instances.js';
import {
  ckanKeyOfField,
  resourceFieldChanges,
  resourceListChange,
  resourceValuesOf,
  type ResourceFieldValues,
} from '../catalogue/dataset-fields.js';
import { addedKey } from '../datasets/write-resources.js';
import type { CatalogueVocabularies } from '../vocabularies/catalogue-vocabularies.js';
import type { DatasetPlan, PlannedImport, ResourceOperation } from './import-plan.js';
import { planDatasetRows } from './plan-dataset-rows.js';

/**
 * A CKAN JSON or DCAT file of datasets, each with its resources: the fields are checked and
 * compared as a dataset CSV row is (the record number stands for the row), and each dataset's
 * resources become the file's list — matched by id, else by name and URL; added, changed,
 * deleted and put in the file's order.
 */
export async function planMetadataRecords(
  db: Queryable,
  access: InstanceAccess,
  vocabularies: CatalogueVocabularies,
  records: MetadataRecord[],
): Promise<PlannedImport> {
  const rows: CsvRecord<DatasetCsvColumn>[] = records.map((record, index) => ({
    row: index + 1,
    values: datasetCsvValuesOf(record),
  }));
  const planned = await planDatasetRows(db, access, vocabularies, [rows], {
    keepUnchanged: true,
  });
  if (planned.issues.length > 0) return planned;
  const byName = new Map(records.map((record) => [record.name, record]));
  const existing = planned.plan.datasets.flatMap((plan) =>
    plan.datasetId ? [plan.datasetId] : [],
  );
  const current = existing.length
    ? await db
        .select()
        .from(resources)
        .where(inArray(resources.datasetId, existing))
        .orderBy(asc(resources.position), asc(resources.createdAt))
    : [];
  const currentOf = Map.groupBy(current, (row) => row.datasetId);
  let added = 0;
  const plans: DatasetPlan[] = [];
  let changed = 0;
  let unchanged = 0;
  let deleted = 0;
  for (const plan of planned.plan.datasets) {
    const record = byName.get(plan.name)!;
    const mine = plan.datasetId ? (currentOf.get(plan.datasetId) ?? []) : [];
    const used = new Set<string>();
    const ops: ResourceOperation[] = [];
    const order: string[] = [];
    const changes: FieldChange[] = [];
    for (const resource of record.resources) {
      const values: ResourceFieldValues = {
        name: resource.name,
        description: resource.description,
        url: resource.url,
        format: resource.format,
        size: resource.size,
        created: instantOrNull(resource.created),
        lastModified: instantOrNull(resource.last_modified),
      };
      const match =
        mine.find((row) => row.id === resource.id && !used.has(row.id)) ??
        mine.find(
          (row) => row.name === resource.name && row.url === resource.url && !used.has(row.id),
        );
      if (!match) {
        added += 1;
        ops.push({ op: 'add', row: added, values });
        order.push(addedKey(added));
        changes.push(resourceListChange(null, values));
        continue;
      }
      used.add(match.id);
      order.push(match.id);
      const fieldChanges = resourceFieldChanges(resourceValuesOf(match), values, match.id);
      if (fieldChanges.length === 0) continue;
      ops.push({ op: 'update', resourceId: match.id, values });
      changes.push(...fieldChanges);
    }
    for (const row of mine.filter((row) => !used.has(row.id))) {
      ops.push({ op: 'delete', resourceId: row.id });
      deleted += 1;
      changes.push(resourceListChange(resourceValuesOf(row), null));
    }
    const reordered =
      order.join() !==
      mine
        .filter((row) => used.has(row.id))
        .map((row) => row.id)
        .join();
    const all = [...plan.changes, ...changes];
    if (all.length === 0) {
      unchanged += 1;
      continue;
    }
    if (plan.datasetId) changed += 1;
    plans.push({
      ...plan,
      resources: ops,
      order: reordered || ops.some((op) => op.op === 'add') ? order : null,
      changes: all,
    });
  }
  return {
    plan: { datasets: plans },
    issues: [],
    conflicts: [],
    counts: {
      new: plans.filter((plan) => plan.datasetId === null).length,
      changed,
      unchanged: planned.counts.unchanged + unchanged,
      deleted,
      conflicts: 0,
    },
    rows: records.length,
  };
}

/** A record's fields as the cells of a dataset CSV row, so they are checked as a row is. */
function datasetCsvValuesOf(record: MetadataRecord): Record<DatasetCsvColumn, string> {
  const cellOf = (field: DatasetField): string => {
    if (field === 'updateFrequency')
      return record.extras.find((extra) => frequencyKeys.includes(extra.key))?.value ?? '';
    if (field === 'visibility')
      return record.private === undefined ? '' : record.private ? 'private' : 'public';
    const value = record[ckanKeyOfField[field]];
    return Array.isArray(value) ? value.join(listSeparator) : value;
  };
  return {
    ...(Object.fromEntries(
      datasetFields.map((field) => [datasetCsvColumnOf[field], cellOf(field)]),
    ) as Record<DatasetCsvColumn, string>),
    'Catalogue Id': '',
    'Metadata Modified': '',
    'Sync Status': '',
    Version: '',
    Action: '',
  };
}

/** A CKAN date (naive UTC, or with a zone) as an instant; null when blank or unreadable. */
function instantOrNull(value: string | null): string | null {
  if (!value) return null;
  try {
    return parseCkanTimestamp(value).toISOString();
  } catch {
    return null;
  }
}
