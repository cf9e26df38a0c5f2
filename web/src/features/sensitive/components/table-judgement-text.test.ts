import type { TFunction } from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import type { TableJudgement } from '@contract/functions/sensitive';
import { englishAndJapanese } from '@web/i18n/english-and-japanese';
import { tableJudgementText } from './table-judgement-text';

let en: TFunction<'sensitive'>;
let ja: TFunction<'sensitive'>;

beforeAll(async () => {
  ({ en, ja } = await englishAndJapanese('sensitive'));
});

const people: TableJudgement = {
  sheet: null,
  rows: 'people',
  kind: 'people',
  evidence: [
    { code: 'peopleHeaders', columns: ['name', 'age', 'streetaddress'] },
    { code: 'thingHeaders', columns: ['agency'] },
    { code: 'personAttributes', columns: ['age', 'gender'] },
  ],
};

const businesses: TableJudgement = {
  sheet: 'Shops & Bars',
  rows: 'things',
  kind: 'other',
  evidence: [
    { code: 'thingHeaders', columns: ['Business Name', 'City'] },
    { code: 'peopleHeaders', columns: ['Address'] },
  ],
};

describe('tableJudgementText', () => {
  it('reads a people table by its reasons for people, naming each column once', () => {
    expect(tableJudgementText(en, 'en', people, false)).toBe(
      'Read as a list of people: “age” and “gender” beside each name; columns about people (“name” and “streetaddress”).',
    );
    expect(tableJudgementText(ja, 'ja', people, false)).toBe(
      '人の名簿と判定しました（根拠：氏名の横に「age」、「gender」／人を表す列「name」、「streetaddress」）。',
    );
  });

  it('reads a business list by its reasons for things, says what follows, and names the sheet', () => {
    expect(tableJudgementText(en, 'en', businesses, true)).toBe(
      'Sheet “Shops & Bars”: Read as a list of places or businesses: columns about places or businesses (“Business Name” and “City”). Names, addresses and phone numbers in it are taken as theirs, so they are not reported as personal information.',
    );
    expect(tableJudgementText(ja, 'ja', businesses, false)).toBe(
      '場所や事業者の一覧と判定しました（根拠：場所や事業者を表す列「Business Name」、「City」）。表中の名称・住所・電話番号はその場所や事業者のものとして扱い、個人情報としては報告していません。',
    );
  });

  it('says plainly when nothing decided the rows', () => {
    const undecided: TableJudgement = {
      sheet: null,
      rows: 'undecided',
      kind: 'unknown',
      evidence: [],
    };
    expect(tableJudgementText(en, 'en', undecided, false)).toBe(
      'Not decided whether the rows are people or things. Each value is judged on its own.',
    );
  });
});
