import { useTranslation } from 'react-i18next';
import type { LinkStatus, SyncStatus } from '@contract/enums';
import { Badge, type BadgeTone } from '@web/components/ui/badge';

const linkTone: Record<LinkStatus, BadgeTone> = {
  alive: 'success',
  dead: 'danger',
  unknown: 'caution',
};
const syncTone: Record<SyncStatus, BadgeTone> = {
  synced: 'success',
  not_synced: 'info',
  conflict: 'danger',
  local_only: 'info',
  to_delete: 'caution',
};

/** Alive, dead or unknown; not yet checked when null. */
export function LinkStatusBadge({ status }: { status: LinkStatus | null }) {
  const { t } = useTranslation('datasets');
  return status ? (
    <Badge tone={linkTone[status]}>{t(`linkStatus.${status}`)}</Badge>
  ) : (
    <Badge>{t('linkStatus.unchecked')}</Badge>
  );
}

export function SyncStatusBadge({ status }: { status: SyncStatus }) {
  const { t } = useTranslation('datasets');
  return <Badge tone={syncTone[status]}>{t(`syncStatus.${status}`)}</Badge>;
}

/** The dataset list's "latest status": removed from the catalogue, else link status and sync status. */
export function LatestStatus({
  removed,
  linkStatus,
  syncStatus,
}: {
  removed: boolean;
  linkStatus: LinkStatus | null;
  syncStatus: SyncStatus;
}) {
  const { t } = useTranslation('datasets');
  if (removed) return <Badge tone="danger">{t('removed')}</Badge>;
  return (
    <span style={{ display: 'inline-flex', gap: 4, flexWrap: 'wrap' }}>
      <LinkStatusBadge status={linkStatus} />
      {syncStatus !== 'synced' ? <SyncStatusBadge status={syncStatus} /> : null}
    </span>
  );
}
