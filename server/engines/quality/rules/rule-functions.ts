import type { qualityRules } from '../rule-table.js';
import { contactMissing } from './contact-missing.js';
import { descriptionMissing } from './description-missing.js';
import { fileBlankRows } from './file-blank-rows.js';
import { fileEncodingUnknown } from './file-encoding-unknown.js';
import { fileNoHeader } from './file-no-header.js';
import { fileRaggedRows } from './file-ragged-rows.js';
import { fileUnreadable } from './file-unreadable.js';
import { formatNotMachineReadable } from './format-not-machine-readable.js';
import { formatNotOpen } from './format-not-open.js';
import { licenceMissing } from './licence-missing.js';
import { licenceNotOpen } from './licence-not-open.js';
import { linkDead } from './link-dead.js';
import { organisationMissing } from './organisation-missing.js';
import { personalData } from './personal-data.js';
import { resourcesMissing } from './resources-missing.js';
import type { DatasetRule, ResourceRule } from './rule-context.js';
import { stale } from './stale.js';
import { standardColumns } from './standard-columns.js';
import { standardValues } from './standard-values.js';
import { tagsMissing } from './tags-missing.js';
import { titleMissing } from './title-missing.js';
import { updateFrequencyMissing } from './update-frequency-missing.js';

type RuleOfScope<Scope> = Extract<(typeof qualityRules)[number], { scope: Scope }>['id'];

/** The function of every rule the table declares: the types refuse a rule without one. */
export const datasetRuleFunctions: Record<RuleOfScope<'dataset'>, DatasetRule> = {
  'title-missing': titleMissing,
  'description-missing': descriptionMissing,
  'licence-missing': licenceMissing,
  'licence-not-open': licenceNotOpen,
  'tags-missing': tagsMissing,
  'organisation-missing': organisationMissing,
  'contact-missing': contactMissing,
  'update-frequency-missing': updateFrequencyMissing,
  stale,
  'resources-missing': resourcesMissing,
};

export const resourceRuleFunctions: Record<RuleOfScope<'resource'>, ResourceRule> = {
  'link-dead': linkDead,
  'personal-data': personalData,
  'format-not-machine-readable': formatNotMachineReadable,
  'format-not-open': formatNotOpen,
  'file-unreadable': fileUnreadable,
  'file-encoding-unknown': fileEncodingUnknown,
  'file-no-header': fileNoHeader,
  'file-ragged-rows': fileRaggedRows,
  'file-blank-rows': fileBlankRows,
  'standard-columns': standardColumns,
  'standard-values': standardValues,
};
