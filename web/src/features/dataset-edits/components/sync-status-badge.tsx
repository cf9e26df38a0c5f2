import { useTranslation } from 'react-i18next';
import type { SyncStatus } from '../../../../../contract/enums';
import styles from './sync.module.css';

/** The catalogue sync status of a dataset or resource (spec §2, §3: synced to the catalogue). */
export function SyncStatusBadge({ status }: { status: SyncStatus }) {
  const { t } = useTranslation('datasetEdit');
  return (
    <span className={`${styles.badge} ${styles[status]}`} data-sync-status={status}>
      {t(`status.${status}`)}
    </span>
  );
}
