import { useTranslation } from 'react-i18next';
import { ButtonLink } from '@web/components/ui/button-link';
import { PageHeader } from '@web/components/ui/page-header';
import { routePaths } from '@web/lib/route-paths';

export function NotFoundPage() {
  const { t } = useTranslation('pages');
  return (
    <>
      <PageHeader title={t('notFound.title')} description={t('notFound.body')} />
      <ButtonLink to={routePaths.home} variant="primary">
        {t('notFound.home')}
      </ButtonLink>
    </>
  );
}
