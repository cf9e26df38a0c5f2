import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { DatasetDetail } from '@contract/functions/datasets';
import { formatDateTime } from '@web/lib/format';
import { LinkStatusBadge } from '@web/components/status-badges';
import { datasetLinkStatusQuery, isActive } from '../api/links-queries';
import { CheckLinksButton } from './check-links-button';
import { LinkCheckProgress } from './link-check-progress';
import { useLinkTexts } from './use-link-texts';
import styles from './links.module.css';

/** The dataset's link status with the reason of its worst link, when it was checked, Check links. */
export function DatasetLinkStatus({ dataset }: { dataset: DatasetDetail }) {
  const { t } = useTranslation('links');
  const texts = useLinkTexts();
  const { data } = useQuery(datasetLinkStatusQuery(dataset.id));
  const running = isActive(data?.current);
  const worst = data?.resources.find((link) => link.status === dataset.linkStatus);
  return (
    <span className={styles.status}>
      <span className={styles.line}>
        <LinkStatusBadge status={dataset.linkStatus} />
        {dataset.linkReason && dataset.linkReason !== 'ok' ? (
          <span className={styles.reason}>
            {texts.reason(dataset.linkReason, worst?.httpStatus ?? null)}
          </span>
        ) : null}
        {data?.canCheck ? (
          <CheckLinksButton
            target={{ scope: 'dataset', datasetId: dataset.id }}
            running={running}
          />
        ) : null}
      </span>
      {dataset.linkCheckedAt ? (
        <span className={styles.muted}>
          {t('check.checkedAt', { when: formatDateTime(dataset.linkCheckedAt) })}
        </span>
      ) : null}
      {running && data?.current ? <LinkCheckProgress check={data.current} /> : null}
    </span>
  );
}
