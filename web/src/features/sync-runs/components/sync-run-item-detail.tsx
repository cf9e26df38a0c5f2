import { useTranslation } from 'react-i18next';
import { generatePath, Link } from 'react-router';
import type { SyncRunItem } from '@contract/functions/sync-runs';
import { routePaths } from '@web/lib/route-paths';
import { HeldItemConfirm } from './held-item-confirm';

/** What a person needs to know, or do, about one dataset of a run. */
export function SyncRunItemDetail({
  workspaceId,
  instanceId,
  item,
}: {
  workspaceId: string;
  instanceId: string;
  item: SyncRunItem;
}) {
  const { t } = useTranslation('syncRuns');
  const { t: errorsT } = useTranslation('errors');
  const { t: editT } = useTranslation('datasetEdit');
  const reasonText = (reason: string | undefined) =>
    reason
      ? t(`reasons.${reason}`, { defaultValue: errorsT(`reason.${reason}`, { defaultValue: '' }) })
      : '';
  switch (item.outcome) {
    case 'synced': {
      const push = item.detail.push;
      if (!push) return <>{t('detail.nothingToPush')}</>;
      const fields = push.fields
        .map((field) => editT(`ckanFields.${field}`, { defaultValue: field }))
        .join(t('listSeparator'));
      const resources = push.resourcesCreated + push.resourcesUpdated + push.resourcesDeleted;
      return (
        <>
          {fields ? t('detail.pushed', { fields }) : null}{' '}
          {resources > 0 ? t('detail.resources') : null}
        </>
      );
    }
    case 'conflict':
      return (
        <>
          {t('detail.conflict')}{' '}
          <Link
            to={generatePath(routePaths.datasetConflict, {
              workspaceId,
              instanceId,
              datasetId: item.datasetId,
            })}
          >
            {t('detail.openConflict')}
          </Link>
        </>
      );
    case 'refused':
      return <>{t('detail.refused', { message: item.message ?? '' })}</>;
    case 'failed': {
      const reason = reasonText(item.detail.reason) || t('reasons.internal');
      return <>{item.message ? t('failedDetail', { reason, message: item.message }) : reason}</>;
    }
    case 'held':
      return <HeldItemConfirm item={item} />;
    default:
      return null;
  }
}
