import { useTranslation } from 'react-i18next';
import type { CatalogueKeyState } from '@contract/functions/api-keys';
import { Alert } from '@web/components/ui/alert';
import { useErrorText } from '@web/lib/error-text';
import { useHarvestWithCatalogueKey } from '../api/catalogue-key';
import styles from './api-keys.module.css';

/**
 * Whether the instance's harvests read with this key, so the private datasets it may read are in
 * the working copy: a manager chooses; others are told whose key it is.
 */
export function HarvestKeyChoice({
  instanceId,
  state,
}: {
  instanceId: string;
  state: CatalogueKeyState;
}) {
  const { t } = useTranslation('apiKeys');
  const describeError = useErrorText();
  const choose = useHarvestWithCatalogueKey();
  return (
    <div className={styles.stack}>
      {state.mayChooseHarvestKey ? (
        <label>
          <input
            type="checkbox"
            checked={state.usedForHarvest}
            disabled={choose.isPending}
            onChange={(event) => choose.mutate({ instanceId, use: event.target.checked })}
          />{' '}
          {t('catalogue.harvest.use')}
        </label>
      ) : null}
      <p className={styles.muted}>
        {state.usedForHarvest
          ? t('catalogue.harvest.used')
          : state.harvestKeyHolder
            ? t('catalogue.harvest.other', { name: state.harvestKeyHolder })
            : t('catalogue.harvest.none')}
      </p>
      {choose.error ? <Alert tone="error">{describeError(choose.error)}</Alert> : null}
    </div>
  );
}
