import type { ColumnJudgement } from './column-judgement.js';
import type { ColumnJudgementSummary } from './types.js';

/** The judgements a report shows: columns of names only, without the scorer's shapes. */
export function summarizeColumnJudgements(
  judgements: readonly ColumnJudgement[],
): ColumnJudgementSummary[] {
  return judgements.flatMap((judgement) =>
    judgement.kind === 'other'
      ? []
      : [{ column: judgement.column, kind: judgement.kind, evidence: judgement.evidence }],
  );
}
