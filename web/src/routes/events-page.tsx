import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { eventLevels } from '@contract/enums';
import { Alert } from '@web/components/ui/alert';
import { inputClassName } from '@web/components/ui/form-field';
import { PageHeader } from '@web/components/ui/page-header';
import { Pager } from '@web/components/ui/pager';
import { Panel } from '@web/components/ui/panel';
import { Spinner } from '@web/components/ui/spinner';
import { useEvents } from '@web/features/events/api/list-events';
import fieldStyles from '@web/components/ui/filter-field.module.css';
import styles from '@web/features/events/components/events.module.css';
import { EventsTable } from '@web/features/events/components/events-table';
import { formatDateTime } from '@web/lib/format';
import { useErrorText } from '@web/lib/error-text';
import { choiceParam, pageParam, rowsParam, useUrlListState } from '@web/lib/use-url-list-state';
import { InstanceCrumbs } from './instance-crumbs';

const eventListSchema = {
  level: choiceParam('level', eventLevels),
  page: pageParam,
  pageSize: rowsParam,
};

/** Events: harvests, syncs and failures; level and page in the URL. */
export function EventsPage() {
  const { t } = useTranslation('events');
  const describeError = useErrorText();
  const { workspaceId = '', instanceId = '' } = useParams();
  const { state, update } = useUrlListState(eventListSchema);
  const { level, page, pageSize } = state;
  const events = useEvents({ instanceId, page, pageSize, ...(level ? { level } : {}) });

  return (
    <>
      <InstanceCrumbs workspaceId={workspaceId} instanceId={instanceId} current={t('title')} />
      <PageHeader title={t('title')} description={t('description')} />
      <Panel>
        <div className={styles.filters}>
          <label className={fieldStyles.boldField}>
            <span>{t('filters.level')}</span>
            <select
              className={inputClassName}
              value={level ?? ''}
              onChange={(event) =>
                update({ level: eventLevels.find((item) => item === event.target.value) })
              }
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
        {events.error ? <Alert tone="error">{describeError(events.error)}</Alert> : null}
        {events.isPending ? (
          <Spinner label={t('loading')} />
        ) : events.data ? (
          <>
            <EventsTable items={events.data.items} formatTime={formatDateTime} />
            <Pager
              page={page}
              pageSize={pageSize}
              total={events.data.total}
              onPageChange={(next) => update({ page: next })}
              onPageSizeChange={(next) => update({ pageSize: next })}
            />
          </>
        ) : null}
      </Panel>
    </>
  );
}
