import { useTranslation } from 'react-i18next';
import type { RequestOriginView } from '@contract/functions/histories';

/**
 * Where a change came from: the client's address, marked when a trusted proxy vouched for it.
 * The server sends it to a workspace's managers only; for the others, and for a job's own work,
 * there is nothing to show.
 */
export function RequestOrigin({ origin }: { origin: RequestOriginView }) {
  const { t } = useTranslation('common');
  if (!origin) return <>—</>;
  return (
    <span data-client-address={origin.clientAddress}>
      {origin.clientAddress}
      {origin.viaTrustedProxy ? ` ${t('origin.viaProxy')}` : null}
    </span>
  );
}

/** Whether a list has any origin to show: otherwise its column is left out. */
export function anyOrigin(rows: readonly { origin: RequestOriginView }[]): boolean {
  return rows.some((row) => row.origin !== null);
}
