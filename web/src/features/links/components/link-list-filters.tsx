import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { linkListSorts, linkReasons } from '@contract/enums';
import { Button } from '@web/components/ui/button';
import type { LinkListParams } from './use-link-list-params';
import fieldStyles from '@web/components/ui/filter-field.module.css';
import styles from './links.module.css';

/** Instance, status, reason, keyword and sort of the dead and unknown links. */
export function LinkListFilters({
  params,
  instances,
  onChange,
}: {
  params: LinkListParams;
  instances: ReadonlyArray<{ instanceId: string; instanceName: string }>;
  onChange: (changes: Partial<LinkListParams>) => void;
}) {
  const { t } = useTranslation('links');
  const [keyword, setKeyword] = useState(params.q);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onChange({ q: keyword.trim() });
  };
  return (
    <div className={styles.toolbar}>
      <label className={fieldStyles.field}>
        {t('columns.instance')}
        <select
          value={params.instanceId ?? ''}
          onChange={(event) => onChange({ instanceId: event.target.value || undefined })}
        >
          <option value="">{t('view.allInstances')}</option>
          {instances.map((instance) => (
            <option key={instance.instanceId} value={instance.instanceId}>
              {instance.instanceName}
            </option>
          ))}
        </select>
      </label>
      <label className={fieldStyles.field}>
        {t('columns.status')}
        <select
          value={params.status ?? ''}
          onChange={(event) =>
            onChange({ status: (event.target.value || undefined) as LinkListParams['status'] })
          }
        >
          <option value="">{t('view.deadAndUnknown')}</option>
          <option value="dead">{t('status.dead')}</option>
          <option value="unknown">{t('status.unknown')}</option>
        </select>
      </label>
      <label className={fieldStyles.field}>
        {t('columns.reason')}
        <select
          value={params.reason ?? ''}
          onChange={(event) =>
            onChange({ reason: (event.target.value || undefined) as LinkListParams['reason'] })
          }
        >
          <option value="">{t('view.anyReason')}</option>
          {linkReasons
            .filter((reason) => reason !== 'ok')
            .map((reason) => (
              <option key={reason} value={reason}>
                {t(`reasons.${reason}`, { code: '…' })}
              </option>
            ))}
        </select>
      </label>
      <form className={styles.search} role="search" onSubmit={submit}>
        <label className={fieldStyles.field}>
          {t('view.search')}
          <input
            type="search"
            value={keyword}
            onChange={(event) => setKeyword(event.target.value)}
            placeholder={t('view.searchPlaceholder')}
          />
        </label>
        <Button type="submit" border>
          {t('view.search')}
        </Button>
      </form>
      <label className={fieldStyles.field}>
        {t('view.sort')}
        <select
          value={params.sort}
          onChange={(event) => onChange({ sort: event.target.value as LinkListParams['sort'] })}
        >
          {linkListSorts.map((sort) => (
            <option key={sort} value={sort}>
              {t(`view.sorts.${sort}`)}
            </option>
          ))}
        </select>
      </label>
    </div>
  );
}
