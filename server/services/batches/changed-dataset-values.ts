import type { BatchChange } from '#contract/functions/batches.js';
import type { DatasetFormValues } from '#contract/functions/datasets/index.js';
import { replacedText } from './replaced-text.js';

/**
 * A dataset's form values after a batch change (its resources aside): a field set, tags added or
 * removed, or a find-and-replace in a text field. The result is checked by the form's rules
 * afterwards, so a value that breaks them is a problem shown at its dataset, not a silent skip.
 */
export function changedDatasetValues(
  values: DatasetFormValues,
  change: BatchChange,
): DatasetFormValues {
  switch (change.op) {
    case 'set':
      return { ...values, [change.field]: change.value };
    case 'addTags':
      return { ...values, tags: [...new Set([...values.tags, ...change.tags])] };
    case 'removeTags': {
      const removed = new Set(change.tags);
      return { ...values, tags: values.tags.filter((tag) => !removed.has(tag)) };
    }
    case 'replace':
      if (change.field.startsWith('resource.')) return values;
      return {
        ...values,
        [change.field]: replacedText(
          values[change.field as 'title' | 'notes' | 'maintainer'],
          change,
        ),
      };
  }
}
