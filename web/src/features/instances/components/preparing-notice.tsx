import { useTranslation } from 'react-i18next';
import type { InstanceDetail } from '@contract/functions/instances';
import { Alert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { Panel } from '@web/components/ui/panel';
import { useHarvestInstance } from '../api/instances-queries';
import { HarvestProgress } from './harvest-progress';
import styles from './preparing-notice.module.css';

/** A fresh instance shows 'Still in preparation' and asks the user to wait a few minutes. */
export function PreparingNotice({ instance }: { instance: InstanceDetail }) {
  const { t } = useTranslation('workspaces');
  const harvest = useHarvestInstance();
  const failed = !instance.currentHarvest && instance.lastHarvest?.status === 'failed';
  return (
    <Panel>
      <div className={styles.notice} role="status">
        <h2>{t('preparing.title')}</h2>
        <p>{t('preparing.body')}</p>
        {instance.currentHarvest ? <HarvestProgress run={instance.currentHarvest} /> : null}
        {failed ? (
          <>
            <Alert tone="error">
              {t('preparing.failed')}
              {instance.lastHarvest?.error ? (
                <span className={styles.detail}>{instance.lastHarvest.error}</span>
              ) : null}
            </Alert>
            {instance.permissions.edit ? (
              <Button
                variant="primary"
                processing={harvest.isPending}
                onClick={() => harvest.mutate({ instanceId: instance.id })}
              >
                {t('preparing.retry')}
              </Button>
            ) : null}
          </>
        ) : null}
      </div>
    </Panel>
  );
}
