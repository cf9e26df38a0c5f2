import { useTranslation } from 'react-i18next';
import { PageHeader } from './page-header';

/** A page whose feature comes later: its title and a plain sentence, nothing made up. */
export function PlaceholderPage({ title }: { title: string }) {
  const { t } = useTranslation('pages');
  return (
    <>
      <PageHeader title={title} />
      <p>{t('placeholder.body')}</p>
    </>
  );
}
