import {
  datasetFormSchema,
  datasetNamePattern,
  type DatasetFormValues,
} from '../../../contract/functions/datasets/index.js';
import type { InstanceAccess } from '../../policies/instances.js';
import { choiceErrors } from '../datasets/choice-errors.js';
import type { CatalogueVocabularies } from '../vocabularies/catalogue-vocabularies.js';

/** The form's rules with every name pattern checked; a harvested name is kept by its own schema. */
const strictSchema = datasetFormSchema();

export type CheckedValues =
  | { values: DatasetFormValues; problems: null }
  | { values: null; problems: { field: string; key: string }[] };

/**
 * New values of an existing dataset checked as the Edit form checks them: the form's rules (a
 * harvested name the pattern refuses may stay), then the catalogue's choices and an editor's
 * organizations. Problems are validation keys per field (the spec's §5 messages).
 */
export function checkedDatasetValues(
  access: InstanceAccess,
  vocabularies: CatalogueVocabularies,
  current: {
    name: string;
    organizationName: string | null;
    groups: string[];
    licenseId: string | null;
  },
  input: DatasetFormValues,
): CheckedValues {
  const schema = datasetNamePattern.test(current.name)
    ? strictSchema
    : datasetFormSchema({ keepName: current.name });
  const parsed = schema.safeParse(input);
  if (!parsed.success)
    return {
      values: null,
      problems: parsed.error.issues.map((issue) => ({
        field: String(issue.path[0] ?? 'name'),
        key: issue.message,
      })),
    };
  const choices = choiceErrors(access, parsed.data, vocabularies, current);
  const problems = Object.entries(choices).flatMap(([field, keys]) =>
    keys.map((key) => ({ field, key })),
  );
  return problems.length > 0 ? { values: null, problems } : { values: parsed.data, problems: null };
}
