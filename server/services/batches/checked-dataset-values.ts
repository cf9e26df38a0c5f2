import { ZDatasetFormFields, type DatasetFormValues } from '#contract/functions/datasets/index.js';
import type { InstanceAccess } from '#server/policies/instances.js';
import { changedFields } from '../catalogue/dataset-fields.js';
import { choiceErrors } from '../datasets/choice-errors.js';
import type { CatalogueVocabularies } from '../vocabularies/catalogue-vocabularies.js';

export type CheckedValues =
  | { values: DatasetFormValues; problems: null }
  | { values: null; problems: { field: string; key: string }[] };

/**
 * A batch's new values of one dataset, checked as the Edit form checks them, field by field for
 * the fields the batch changes: the form's rule of each (the spec's §5 messages), then the
 * catalogue's choices and an editor's organizations. A field the batch leaves alone is not judged
 * again, so a harvested dataset without, say, a licence can still have its contact changed.
 */
export function checkedDatasetValues(
  access: InstanceAccess,
  vocabularies: CatalogueVocabularies,
  current: { organizationName: string | null; groups: string[]; licenseId: string | null },
  before: DatasetFormValues,
  after: DatasetFormValues,
): CheckedValues {
  const values = { ...before };
  const problems: { field: string; key: string }[] = [];
  for (const field of changedFields(before, after)) {
    const parsed = ZDatasetFormFields.shape[field].safeParse(after[field]);
    if (parsed.success) Object.assign(values, { [field]: parsed.data });
    else for (const issue of parsed.error.issues) problems.push({ field, key: issue.message });
  }
  if (problems.length > 0) return { values: null, problems };
  const choices = choiceErrors(access, values, vocabularies, current);
  for (const [field, keys] of Object.entries(choices))
    for (const key of keys) problems.push({ field, key });
  return problems.length > 0 ? { values: null, problems } : { values, problems: null };
}
