import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { SensitiveCheck } from '@contract/functions/sensitive';
import { DataTable } from '@web/components/ui/data-table';
import { checkErrorText } from './check-error-text';
import { formatDateTime, formatNumber } from '@web/lib/format';

/** A resource's checks, newest first, each linking to its log. */
export function CheckHistory({
  checks,
  logPath,
}: {
  checks: readonly SensitiveCheck[];
  logPath: (checkId: string) => string;
}) {
  const { t } = useTranslation('sensitive');
  return (
    <DataTable
      caption={t('history.caption')}
      rows={checks}
      rowKey={(check) => check.id}
      empty={t('history.empty')}
      columns={[
        {
          id: 'when',
          header: t('history.when'),
          nowrap: true,
          cell: (check) => formatDateTime(check.queuedAt),
        },
        {
          id: 'who',
          header: t('history.who'),
          cell: (check) => check.requestedBy?.name ?? t('log.system'),
        },
        {
          id: 'status',
          header: t('history.status'),
          cell: (check) => t(`status.${check.status}`),
        },
        { id: 'result', header: t('history.result'), cell: resultOf },
        {
          id: 'log',
          header: t('history.log'),
          cell: (check) => <Link to={logPath(check.id)}>{t('history.log')}</Link>,
        },
      ]}
    />
  );

  function resultOf(check: SensitiveCheck): string {
    if (check.error) return checkErrorText(t, check.error);
    if (check.status !== 'succeeded') return '';
    if (check.supported === false) return t('log.resultNotSupported');
    return t('history.findings', { count: formatNumber(check.findingCount ?? 0) });
  }
}
