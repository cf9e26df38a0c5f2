import { createInstance } from 'i18next';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import type { TableJudgement } from '@contract/functions/sensitive';
import enSensitive from '@web/i18n/en/sensitive.json';
import { TableJudgements } from './table-judgements';

async function renderInEnglish(tables: TableJudgement[]): Promise<string> {
  const i18n = createInstance();
  await i18n.use(initReactI18next).init({
    resources: { en: { sensitive: enSensitive } },
    lng: 'en',
    ns: ['sensitive'],
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  });
  return renderToStaticMarkup(
    <I18nextProvider i18n={i18n}>
      <TableJudgements tables={tables} />
    </I18nextProvider>,
  );
}

describe('TableJudgements', () => {
  it('lists the columns judged to hold names under the table’s reading', async () => {
    const html = await renderInEnglish([
      {
        sheet: null,
        rows: 'people',
        kind: 'people',
        evidence: [{ code: 'fullNames', columns: ['name'] }],
        columns: [
          {
            column: 'name',
            kind: 'personNames',
            evidence: [
              { code: 'knownNames', share: 0.2 },
              { code: 'sameShape', share: 0.95 },
            ],
          },
        ],
      },
    ]);
    expect(html).toContain('data-testid="column-judgements"');
    expect(html).toContain('“name” holds people’s names');
  });

  it('shows no column list for a check stored before columns were judged', async () => {
    const html = await renderInEnglish([
      { sheet: null, rows: 'things', kind: 'other', evidence: [] },
    ]);
    expect(html).not.toContain('column-judgements');
  });
});
