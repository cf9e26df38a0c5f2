import { useTranslation } from 'react-i18next';
import { Spinner } from '@web/components/ui/spinner';
import styles from './shell.module.css';

/** Shown while a page's code or texts load. */
export function PageLoading() {
  const { t } = useTranslation('common');
  return (
    <div className={styles.pageLoading}>
      <Spinner size={20} label={t('status.pageLoading')} />
    </div>
  );
}
