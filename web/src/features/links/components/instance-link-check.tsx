import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { linkStatuses } from '@contract/enums';
import { Alert } from '@web/components/ui/alert';
import { formatDateTime, formatNumber } from '@web/lib/format';
import {
  instanceLinkStatusQuery,
  isActive,
  isConfirmingSoon,
  useRefreshWhenDone,
} from '../api/links-queries';
import { CheckLinksButton } from './check-links-button';
import { LinkCheckProgress } from './link-check-progress';
import summary from '@web/components/ui/summary-bar.module.css';
import styles from './links.module.css';

/** The instance page's links: counts by status, the last check, Check links with its progress. */
export function InstanceLinkCheck({
  workspaceId,
  instanceId,
}: {
  workspaceId: string;
  instanceId: string;
}) {
  const { t } = useTranslation('links');
  const { data } = useQuery(instanceLinkStatusQuery(instanceId));
  const confirming = isConfirmingSoon(data?.confirmation);
  useRefreshWhenDone(confirming);
  if (!data) return null;
  const running = isActive(data.current);
  const last = data.last;
  return (
    <section className={summary.bar} aria-labelledby="instance-links-heading">
      <div>
        <h2 id="instance-links-heading">{t('instance.heading')}</h2>
        <dl className={styles.counts}>
          {[...linkStatuses, 'unchecked' as const].map((status) => (
            <div key={status}>
              <dt>{t(`status.${status}`)}</dt>
              <dd>{formatNumber(data.counts[status])}</dd>
            </div>
          ))}
          <div>
            <dt>{t('instance.lastCheck')}</dt>
            <dd>{formatDateTime(last?.finishedAt) || t('instance.never')}</dd>
          </div>
        </dl>
        <p className={styles.muted}>
          {t('instance.schedule', { schedule: data.schedule })} ·{' '}
          <Link to={`/workspaces/${workspaceId}?view=links&instance=${instanceId}`}>
            {t('instance.viewAll')}
          </Link>
        </p>
        {data.confirmation?.status === 'queued' && data.confirmation.startAfter ? (
          <p className={styles.muted}>
            {t('check.confirmation', { when: formatDateTime(data.confirmation.startAfter) })}
          </p>
        ) : null}
      </div>
      <div className={styles.actions}>
        {data.canCheck ? (
          <CheckLinksButton target={{ scope: 'instance', instanceId }} running={running} />
        ) : null}
        {running && data.current ? <LinkCheckProgress check={data.current} /> : null}
        {data.confirmation?.status === 'running' ? (
          <LinkCheckProgress check={data.confirmation} />
        ) : null}
      </div>
      {!running && last?.status === 'failed' ? (
        <Alert tone="error">{t('check.failed', { when: formatDateTime(last.startedAt) })}</Alert>
      ) : null}
    </section>
  );
}
