import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { PageHeader } from '@web/components/ui/page-header';
import { Spinner } from '@web/components/ui/spinner';
import { CatalogueKeyPanel } from '@web/features/api-keys/components/catalogue-key-panel';
import { PersonalKeysPanel } from '@web/features/api-keys/components/personal-keys-panel';
import { instanceQuery } from '@web/features/instances/api/instances-queries';
import { workspaceQuery } from '@web/features/workspaces/api/workspaces-queries';
import { CatalogueBreadcrumbs } from '@web/features/workspaces/components/catalogue-breadcrumbs';
import { LoadFailure } from './shell/load-failure';
import styles from './settings-page.module.css';

/** `/workspaces/:workspaceId/:instanceId/api-key`: the signed-in user's keys for this instance. */
export function ApiKeyPage() {
  const { t } = useTranslation('apiKeys');
  const { workspaceId = '', instanceId = '' } = useParams();
  const workspace = useQuery(workspaceQuery(workspaceId));
  const instance = useQuery(instanceQuery(instanceId));
  return (
    <>
      {workspace.data && instance.data ? (
        <CatalogueBreadcrumbs
          workspace={workspace.data}
          instance={instance.data}
          current={t('title')}
        />
      ) : null}
      <PageHeader
        title={t('title')}
        description={instance.data ? t('description', { instance: instance.data.name }) : undefined}
      />
      <div className={styles.sections}>
        {instance.isPending ? <Spinner /> : null}
        {instance.isError ? <LoadFailure error={instance.error} /> : null}
        {instance.data ? <CatalogueKeyPanel instanceId={instance.data.id} /> : null}
        {/* Personal keys belong to the person, not the instance: they are here whatever happens. */}
        <PersonalKeysPanel />
      </div>
    </>
  );
}
