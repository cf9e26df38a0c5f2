import { useTranslation } from 'react-i18next';
import type { EventRow } from '@contract/functions/events';
import styles from './events.module.css';

/** Details that are the technical side of a failure: shown folded under the message. */
const technicalKeys = ['message', 'kind', 'status', 'fields', 'reason'];

function parameters(details: Record<string, unknown>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(details).map(([key, value]) => [
      key,
      Array.isArray(value)
        ? value.join(', ')
        : typeof value === 'object' && value !== null
          ? JSON.stringify(value)
          : String(value ?? ''),
    ]),
  );
}

/** An event's kind and details as a sentence in the reader's language, with the detail folded. */
export function EventMessage({ event }: { event: EventRow }) {
  const { t } = useTranslation('events');
  const values = parameters(event.details);
  const technical = Object.entries(event.details).filter(([key]) => technicalKeys.includes(key));
  return (
    <div className={styles.message}>
      <span>{t(`kinds.${event.kind}`, { ...values, defaultValue: event.kind })}</span>
      {event.level !== 'info' && technical.length > 0 ? (
        <details className={styles.details}>
          <summary>{t('list.detail')}</summary>
          <dl>
            {technical.map(([key]) => (
              <div key={key} className={styles.detailRow}>
                <dt>{key}</dt>
                <dd>{values[key]}</dd>
              </div>
            ))}
          </dl>
        </details>
      ) : null}
    </div>
  );
}
