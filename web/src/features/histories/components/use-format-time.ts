import { useTranslation } from 'react-i18next';

/** A timestamp in the reader's language and time zone, to the minute. */
export function useFormatTime(): (iso: string) => string {
  const { i18n } = useTranslation();
  const format = new Intl.DateTimeFormat(i18n.language, {
    dateStyle: 'medium',
    timeStyle: 'medium',
  });
  return (iso) => format.format(new Date(iso));
}
