import { useSuspenseQuery } from '@tanstack/react-query';
import { instanceQuery } from '@web/features/instances/api/instances-queries';
import { CatalogueBreadcrumbs } from '@web/features/workspaces/components/catalogue-breadcrumbs';
import { workspaceQuery } from '@web/features/workspaces/api/workspaces-queries';

/** The breadcrumbs of a page under an instance (and a dataset): loads the names it shows. */
export function InstanceCrumbs({
  workspaceId,
  instanceId,
  dataset,
  current,
}: {
  workspaceId: string;
  instanceId: string;
  dataset?: { id: string; name: string };
  current: string;
}) {
  const { data: workspace } = useSuspenseQuery(workspaceQuery(workspaceId));
  const { data: instance } = useSuspenseQuery(instanceQuery(instanceId));
  return (
    <CatalogueBreadcrumbs
      workspace={workspace}
      instance={instance}
      {...(dataset ? { dataset } : {})}
      current={current}
    />
  );
}
