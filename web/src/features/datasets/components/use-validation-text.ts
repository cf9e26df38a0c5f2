import { useTranslation } from 'react-i18next';

/**
 * A form message → its en/ja text. Our rules (and the server's field errors) send the contract's
 * validation keys (`nameRequired`); a tag's punctuation names the tag; the catalogue may send its
 * own English for something we have no key for, which is shown as it came.
 */
export function useValidationText(): (
  message: string | undefined,
  values?: { tag?: string },
) => string | undefined {
  const { t } = useTranslation(['validation', 'datasetEdit', 'common']);
  return (message, values) => {
    if (!message) return undefined;
    if (!/^\w+$/.test(message)) return message;
    if (message === 'tagPunctuation' && values?.tag !== undefined) {
      return t('tagPunctuationNamed', { ns: 'datasetEdit', tag: values.tag });
    }
    return t(message, { ns: ['validation', 'common'], defaultValue: message });
  };
}
