import { formatStars } from './openness/format-stars.js';
import type {
  FailedRule,
  QualityInput,
  QualityResult,
  ResourceStars,
  ScoreOptions,
} from './quality-types.js';
import { qualityRules, type QualityRuleId } from './rule-table.js';
import type { DatasetRule, ResourceContext, ResourceRule } from './rules/rule-context.js';
import { datasetRuleFunctions, resourceRuleFunctions } from './rules/rule-functions.js';
import { pass, skip } from './verdict.js';

interface Bound<Check> {
  id: QualityRuleId;
  weight: number;
  check: Check;
}

// Bound once at load: scoring a dataset walks two short arrays and allocates only its answer.
const datasetRules: Bound<DatasetRule>[] = [];
const resourceRules: Bound<ResourceRule>[] = [];
for (const rule of qualityRules) {
  if (rule.scope === 'dataset')
    datasetRules.push({ ...rule, check: datasetRuleFunctions[rule.id] });
  else resourceRules.push({ ...rule, check: resourceRuleFunctions[rule.id] });
}

/**
 * Scores one dataset from its working-copy fields and its checks' latest results: no I/O. A
 * dataset rule earns its weight or nothing; a resource rule earns its weight times the share of
 * resources that pass it. Rules that do not apply are left out of the total, so the score is the
 * share (0–100) of the applicable weight earned.
 */
export function scoreDataset(dataset: QualityInput, options: ScoreOptions): QualityResult {
  const failed: FailedRule[] = [];
  let earned = 0;
  let possible = 0;
  const datasetContext = { now: options.now };
  for (const rule of datasetRules) {
    const verdict = rule.check(dataset, datasetContext);
    if (verdict === skip) continue;
    possible += rule.weight;
    if (verdict === pass) earned += rule.weight;
    else
      failed.push(verdict.detail ? { rule: rule.id, detail: verdict.detail } : { rule: rule.id });
  }

  const { resources } = dataset;
  const contexts: ResourceContext[] = new Array(resources.length);
  const stars: ResourceStars[] = new Array(resources.length);
  const licenceClosed = licenceKeepsDataClosed(dataset);
  for (let index = 0; index < resources.length; index++) {
    const resource = resources[index]!;
    const context = { formatStars: formatStars(resource.format, resource.url) };
    contexts[index] = context;
    const closed = licenceClosed || resource.linkStatus === 'dead';
    stars[index] = { resourceId: resource.id, stars: closed ? 0 : context.formatStars.stars };
  }
  for (const rule of resourceRules) {
    let applicable = 0;
    let passed = 0;
    for (let index = 0; index < resources.length; index++) {
      const resource = resources[index]!;
      const verdict = rule.check(resource, contexts[index]!);
      if (verdict === skip) continue;
      applicable++;
      if (verdict === pass) passed++;
      else
        failed.push(
          verdict.detail
            ? { rule: rule.id, resourceId: resource.id, detail: verdict.detail }
            : { rule: rule.id, resourceId: resource.id },
        );
    }
    if (applicable === 0) continue;
    possible += rule.weight;
    earned += (rule.weight * passed) / applicable;
  }

  const score = possible === 0 ? 100 : Math.round((earned * 100) / possible);
  return { score, failed, stars };
}

/**
 * ckanext-qa gives every resource 0 stars when the dataset's licence is not open, a missing
 * licence included; a licence the catalogue's list does not know (licenceOpen null) is not held
 * against the stars, since we cannot tell.
 */
function licenceKeepsDataClosed(dataset: QualityInput): boolean {
  const id = dataset.licenseId?.trim() ?? '';
  return id === '' || id === 'notspecified' || dataset.licenceOpen === false;
}
