import { and, eq, isNull, ne } from 'drizzle-orm';
import { datasetFormSchema, type DatasetFormValues } from '#contract/functions/datasets/index.js';
import type { FieldErrors } from '#contract/errors.js';
import type { Queryable } from '#server/db/database.js';
import { datasets, type DatasetRecord } from '#server/db/schema/index.js';
import { AppError } from '#server/lib/app-error.js';
import type { InstanceAccess } from '#server/policies/instances.js';
import type { CatalogueVocabularies } from '../vocabularies/catalogue-vocabularies.js';
import { choiceErrors } from './choice-errors.js';

/**
 * The server side of the dataset form: the rules (the same schema the web runs), then what
 * only the server knows — the name is free in the instance, the choices exist in the catalogue,
 * and an editor puts the dataset in an organization of their edit destination.
 */
export async function validateDatasetForm(
  db: Queryable,
  input: {
    access: InstanceAccess;
    values: DatasetFormValues;
    vocabularies: CatalogueVocabularies;
    /** The dataset being edited; values it already holds are accepted as they are. */
    current?: DatasetRecord;
  },
): Promise<DatasetFormValues> {
  const { access, vocabularies, current } = input;
  const parsed = datasetFormSchema(current ? { keepName: current.name } : {}).safeParse(
    input.values,
  );
  const fields: FieldErrors = {};
  const add = (field: string, key: string) => (fields[field] ??= []).push(key);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) add(issue.path.join('.') || '_', issue.message);
    throw AppError.invalid('Invalid input', fields);
  }
  const values = parsed.data;

  for (const [field, keys] of Object.entries(choiceErrors(access, values, vocabularies, current)))
    for (const key of keys) add(field, key);
  if (!fields.name) {
    const [taken] = await db
      .select({ id: datasets.id })
      .from(datasets)
      .where(
        and(
          eq(datasets.instanceId, access.instance.id),
          eq(datasets.name, values.name),
          isNull(datasets.removedAt),
          current ? ne(datasets.id, current.id) : undefined,
        ),
      )
      .limit(1);
    if (taken) add('name', 'nameTaken');
  }
  if (Object.keys(fields).length > 0) throw AppError.invalid('Invalid input', fields);
  return values;
}
