import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { maxSelectedIds } from '@contract/functions/datasets';
import { Button } from '@web/components/ui/button';
import { StatusAnnouncer } from '@web/components/ui/status-announcer';
import { formatNumber } from '@web/lib/format';
import { atTickLimit, selectedCount, type ListSelection } from '../lib/dataset-selection';
import styles from './selection-bar.module.css';

/**
 * What is selected in the list and what can be done with it: the count (read out as it changes),
 * "select all N that match" once a whole page is ticked, clear, and the actions on the selection.
 */
export function SelectionBar({
  selection,
  matching,
  pageAllTicked,
  onSelectMatching,
  onClear,
  actions,
}: {
  selection: ListSelection;
  /** How many datasets match the list's search and filters, on every page. */
  matching: number;
  pageAllTicked: boolean;
  onSelectMatching: () => void;
  onClear: () => void;
  actions: ReactNode;
}) {
  const { t } = useTranslation('datasets');
  const count = selectedCount(selection);
  const summary =
    selection.kind === 'matching'
      ? t('selection.allMatching', { count, formatted: formatNumber(count) })
      : t('selection.selected', { count, formatted: formatNumber(count) });
  const offerMatching =
    selection.kind !== 'matching' && matching > count && (pageAllTicked || atTickLimit(selection));
  return (
    <div className={styles.bar} role="region" aria-label={t('selection.region')}>
      <StatusAnnouncer message={count > 0 ? summary : ''} />
      {count > 0 ? (
        <>
          <strong aria-hidden>{summary}</strong>
          {offerMatching ? (
            <Button small border onClick={onSelectMatching}>
              {t('selection.selectMatching', {
                count: matching,
                formatted: formatNumber(matching),
              })}
            </Button>
          ) : null}
          {atTickLimit(selection) ? (
            <span className={styles.hint}>{t('selection.tickLimit', { max: maxSelectedIds })}</span>
          ) : null}
          <Button small onClick={onClear}>
            {t('selection.clear')}
          </Button>
          <span className={styles.actions}>{actions}</span>
        </>
      ) : (
        <span className={styles.hint}>{t('selection.hint')}</span>
      )}
    </div>
  );
}
