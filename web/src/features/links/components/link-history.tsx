import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../../components/ui/badge';
import table from '../../../components/ui/data-table.module.css';
import { formatDateTime, formatNumber } from '../../../lib/format';
import { linkHistoryQuery } from '../api/links-queries';
import { useLinkTexts } from './use-link-texts';
import styles from './links.module.css';

const tones = { alive: 'success', dead: 'danger', unknown: 'caution' } as const;

/** Every check of a resource's link, newest first: what it found and since when. */
export function LinkHistory({ resourceId }: { resourceId: string }) {
  const { t } = useTranslation('links');
  const texts = useLinkTexts();
  const { data } = useQuery(linkHistoryQuery(resourceId));
  if (!data) return null;
  return (
    <section className={styles.history} aria-labelledby="link-history-heading">
      <h2 id="link-history-heading">{t('history.heading')}</h2>
      {data.items.length === 0 ? (
        <p className={styles.muted}>{t('history.empty')}</p>
      ) : (
        <div className={table.wrap}>
          <table className={table.table}>
            <thead>
              <tr>
                <th scope="col">{t('columns.checkedAt')}</th>
                <th scope="col">{t('columns.status')}</th>
                <th scope="col">{t('columns.reason')}</th>
                <th scope="col" className={table.number}>
                  {t('history.responseTime')}
                </th>
                <th scope="col">{t('history.finalUrl')}</th>
              </tr>
            </thead>
            <tbody>
              {data.items.map((result) => (
                <tr key={`${result.checkId}/${result.checkedAt}`}>
                  <td className={table.nowrap}>{formatDateTime(result.checkedAt)}</td>
                  <td>
                    <Badge tone={tones[result.status]}>{texts.status(result.status)}</Badge>
                  </td>
                  <td>
                    {texts.reason(result.reason, result.httpStatus)}
                    {result.status === 'unknown' && result.engineStatus === 'dead' ? (
                      <div className={styles.muted}>{t('awaitingConfirmation')}</div>
                    ) : null}
                  </td>
                  <td className={table.number}>
                    {t('history.milliseconds', { value: formatNumber(result.responseTimeMs) })}
                  </td>
                  <td className={styles.url}>{result.finalUrl ?? ''}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
