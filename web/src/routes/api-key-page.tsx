import { useSuspenseQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { instancesGet } from '../../../contract/functions/instances';
import { PageHeader } from '../components/ui/page-header';
import { CatalogueKeyPanel } from '../features/api-keys/components/catalogue-key-panel';
import { PersonalKeysPanel } from '../features/api-keys/components/personal-keys-panel';
import { callContract } from '../lib/functions-client';
import styles from './settings-page.module.css';

/** `/workspaces/:workspaceId/:instanceId/api-key`: the signed-in user's keys for this instance. */
export function ApiKeyPage() {
  const { t } = useTranslation('apiKeys');
  const { instanceId = '' } = useParams();
  const { data: instance } = useSuspenseQuery({
    queryKey: ['instances.get', { instanceId }],
    queryFn: ({ signal }) => callContract(instancesGet, { instanceId }, { signal }),
  });
  return (
    <>
      <PageHeader title={t('title')} description={t('description', { instance: instance.name })} />
      <div className={styles.sections}>
        <CatalogueKeyPanel instanceId={instanceId} />
        <PersonalKeysPanel />
      </div>
    </>
  );
}
