import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { SensitiveCheck } from '../../../../../contract/functions/sensitive';
import { checkErrorText } from './check-error-text';
import { formatDateTime, formatNumber } from '../../../lib/format';
import styles from './sensitive.module.css';

/** A resource's checks, newest first, each linking to its log. */
export function CheckHistory({
  checks,
  logPath,
}: {
  checks: readonly SensitiveCheck[];
  logPath: (checkId: string) => string;
}) {
  const { t } = useTranslation('sensitive');
  if (checks.length === 0) return <p className={styles.muted}>{t('history.empty')}</p>;
  return (
    <div className={styles.tableWrap}>
      <table className={styles.table}>
        <thead>
          <tr>
            <th scope="col">{t('history.when')}</th>
            <th scope="col">{t('history.who')}</th>
            <th scope="col">{t('history.status')}</th>
            <th scope="col">{t('history.result')}</th>
            <th scope="col">{t('history.log')}</th>
          </tr>
        </thead>
        <tbody>
          {checks.map((check) => (
            <tr key={check.id}>
              <td>{formatDateTime(check.queuedAt)}</td>
              <td>{check.requestedBy?.name ?? t('log.system')}</td>
              <td>{t(`status.${check.status}`)}</td>
              <td>{resultOf(check)}</td>
              <td>
                <Link to={logPath(check.id)}>{t('history.log')}</Link>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );

  function resultOf(check: SensitiveCheck): string {
    if (check.error) return checkErrorText(t, check.error);
    if (check.status !== 'succeeded') return '';
    if (check.supported === false) return t('log.resultNotSupported');
    return t('history.findings', { count: formatNumber(check.findingCount ?? 0) });
  }
}
