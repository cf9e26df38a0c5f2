// @vitest-environment happy-dom
import { renderHook } from '@testing-library/react';
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { datasetFormSchema } from '@contract/functions/datasets';
import enCommon from '@web/i18n/en/common.json';
import enDatasetEdit from '@web/i18n/en/datasetEdit.json';
import enValidation from '@web/i18n/en/validation.json';
import jaCommon from '@web/i18n/ja/common.json';
import jaDatasetEdit from '@web/i18n/ja/datasetEdit.json';
import jaValidation from '@web/i18n/ja/validation.json';
import { useValidationText } from './use-validation-text';

async function textIn(language: 'en' | 'ja') {
  await i18n.changeLanguage(language);
  return renderHook(() => useValidationText()).result.current;
}

describe('the dataset form’s messages', () => {
  beforeAll(async () => {
    await i18n.use(initReactI18next).init({
      lng: 'en',
      resources: {
        en: { common: enCommon, datasetEdit: enDatasetEdit, validation: enValidation },
        ja: { common: jaCommon, datasetEdit: jaDatasetEdit, validation: jaValidation },
      },
      interpolation: { escapeValue: false },
    });
  });

  it('flags a tag holding the Japanese comma and names that tag, in en and ja', async () => {
    const parsed = datasetFormSchema().safeParse({
      name: 'population',
      title: 'Population',
      tags: ['census', '人口、世帯'],
    });
    const issue = parsed.error?.issues.find((each) => each.path[0] === 'tags');
    expect(issue?.path).toEqual(['tags', 1]);
    const en = await textIn('en');
    expect(en(issue?.message, { tag: '人口、世帯' })).toBe(
      'The tag "人口、世帯" contains a Japanese comma (、) or full stop (。). Split it into separate tags or remove the mark.',
    );
    const ja = await textIn('ja');
    expect(ja(issue?.message, { tag: '人口、世帯' })).toBe(
      'タグ「人口、世帯」に読点（、）または句点（。）が含まれています。タグを分けるか、記号を削除してください。',
    );
  });

  it('turns a rule’s key into its text, and shows the catalogue’s own words as they came', async () => {
    const ja = await textIn('ja');
    expect(ja('nameRequired')).toBe('名前は必須項目です');
    expect(ja('That URL is already in use.')).toBe('That URL is already in use.');
    expect(ja(undefined)).toBeUndefined();
    expect(ja('someKeyWeLack')).toBe('someKeyWeLack');
  });
});
