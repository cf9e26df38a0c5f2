import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Badge } from '@web/components/ui/badge';
import { DataTable } from '@web/components/ui/data-table';
import { formatDateTime, formatNumber } from '@web/lib/format';
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
      <DataTable
        caption={t('history.caption')}
        rows={data.items}
        rowKey={(result) => `${result.checkId}/${result.checkedAt}`}
        empty={t('history.empty')}
        columns={[
          {
            id: 'checkedAt',
            header: t('columns.checkedAt'),
            nowrap: true,
            cell: (result) => formatDateTime(result.checkedAt),
          },
          {
            id: 'status',
            header: t('columns.status'),
            cell: (result) => (
              <Badge tone={tones[result.status]}>{texts.status(result.status)}</Badge>
            ),
          },
          {
            id: 'reason',
            header: t('columns.reason'),
            cell: (result) => (
              <>
                {texts.reason(result.reason, result.httpStatus)}
                {result.status === 'unknown' && result.engineStatus === 'dead' ? (
                  <div className={styles.muted}>{t('awaitingConfirmation')}</div>
                ) : null}
              </>
            ),
          },
          {
            id: 'responseTime',
            header: t('history.responseTime'),
            numeric: true,
            cell: (result) =>
              t('history.milliseconds', { value: formatNumber(result.responseTimeMs) }),
          },
          {
            id: 'finalUrl',
            header: t('history.finalUrl'),
            className: styles.url,
            cell: (result) => result.finalUrl ?? '',
          },
        ]}
      />
    </section>
  );
}
