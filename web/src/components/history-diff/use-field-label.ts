import { useTranslation } from 'react-i18next';

/** A changed field's name as people read it: `title` → Title, `resource.url` → Resource URL. */
export function useFieldLabel(): (field: string) => string {
  const { t } = useTranslation('histories');
  return (field) => t(`fields.${field.replace('.', '_')}`, { defaultValue: field });
}
