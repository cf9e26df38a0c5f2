import type { Params } from 'react-router';

/** Where a navigation lands: the deepest matched route and its parameters. */
export interface RoutePlace {
  routeId: string;
  params: Params;
}

const instanceAndDataset = new Set(['instance', 'dataset']);

/**
 * Navigation scrolls to the top, except between the instance page and a dataset page of
 * the same instance, where the list keeps its place.
 */
export function keepsScrollPosition(from: RoutePlace, to: RoutePlace): boolean {
  return (
    from.routeId !== to.routeId &&
    instanceAndDataset.has(from.routeId) &&
    instanceAndDataset.has(to.routeId) &&
    from.params.workspaceId === to.params.workspaceId &&
    from.params.instanceId === to.params.instanceId
  );
}
