import { useTranslation } from 'react-i18next';

/** Link Status arrives with the link checker; until then the menu entry says so plainly. */
export function LinkStatusView() {
  const { t } = useTranslation('workspaces');
  return (
    <section aria-labelledby="links-heading">
      <h2 id="links-heading">{t('menu.links')}</h2>
      <p>{t('links.notYet')}</p>
    </section>
  );
}
