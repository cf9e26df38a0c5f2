import {
  confirmationLikelihoods,
  confirmationSensitivities,
  defaultReportMinLikelihood,
  likelihoodRank,
  reportResultLimit,
  storedMinLikelihood,
  type DetectedType,
  type Likelihood,
} from '#contract/sensitive.js';
import type { Queryable } from '#server/db/database.js';
import { sensitiveFindings } from '#server/db/schema/index.js';
import type { Finding } from '#server/engines/sensitive/index.js';

/** Type → likelihood → findings: every finding the check counted, stored or not. */
export type FindingCounts = Partial<Record<DetectedType, Partial<Record<Likelihood, number>>>>;

/**
 * Counts a check's findings and stores them in file order. Of each type and likelihood only the
 * first 10,000 are stored: whatever the report's filter, the first 10,000 results of a tab are
 * among them (each result is within the first 10,000 of its own level), and a file full of dates
 * cannot fill the database.
 */
export class FindingsWriter {
  readonly counts: FindingCounts = {};
  /** At or above POSSIBLE: the resource's sensitive info count. */
  findingCount = 0;
  confirmationCount = 0;
  truncated = false;
  private seq = 0;

  constructor(
    private readonly db: Queryable,
    private readonly checkId: string,
  ) {}

  async add(batch: readonly Finding[]): Promise<void> {
    const rows: (typeof sensitiveFindings.$inferInsert)[] = [];
    for (const finding of batch) {
      const rank = likelihoodRank(finding.likelihood);
      if (rank < likelihoodRank(storedMinLikelihood)) continue;
      const byLikelihood = (this.counts[finding.type] ??= {});
      const seen = (byLikelihood[finding.likelihood] ?? 0) + 1;
      byLikelihood[finding.likelihood] = seen;
      if (rank >= likelihoodRank(defaultReportMinLikelihood)) this.findingCount += 1;
      if (
        confirmationLikelihoods.includes(finding.likelihood) &&
        confirmationSensitivities.includes(finding.sensitivity)
      ) {
        this.confirmationCount += 1;
      }
      if (seen > reportResultLimit) {
        this.truncated = true;
        continue;
      }
      this.seq += 1;
      rows.push({
        checkId: this.checkId,
        seq: this.seq,
        row: finding.row,
        page: finding.page ?? null,
        sheet: finding.sheet === undefined ? null : withoutNul(finding.sheet),
        column: withoutNul(finding.column),
        type: finding.type,
        subType: finding.subType ?? null,
        likelihood: finding.likelihood,
        likelihoodRank: rank,
        sensitivity: finding.sensitivity,
        quote: withoutNul(finding.quote),
      });
    }
    if (rows.length > 0) await this.db.insert(sensitiveFindings).values(rows);
  }
}

/** PostgreSQL text cannot hold NUL; a cell of a binary-ish file may carry one. */
function withoutNul(text: string): string {
  return text.replaceAll('\u0000', '');
}

/** Findings at or above `minimum`, by type, from a check's counts. */
export function countsAtLeast(
  counts: FindingCounts,
  minimum: Likelihood,
): Partial<Record<DetectedType, number>> {
  const result: Partial<Record<DetectedType, number>> = {};
  for (const [type, byLikelihood] of Object.entries(counts) as [
    DetectedType,
    Partial<Record<Likelihood, number>>,
  ][]) {
    let total = 0;
    for (const [likelihood, count] of Object.entries(byLikelihood) as [Likelihood, number][]) {
      if (likelihoodRank(likelihood) >= likelihoodRank(minimum)) total += count;
    }
    if (total > 0) result[type] = total;
  }
  return result;
}
