import { useTranslation } from 'react-i18next';
import { PlaceholderPage } from '../components/ui/placeholder-page';

// Pages whose features arrive in later issues: each shows its title and says it is not ready.
// A feature replaces its line in router.tsx with its own page module.

function usePageTitle(key: string): string {
  return useTranslation('pages').t(`titles.${key}`);
}

export function WorkspacesPage() {
  return <PlaceholderPage title={usePageTitle('workspaces')} />;
}

export function WorkspacePage() {
  return <PlaceholderPage title={usePageTitle('workspace')} />;
}

export function UsersPage() {
  return <PlaceholderPage title={usePageTitle('users')} />;
}

export function InstancePage() {
  return <PlaceholderPage title={usePageTitle('instance')} />;
}

export function ApiKeyPage() {
  return <PlaceholderPage title={usePageTitle('apiKey')} />;
}

export function DatasetPage() {
  return <PlaceholderPage title={usePageTitle('dataset')} />;
}

export function ResourcePage() {
  return <PlaceholderPage title={usePageTitle('resource')} />;
}

export function LogPage() {
  return <PlaceholderPage title={usePageTitle('log')} />;
}
