import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { locales, toLocale, type Locale } from '@contract/locales';
import { useAccount } from '@web/lib/account/get-account';
import { useUpdateProfile } from '@web/lib/account/update-profile';
import { chooseLocale } from '@web/i18n/setup-i18n';
import styles from './header.module.css';

/** English / 日本語. The choice stays in this browser; for a signed-in user it also sets their mail language. */
export function LanguageSelect() {
  const { t, i18n } = useTranslation('common');
  const { user } = useAccount();
  const updateProfile = useUpdateProfile();
  const id = useId();
  const current = toLocale(i18n.resolvedLanguage);

  const change = (locale: Locale) => {
    void chooseLocale(locale);
    if (user && user.locale !== locale)
      updateProfile.mutate({ displayName: user.displayName, locale });
  };

  return (
    <div className={styles.language}>
      <label className="visually-hidden" htmlFor={id}>
        {t('header.language')}
      </label>
      <GlobeIcon />
      <select
        id={id}
        className={styles.languageSelect}
        value={current}
        onChange={(event) => change(toLocale(event.target.value))}
      >
        {locales.map((locale) => (
          <option key={locale} value={locale} lang={locale}>
            {t(`languages.${locale}`)}
          </option>
        ))}
      </select>
    </div>
  );
}

function GlobeIcon() {
  return (
    <svg className={styles.languageIcon} viewBox="0 0 20 20" aria-hidden focusable="false">
      <circle cx="10" cy="10" r="7.5" fill="none" stroke="currentColor" strokeWidth="1.5" />
      <path
        d="M2.5 10h15M10 2.5c2.2 2.3 3.2 4.8 3.2 7.5S12.2 15.2 10 17.5M10 2.5C7.8 4.8 6.8 7.3 6.8 10s1 5.2 3.2 7.5"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.5"
      />
    </svg>
  );
}
