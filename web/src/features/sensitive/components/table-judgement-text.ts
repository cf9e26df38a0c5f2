import type { TFunction } from 'i18next';
import type { TableEvidenceCode, TableJudgement } from '@contract/functions/sensitive';
import type { Locale } from '@contract/locales';

/** What the sentence says the rows are. */
type Verdict = 'people' | 'things' | 'mixed' | 'statistics' | 'animals' | 'undecided';

/** The evidence each verdict cites: the reasons for it, not the votes it overruled. */
const citedFor: Record<Verdict, readonly TableEvidenceCode[] | 'all'> = {
  people: [
    'fullNames',
    'personAttributes',
    'peopleHeaders',
    'birthDates',
    'mobilePhones',
    'individualNumbers',
  ],
  things: ['organisationNames', 'thingHeaders', 'coordinates'],
  mixed: ['organisationNames', 'thingHeaders', 'representatives', 'fullNames', 'coordinates'],
  statistics: ['countsByCategory', 'thingHeaders'],
  animals: ['animalsOrPlants'],
  undecided: 'all',
};

/**
 * One plain sentence on how the detector read a table's rows and why, in the reader's language:
 * "Read as a list of people: “age” and “gender” beside each name." A table of things says its
 * names and addresses are not taken for personal information.
 */
export function tableJudgementText(
  t: TFunction<'sensitive'>,
  locale: Locale,
  table: TableJudgement,
  withSheet: boolean,
): string {
  const verdict = verdictOf(table);
  const cited = citedFor[verdict];
  const list = new Intl.ListFormat(locale === 'ja' ? 'ja-JP' : 'en-GB', {
    type: 'conjunction',
  });
  const reasons = table.evidence
    .filter((item) => cited === 'all' || cited.includes(item.code))
    .sort((a, b) => order(cited, a.code) - order(cited, b.code))
    .map((item, index, items) => ({
      ...item,
      columns: item.columns.filter(
        (column) =>
          column !== '' && !(headerVotes.has(item.code) && citedBefore(items, index, column)),
      ),
    }))
    .filter((item) => item.columns.length > 0)
    .map((item) =>
      t(`tableKind.evidence.${item.code}`, {
        columns: list.format(item.columns.map((name) => t('tableKind.column', { name }))),
      }),
    );
  const read = t(`tableKind.verdict.${verdict}`);
  const reading =
    reasons.length > 0
      ? t('tableKind.because', { verdict: read, evidence: reasons.join(t('tableKind.separator')) })
      : t('tableKind.plain', { verdict: read });
  const sentence =
    verdict === 'people'
      ? reading
      : t('tableKind.withConsequence', {
          reading,
          consequence: t(`tableKind.consequence.${verdict}`),
        });
  return withSheet && table.sheet
    ? t('tableKind.sheet', { sheet: table.sheet, sentence })
    : sentence;
}

/** Header votes are the weakest reasons: a column cited for a stronger one is not named again. */
const headerVotes = new Set<TableEvidenceCode>(['peopleHeaders', 'thingHeaders']);

function citedBefore(
  items: readonly TableJudgement['evidence'][number][],
  index: number,
  column: string,
): boolean {
  return items.slice(0, index).some((item) => item.columns.includes(column));
}

function verdictOf(table: TableJudgement): Verdict {
  if (table.rows !== 'things') return table.rows;
  if (table.kind === 'statistics') return 'statistics';
  if (table.evidence.some((item) => item.code === 'animalsOrPlants')) return 'animals';
  return 'things';
}

function order(cited: readonly TableEvidenceCode[] | 'all', code: TableEvidenceCode): number {
  return cited === 'all' ? 0 : cited.indexOf(code);
}
