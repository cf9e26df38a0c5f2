import { useTranslation } from 'react-i18next';
import { Badge } from '@web/components/ui/badge';

/** "Private" beside a dataset only its organization sees in the catalogue; nothing when public. */
export function PrivateBadge({ isPrivate }: { isPrivate: boolean }) {
  const { t } = useTranslation('datasets');
  if (!isPrivate) return null;
  return (
    <Badge tone="caution" title={t('visibility.privateHint')}>
      {t('visibility.private')}
    </Badge>
  );
}
