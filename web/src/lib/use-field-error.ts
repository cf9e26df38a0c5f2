import type { FieldError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

/** Form rules carry keys of the common namespace as messages (lib/account-fields.ts); this reads them. */
export function useFieldError(): (error: FieldError | undefined) => string | undefined {
  const { t } = useTranslation('common');
  return (error) =>
    error?.message ? t(error.message, { defaultValue: error.message }) : undefined;
}
