import { useTranslation } from 'react-i18next';
import { Breadcrumbs, type Crumb } from '@web/components/ui/breadcrumbs';

interface Named {
  id: string;
  name: string;
}

/** Workspaces › workspace › instance › dataset › (the page): the chain every catalogue page shows. */
export function CatalogueBreadcrumbs({
  workspace,
  instance,
  dataset,
  current,
}: {
  workspace: Named;
  instance?: Named;
  dataset?: Named;
  /** The page itself, when it is below the last of the above. */
  current?: string;
}) {
  const { t } = useTranslation('workspaces');
  const items: Crumb[] = [
    { label: t('list.title'), to: '/workspaces' },
    { label: workspace.name, to: `/workspaces/${workspace.id}` },
  ];
  if (instance)
    items.push({ label: instance.name, to: `/workspaces/${workspace.id}/${instance.id}` });
  if (instance && dataset)
    items.push({
      label: dataset.name,
      to: `/workspaces/${workspace.id}/${instance.id}/${dataset.id}`,
    });
  if (current) items.push({ label: current });
  return <Breadcrumbs items={items} />;
}
