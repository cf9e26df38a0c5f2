import type { TFunction } from 'i18next';
import type { ColumnJudgement } from '@contract/functions/sensitive';
import type { Locale } from '@contract/locales';

/**
 * One plain sentence on what the detector judged a column to hold and why, in the reader's
 * language: "“name” holds people's names: 20% known to a list of names, 95% written like them."
 */
export function columnJudgementText(
  t: TFunction<'sensitive'>,
  locale: Locale,
  column: ColumnJudgement,
): string {
  const percent = new Intl.NumberFormat(locale === 'ja' ? 'ja-JP' : 'en-GB', {
    style: 'percent',
    maximumFractionDigits: 0,
  });
  const reasons = column.evidence.map((item) =>
    t(`columnKind.evidence.${item.code}`, { share: percent.format(item.share) }),
  );
  return t('columnKind.sentence', {
    column: t('tableKind.column', { name: column.column }),
    kind: t(`columnKind.kind.${column.kind}`),
    evidence: reasons.join(t('tableKind.separator')),
  });
}
