import { describe, expect, it } from 'vitest';
import { presentTableJudgements } from './present-table-judgements.js';

describe('presentTableJudgements', () => {
  it('shows the columns the detector judged, from the JSON stored with the table', () => {
    const stored = [
      {
        rows: 'people',
        kind: 'people',
        evidence: [{ code: 'fullNames', columns: ['name'] }],
        columns: [
          {
            column: 'name',
            kind: 'personNames',
            evidence: [{ code: 'sameShape', share: 0.95 }],
          },
          // A kind a later detector may word, which this version does not: left out.
          { column: 'notes', kind: 'freeText', evidence: [] },
        ],
      },
    ];
    expect(presentTableJudgements(stored)).toEqual([
      {
        sheet: null,
        rows: 'people',
        kind: 'people',
        evidence: [{ code: 'fullNames', columns: ['name'] }],
        columns: [
          { column: 'name', kind: 'personNames', evidence: [{ code: 'sameShape', share: 0.95 }] },
        ],
      },
    ]);
  });

  it('reads a check stored before columns were judged', () => {
    expect(presentTableJudgements([{ rows: 'things', kind: 'other', evidence: [] }])).toEqual([
      { sheet: null, rows: 'things', kind: 'other', evidence: [], columns: [] },
    ]);
  });
});
