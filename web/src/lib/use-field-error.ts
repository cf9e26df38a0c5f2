import type { FieldError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

/**
 * Form rules carry keys as messages: the contract's validation keys (validation namespace, shared
 * with the server's field errors) or the account fields' keys (common namespace).
 */
export function useFieldError(): (error: FieldError | undefined) => string | undefined {
  const { t } = useTranslation(['validation', 'common']);
  return (error) =>
    error?.message
      ? t(error.message, { ns: ['validation', 'common'], defaultValue: error.message })
      : undefined;
}
