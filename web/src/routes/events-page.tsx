import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { defaultRowsPerPage, eventLevels, rowsPerPageOptions } from '../../../contract/enums';
import { Alert } from '../components/ui/alert';
import { inputClassName } from '../components/ui/form-field';
import { PageHeader } from '../components/ui/page-header';
import { Pager } from '../components/ui/pager';
import { Panel } from '../components/ui/panel';
import { Spinner } from '../components/ui/spinner';
import { useEvents } from '../features/events/api/list-events';
import styles from '../features/events/components/events.module.css';
import { EventsTable } from '../features/events/components/events-table';
import { useFormatTime } from '../features/histories/components/use-format-time';
import { errorText } from '../lib/error-text';
import { InstanceCrumbs } from './instance-crumbs';

/** Events (spec §2, `/workspaces/{w}/{i}/events`): harvests, syncs and failures; level in the URL. */
export function EventsPage() {
  const { t } = useTranslation('events');
  const { t: errorsT } = useTranslation('errors');
  const { workspaceId = '', instanceId = '' } = useParams();
  const [search, setSearch] = useSearchParams();
  const formatTime = useFormatTime();
  const level = eventLevels.find((item) => item === search.get('level'));
  const page = Math.max(1, Number(search.get('page')) || 1);
  const rows = Number(search.get('rows'));
  const pageSize = (rowsPerPageOptions as readonly number[]).includes(rows)
    ? rows
    : defaultRowsPerPage;
  const events = useEvents({ instanceId, page, pageSize, ...(level ? { level } : {}) });

  const update = (changes: Record<string, string | number | undefined>) => {
    const next = new URLSearchParams(search);
    for (const [key, value] of Object.entries(changes)) {
      if (value === undefined || value === '') next.delete(key);
      else next.set(key, String(value));
    }
    setSearch(next);
  };

  return (
    <>
      <InstanceCrumbs workspaceId={workspaceId} instanceId={instanceId} current={t('title')} />
      <PageHeader title={t('title')} description={t('description')} />
      <Panel>
        <div className={styles.filters}>
          <label className={styles.filter}>
            <span>{t('filters.level')}</span>
            <select
              className={inputClassName}
              value={level ?? ''}
              onChange={(event) => update({ level: event.target.value, page: undefined })}
            >
              <option value="">{t('filters.allLevels')}</option>
              {eventLevels.map((item) => (
                <option key={item} value={item}>
                  {t(`levels.${item}`)}
                </option>
              ))}
            </select>
          </label>
        </div>
        {events.error ? <Alert tone="error">{errorText(errorsT, events.error)}</Alert> : null}
        {events.isPending ? (
          <Spinner label={t('loading')} />
        ) : events.data ? (
          <>
            <EventsTable items={events.data.items} formatTime={formatTime} />
            <Pager
              page={page}
              pageSize={pageSize}
              total={events.data.total}
              onPageChange={(next) => update({ page: next })}
              onPageSizeChange={(next) => update({ rows: next, page: undefined })}
            />
          </>
        ) : null}
      </Panel>
    </>
  );
}
