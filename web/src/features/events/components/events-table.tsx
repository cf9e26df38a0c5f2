import { useTranslation } from 'react-i18next';
import type { EventRow } from '../../../../../contract/functions/events';
import styles from './events.module.css';
import { EventMessage } from './event-message';

/** The events list (spec §2): level, time, actor, message. */
export function EventsTable({
  items,
  formatTime,
}: {
  items: EventRow[];
  formatTime: (iso: string) => string;
}) {
  const { t } = useTranslation('events');
  if (items.length === 0) return <p className={styles.muted}>{t('list.empty')}</p>;
  return (
    <table className={styles.table}>
      <thead>
        <tr>
          <th scope="col">{t('list.level')}</th>
          <th scope="col">{t('list.time')}</th>
          <th scope="col">{t('list.actor')}</th>
          <th scope="col">{t('list.message')}</th>
        </tr>
      </thead>
      <tbody>
        {items.map((event) => (
          <tr key={event.id} data-event-kind={event.kind}>
            <td>
              <span className={`${styles.level} ${styles[event.level]}`}>
                {t(`levels.${event.level}`)}
              </span>
            </td>
            <td className={styles.nowrap}>{formatTime(event.createdAt)}</td>
            <td>{event.actor?.name ?? t('list.system')}</td>
            <td>
              <EventMessage event={event} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
