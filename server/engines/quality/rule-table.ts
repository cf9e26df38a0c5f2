/**
 * Every quality rule: its stable id (stored with each failure, filtered and sorted on, and the key
 * of its en/ja texts), its weight, and whether it is judged once per dataset or once per resource.
 * The weights add up to 100. A rule that does not apply to a dataset (no licence to judge, no link
 * checked yet…) leaves its weight out of both sides of the score. docs/quality.md explains each one.
 */
export const qualityRules = [
  { id: 'title-missing', weight: 8, scope: 'dataset' },
  { id: 'description-missing', weight: 8, scope: 'dataset' },
  { id: 'licence-missing', weight: 8, scope: 'dataset' },
  { id: 'licence-not-open', weight: 8, scope: 'dataset' },
  { id: 'tags-missing', weight: 3, scope: 'dataset' },
  { id: 'organisation-missing', weight: 4, scope: 'dataset' },
  { id: 'contact-missing', weight: 5, scope: 'dataset' },
  { id: 'update-frequency-missing', weight: 5, scope: 'dataset' },
  { id: 'stale', weight: 5, scope: 'dataset' },
  { id: 'resources-missing', weight: 4, scope: 'dataset' },
  { id: 'link-dead', weight: 10, scope: 'resource' },
  { id: 'personal-data', weight: 10, scope: 'resource' },
  { id: 'format-not-machine-readable', weight: 5, scope: 'resource' },
  { id: 'format-not-open', weight: 3, scope: 'resource' },
  { id: 'file-unreadable', weight: 3, scope: 'resource' },
  { id: 'file-encoding-unknown', weight: 2, scope: 'resource' },
  { id: 'file-no-header', weight: 2, scope: 'resource' },
  { id: 'file-ragged-rows', weight: 2, scope: 'resource' },
  { id: 'file-blank-rows', weight: 1, scope: 'resource' },
  { id: 'standard-columns', weight: 2, scope: 'resource' },
  { id: 'standard-values', weight: 2, scope: 'resource' },
] as const satisfies readonly QualityRuleEntry[];

export interface QualityRuleEntry {
  id: string;
  weight: number;
  scope: 'dataset' | 'resource';
}

export type QualityRuleId = (typeof qualityRules)[number]['id'];

export const qualityRuleIds: readonly QualityRuleId[] = qualityRules.map((rule) => rule.id);
