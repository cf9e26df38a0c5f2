import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { InstanceDetail } from '@contract/functions/instances';
import { Alert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { useErrorText } from '@web/lib/error-text';
import { formatDateTime, formatNumber } from '@web/lib/format';
import { useHarvestInstance } from '../api/instances-queries';
import { HarvestProgress } from './harvest-progress';
import summary from '@web/components/ui/summary-bar.module.css';
import styles from './instance-header.module.css';
import { ExternalLink } from '@web/components/ui/external-link';

/**
 * Last synchronized time, dataset and resource counts, and how many datasets are changed here and
 * not yet in the catalogue (a link to that list); re-harvest on demand.
 */
export function InstanceHeader({
  instance,
  unsyncedLink,
}: {
  instance: InstanceDetail;
  /** The dataset list filtered to what is not yet in the catalogue. */
  unsyncedLink: string;
}) {
  const { t } = useTranslation('workspaces');
  const describeError = useErrorText();
  const harvest = useHarvestInstance();
  const lastFailed = instance.lastHarvest?.status === 'failed' && !instance.currentHarvest;
  return (
    <div className={summary.bar}>
      <dl className={styles.facts}>
        <div>
          <dt>{t('header.lastSynchronized')}</dt>
          <dd>{formatDateTime(instance.lastSynchronizedAt) || t('header.never')}</dd>
        </div>
        <div>
          <dt>{t('header.datasets')}</dt>
          <dd>{formatNumber(instance.datasetCount)}</dd>
        </div>
        <div>
          <dt>{t('header.resources')}</dt>
          <dd>{formatNumber(instance.resourceCount)}</dd>
        </div>
        <div>
          <dt>{t('header.unsynced')}</dt>
          <dd>
            {instance.unsyncedCount > 0 ? (
              <Link to={unsyncedLink}>{formatNumber(instance.unsyncedCount)}</Link>
            ) : (
              formatNumber(0)
            )}
          </dd>
        </div>
        {instance.siteTitle ? (
          <div>
            <dt>{t('header.catalogue')}</dt>
            <dd>
              <ExternalLink href={instance.url}>{instance.siteTitle}</ExternalLink>
              {instance.ckanVersion ? (
                <span className={styles.version}> CKAN {instance.ckanVersion}</span>
              ) : null}
            </dd>
          </div>
        ) : null}
      </dl>
      {instance.permissions.edit ? (
        <Button
          small
          border
          processing={harvest.isPending || Boolean(instance.currentHarvest)}
          onClick={() => harvest.mutate({ instanceId: instance.id })}
        >
          {instance.currentHarvest ? t('header.harvesting') : t('header.harvest')}
        </Button>
      ) : null}
      {instance.currentHarvest && instance.state === 'ready' ? (
        <HarvestProgress run={instance.currentHarvest} />
      ) : null}
      {lastFailed ? (
        <Alert tone="error">
          {t('header.failed', { when: formatDateTime(instance.lastHarvest?.finishedAt) })}
          {instance.lastHarvest?.error ? (
            <span className={styles.detail}> {instance.lastHarvest.error}</span>
          ) : null}
        </Alert>
      ) : null}
      {harvest.error ? <Alert tone="error">{describeError(harvest.error)}</Alert> : null}
    </div>
  );
}
