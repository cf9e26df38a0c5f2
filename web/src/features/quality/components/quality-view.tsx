import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Spinner } from '@web/components/ui/spinner';
import fieldStyles from '@web/components/ui/filter-field.module.css';
import { QualityReport } from './quality-report';
import styles from './quality.module.css';

/** Workspace › Quality: one catalogue's quality at a time, chosen in the URL (`instance`). */
export function QualityView({
  workspaceId,
  instances,
}: {
  workspaceId: string;
  instances: ReadonlyArray<{ id: string; name: string }>;
}) {
  const { t } = useTranslation('quality');
  const [params, setParams] = useSearchParams();
  const chosen = instances.find((instance) => instance.id === params.get('instance'));
  const instance = chosen ?? instances[0];
  return (
    <section aria-labelledby="quality-heading">
      <h2 id="quality-heading">{t('view.heading')}</h2>
      {instance ? (
        <>
          {instances.length > 1 ? (
            <div className={styles.toolbar}>
              <label className={fieldStyles.field}>
                {t('view.instance')}
                <select
                  value={instance.id}
                  onChange={(event) =>
                    setParams((current) => {
                      const next = new URLSearchParams(current);
                      next.set('instance', event.target.value);
                      return next;
                    })
                  }
                >
                  {instances.map((option) => (
                    <option key={option.id} value={option.id}>
                      {option.name}
                    </option>
                  ))}
                </select>
              </label>
            </div>
          ) : null}
          <Suspense fallback={<Spinner />}>
            <QualityReport workspaceId={workspaceId} instanceId={instance.id} />
          </Suspense>
        </>
      ) : (
        <p className={styles.help}>{t('view.noInstances')}</p>
      )}
    </section>
  );
}
