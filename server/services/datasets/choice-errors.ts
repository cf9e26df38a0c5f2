import type { DatasetFormValues } from '#contract/functions/datasets/index.js';
import type { DatasetRecord } from '#server/db/schema/index.js';
import { mayEditOrganization, type InstanceAccess } from '#server/policies/instances.js';
import type { CatalogueVocabularies } from '../vocabularies/catalogue-vocabularies.js';

/**
 * The checks of a dataset's choices that only the server can make: the organization, groups and
 * licence exist in the catalogue, and an editor puts the dataset in an organization of their edit
 * destination. Values the dataset already holds are accepted as they are. Field → keys.
 */
export function choiceErrors(
  access: InstanceAccess,
  values: DatasetFormValues,
  vocabularies: CatalogueVocabularies,
  current?: Pick<DatasetRecord, 'organizationName' | 'groups' | 'licenseId'>,
): Record<string, string[]> {
  const fields: Record<string, string[]> = {};
  const add = (field: string, key: string) => (fields[field] ??= []).push(key);
  if (current?.organizationName !== values.organization) {
    if (!vocabularies.organizations.some((item) => item.name === values.organization)) {
      add('organization', 'choiceUnknown');
    } else if (!mayEditOrganization(access.editable, values.organization)) {
      add('organization', 'organizationNotEditable');
    }
  }
  const knownGroups = new Set(vocabularies.groups.map((group) => group.name));
  const keptGroups = new Set(current?.groups ?? []);
  if (values.groups.some((group) => !knownGroups.has(group) && !keptGroups.has(group))) {
    add('groups', 'choiceUnknown');
  }
  if (
    current?.licenseId !== values.licenseId &&
    vocabularies.licenses.length > 0 &&
    !vocabularies.licenses.some((license) => license.id === values.licenseId)
  ) {
    add('licenseId', 'choiceUnknown');
  }
  return fields;
}
