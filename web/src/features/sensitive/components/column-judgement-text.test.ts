import type { TFunction } from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ColumnJudgement } from '@contract/functions/sensitive';
import { englishAndJapanese } from '@web/i18n/english-and-japanese';
import { columnJudgementText } from './column-judgement-text';

let en: TFunction<'sensitive'>;
let ja: TFunction<'sensitive'>;

beforeAll(async () => {
  ({ en, ja } = await englishAndJapanese('sensitive'));
});

const candidates: ColumnJudgement = {
  column: 'name',
  kind: 'personNames',
  evidence: [
    { code: 'knownNames', share: 0.2 },
    { code: 'sameShape', share: 0.95 },
    { code: 'nameHeader', share: 1 },
  ],
};

const donors: ColumnJudgement = {
  column: 'Contributor Name',
  kind: 'mixedNames',
  evidence: [
    { code: 'knownNames', share: 0.67 },
    { code: 'legalForms', share: 0.17 },
  ],
};

describe('columnJudgementText', () => {
  it('says a column holds people’s names and why, in English and Japanese', () => {
    expect(columnJudgementText(en, 'en', candidates)).toBe(
      '“name” holds people’s names; a name written like the others is reported even if no list of names knows it (20% known to a list of names; 95% written like them; a header naming people).',
    );
    expect(columnJudgementText(ja, 'ja', candidates)).toBe(
      '「name」は人の氏名の列と判定しました。ほかの氏名と同じ書き方の値は、名前の辞書にない場合も氏名として報告します（根拠：20%が名前の辞書にある氏名／95%が同じ書き方／人を表す見出し）。',
    );
  });

  it('names the patronymics that vouched for a column of names, in English and Japanese', () => {
    const applicants: ColumnJudgement = {
      column: 'nama_penuh',
      kind: 'personNames',
      evidence: [
        { code: 'knownNames', share: 0.2 },
        { code: 'patronymics', share: 0.66 },
        { code: 'sameShape', share: 0.98 },
      ],
    };
    expect(columnJudgementText(en, 'en', applicants)).toContain(
      '66% joined to a father’s name by bin, binti, a/l or a/p',
    );
    expect(columnJudgementText(ja, 'ja', applicants)).toContain(
      '66%が父の名を bin・binti・a/l・a/p でつなぐ氏名',
    );
  });

  it('says what a column of people and companies means for the rows', () => {
    expect(columnJudgementText(en, 'en', donors)).toContain(
      'on an organisation’s row its address, phone and date are not reported as personal',
    );
    expect(columnJudgementText(ja, 'ja', donors)).toContain('17%に「株式会社」「LLC」などの法人格');
  });
});
