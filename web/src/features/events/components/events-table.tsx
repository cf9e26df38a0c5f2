import { useTranslation } from 'react-i18next';
import type { EventRow } from '@contract/functions/events';
import { DataTable } from '@web/components/ui/data-table';
import styles from './events.module.css';
import { EventMessage } from './event-message';
import { anyOrigin, RequestOrigin } from '@web/components/request-origin';

/** The events list: level (a word, not only a colour), time, actor, message. */
export function EventsTable({
  items,
  formatTime,
}: {
  items: EventRow[];
  formatTime: (iso: string) => string;
}) {
  const { t } = useTranslation('events');
  return (
    <DataTable
      caption={t('title')}
      rows={items}
      rowKey={(event) => event.id}
      rowProps={(event) => ({ 'data-event-kind': event.kind })}
      empty={t('list.empty')}
      columns={[
        {
          id: 'level',
          header: t('list.level'),
          cell: (event) => (
            <span className={`${styles.level} ${styles[event.level]}`}>
              {t(`levels.${event.level}`)}
            </span>
          ),
        },
        {
          id: 'time',
          header: t('list.time'),
          nowrap: true,
          cell: (event) => formatTime(event.createdAt),
        },
        {
          id: 'actor',
          header: t('list.actor'),
          cell: (event) => event.actor?.name ?? t('list.system'),
        },
        ...(anyOrigin(items)
          ? [
              {
                id: 'origin',
                header: t('list.origin'),
                nowrap: true,
                cell: (event: EventRow) => <RequestOrigin origin={event.origin} />,
              },
            ]
          : []),
        {
          id: 'message',
          header: t('list.message'),
          cell: (event) => <EventMessage event={event} />,
        },
      ]}
    />
  );
}
