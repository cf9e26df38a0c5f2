import { isAtLeast, likelihoodFromScore } from './likelihood.js';
import { sensitivityOf } from './sensitivity.js';
import type { DetectedType, Finding, Likelihood, OtherSubType, ScanOptions } from './types.js';

const batchSize = 500;
const quoteLength = 200;

export interface FindingLocation {
  row: number;
  column: string;
  page?: number;
  sheet?: string;
}

/**
 * Collects findings at or above the minimum likelihood and hands them on in batches, so a scan of
 * a large file never holds more than one batch when the caller takes them with onFindings.
 */
export class FindingsSink {
  readonly countByType: Partial<Record<DetectedType, number>> = {};
  count = 0;
  readonly kept: Finding[] = [];
  truncated = false;
  private batch: Finding[] = [];
  private readonly minLikelihood: Likelihood;
  private readonly maxFindings: number;

  constructor(
    private readonly options: Pick<ScanOptions, 'minLikelihood' | 'onFindings' | 'maxFindings'>,
  ) {
    this.minLikelihood = options.minLikelihood ?? 'POSSIBLE';
    this.maxFindings = options.maxFindings ?? 100_000;
  }

  add(
    location: FindingLocation,
    type: DetectedType,
    subType: OtherSubType | undefined,
    score: number,
    quote: string,
  ): void {
    const likelihood = likelihoodFromScore(score);
    if (!isAtLeast(likelihood, this.minLikelihood)) return;
    const finding: Finding = {
      row: location.row,
      column: location.column,
      type,
      likelihood,
      sensitivity: sensitivityOf(type, subType),
      quote: quote.slice(0, quoteLength),
    };
    if (subType) finding.subType = subType;
    if (location.page !== undefined) finding.page = location.page;
    if (location.sheet !== undefined) finding.sheet = location.sheet;
    this.count++;
    this.countByType[type] = (this.countByType[type] ?? 0) + 1;
    if (this.options.onFindings) this.batch.push(finding);
    else if (this.kept.length < this.maxFindings) this.kept.push(finding);
    else this.truncated = true;
  }

  get wantsFlush(): boolean {
    return this.batch.length >= batchSize;
  }

  async flush(): Promise<void> {
    if (this.batch.length === 0 || !this.options.onFindings) return;
    const batch = this.batch;
    this.batch = [];
    await this.options.onFindings(batch);
  }
}
