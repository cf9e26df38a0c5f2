import { useTranslation } from 'react-i18next';
import type { CatalogueKeyState } from '@contract/functions/api-keys';
import { Alert } from '@web/components/ui/alert';

/** Whether the saved key may write to the instance's organizations, as the catalogue said. */
export function WriteAccess({ state }: { state: CatalogueKeyState }) {
  const { t } = useTranslation('apiKeys');
  if (state.canWrite) return <Alert tone="success">{t('catalogue.canWriteAll')}</Alert>;
  if (state.writableOrganizations.length > 0)
    return (
      <Alert tone="warning">
        {t('catalogue.canWriteSome', { organizations: state.writableOrganizations.join(', ') })}
      </Alert>
    );
  return <Alert tone="warning">{t('catalogue.canWriteNone')}</Alert>;
}
