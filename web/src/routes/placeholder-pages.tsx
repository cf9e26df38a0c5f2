import { useTranslation } from 'react-i18next';
import { PlaceholderPage } from '../components/ui/placeholder-page';

// Pages whose features arrive in later issues: each shows its title and says it is not ready.
// A feature replaces its line in router.tsx with its own page module.

function usePageTitle(key: string): string {
  return useTranslation('pages').t(`titles.${key}`);
}

export function UsersPage() {
  return <PlaceholderPage title={usePageTitle('users')} />;
}

export function ApiKeyPage() {
  return <PlaceholderPage title={usePageTitle('apiKey')} />;
}
