import { generatePath, Link } from 'react-router';
import { routePaths } from '@web/lib/route-paths';

/** A dataset's name that opens its page. */
export function DatasetPageLink({
  workspaceId,
  instanceId,
  datasetId,
  name,
}: {
  workspaceId: string;
  instanceId: string;
  datasetId: string;
  name: string;
}) {
  return (
    <Link to={generatePath(routePaths.dataset, { workspaceId, instanceId, datasetId })}>
      {name}
    </Link>
  );
}
