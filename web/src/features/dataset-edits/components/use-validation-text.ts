import { useTranslation } from 'react-i18next';

/**
 * A form message → its en/ja text. Our rules send keys (`nameRequired`); the catalogue may send
 * its own English text for something we have no key for, which is shown as it came.
 */
export function useValidationText(): (
  message: string | undefined,
  values?: Record<string, string>,
) => string | undefined {
  const { t } = useTranslation('datasetEdit');
  return (message, values) => {
    if (!message) return undefined;
    if (!/^\w+$/.test(message)) return message;
    return t(`validation.${message}`, { defaultValue: message, ...values });
  };
}
