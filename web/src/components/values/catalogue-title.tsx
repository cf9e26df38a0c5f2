import { useTranslation } from 'react-i18next';

/**
 * A licence, organization or group as people read it: the catalogue's title, with the id that the
 * catalogue and scripts use in its tooltip. Without a title, the id itself.
 */
export function CatalogueTitle({
  id,
  title,
  className,
}: {
  id: string;
  title?: string | undefined;
  className?: string | undefined;
}) {
  const { t } = useTranslation('common');
  const titled = Boolean(title) && title !== id;
  return (
    <span className={className} title={titled ? t('values.catalogueId', { id }) : undefined}>
      {titled ? title : id}
    </span>
  );
}
