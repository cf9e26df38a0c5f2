/**
 * The quality engine: pure (a dataset's fields and its checks' results in, a score and failed
 * rules out; a downloaded file in, its profile and conformance out); no database, no HTTP.
 */
export { scoreDataset } from './score-dataset.js';
export { qualityRules, qualityRuleIds, type QualityRuleId } from './rule-table.js';
export type {
  FailedRule,
  QualityDetail,
  QualityInput,
  QualityResourceInput,
  QualityResult,
  ResourceStars,
  ScoreOptions,
} from './quality-types.js';
export { isOpenLicence, type LicenceConformance } from './licence/is-open-licence.js';
export { formatStars, type FormatStars } from './openness/format-stars.js';
export { opennessSource } from './openness/openness-table.js';
export { frequencyPeriod, type FrequencyPeriod } from './freshness/frequency-period.js';
export { profileTableFile } from './profile/profile-table-file.js';
export { inspectTableFile, type TableInspection } from './profile/inspect-table-file.js';
export type { TableFileLimits, TableFileMeta } from './profile/open-table-file.js';
export type {
  FileProfile,
  NotATableProfile,
  TableEncoding,
  TableProfile,
  UnreadableProfile,
  UnreadableReason,
} from './profile/file-profile.js';
export {
  matchStandard,
  type StandardMapping,
  type StandardMatch,
} from './standards/match-standard.js';
export { standardById, standardDefinitions } from './standards/standard-definitions.js';
export {
  standardIds,
  type CellShape,
  type StandardColumn,
  type StandardDefinition,
  type StandardId,
} from './standards/standard-types.js';
export { checkConformance, type ConformanceOptions } from './conformance/check-conformance.js';
export { ConformanceChecker } from './conformance/conformance-checker.js';
export { summariseConformance } from './conformance/summarise-conformance.js';
export type {
  ConformanceReport,
  ConformanceSummary,
  Difference,
  DifferenceKind,
} from './conformance/conformance-types.js';
