import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { ResourceRow } from '@contract/functions/datasets';
import { formatDateTime } from '@web/lib/format';
import { LinkStatusBadge } from '@web/components/status-badges';
import { datasetLinkStatusQuery, isActive } from '../api/links-queries';
import { CheckLinksButton } from './check-links-button';
import { useLinkTexts } from './use-link-texts';
import styles from './links.module.css';

/** A resource's link in the resource list: status, reason, since when it fails, when checked, Check link. */
export function ResourceLinkStatus({ resource }: { resource: ResourceRow }) {
  const { t } = useTranslation('links');
  const texts = useLinkTexts();
  // One query per dataset, shared by its rows.
  const { data } = useQuery(datasetLinkStatusQuery(resource.datasetId));
  const link = data?.resources.find((item) => item.resourceId === resource.id);
  const current = data?.current;
  const running =
    isActive(current) && (current?.scope !== 'resource' || current.resourceId === resource.id);
  return (
    <span className={styles.status}>
      <span className={styles.line}>
        <LinkStatusBadge status={resource.linkStatus} />
        {data?.canCheck ? (
          <CheckLinksButton
            target={{ scope: 'resource', resourceId: resource.id }}
            running={running}
          />
        ) : null}
      </span>
      {resource.linkReason && resource.linkReason !== 'ok' ? (
        <span className={styles.reason}>
          {texts.reason(resource.linkReason, link?.httpStatus ?? null)}
          {link?.awaitingConfirmation ? ` — ${t('awaitingConfirmation')}` : null}
        </span>
      ) : null}
      {link?.failingSince ? (
        <span className={styles.muted}>
          {t('check.failingSince', { when: formatDateTime(link.failingSince) })}
        </span>
      ) : null}
      {resource.linkCheckedAt ? (
        <span className={styles.muted}>
          {t('check.checkedAt', { when: formatDateTime(resource.linkCheckedAt) })}
        </span>
      ) : null}
    </span>
  );
}
