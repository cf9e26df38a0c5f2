import {
  keepPreviousData,
  queryOptions,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import type { InputOf } from '@contract/functions/define';
import {
  linksCheck,
  linksDatasetStatus,
  linksHistory,
  linksInstanceStatus,
  linksList,
  linksProgress,
  linksSummary,
  type LinkCheck,
} from '@contract/functions/links';
import { useEffect, useRef } from 'react';
import { functionQuery, useFunctionMutation } from '@web/lib/function-query';

/** While a check is queued or running, the views that show it follow its progress. */
export const linkCheckPollMs = 1000;

export function isActive(check: LinkCheck | null | undefined): boolean {
  return check?.status === 'queued' || check?.status === 'running';
}

/** A confirmation check that runs now or within the minute (most wait an hour after a check). */
export function isConfirmingSoon(check: LinkCheck | null | undefined): boolean {
  if (!check || !isActive(check)) return false;
  return (
    check.status === 'running' ||
    Date.parse(check.startAfter ?? check.queuedAt) < Date.now() + 60_000
  );
}

export const instanceLinkStatusQuery = (instanceId: string) =>
  queryOptions({
    ...functionQuery(linksInstanceStatus, { instanceId }),
    // Also while a confirmation check runs: its outcome changes the counts on screen.
    refetchInterval: (query) =>
      isActive(query.state.data?.current) || isConfirmingSoon(query.state.data?.confirmation)
        ? linkCheckPollMs
        : false,
  });

export const datasetLinkStatusQuery = (datasetId: string) =>
  queryOptions({
    ...functionQuery(linksDatasetStatus, { datasetId }),
    refetchInterval: (query) => (isActive(query.state.data?.current) ? linkCheckPollMs : false),
  });

export const linkCheckProgressQuery = (checkId: string) =>
  queryOptions({
    ...functionQuery(linksProgress, { checkId }),
    refetchInterval: (query) => (isActive(query.state.data) ? linkCheckPollMs : false),
  });

export const linkSummaryQuery = (workspaceId: string) =>
  queryOptions({
    ...functionQuery(linksSummary, { workspaceId }),
  });

export type LinkListParams = InputOf<typeof linksList>;

export const linkListQuery = (params: LinkListParams) =>
  queryOptions({
    ...functionQuery(linksList, params),
    placeholderData: keepPreviousData,
  });

export const linkHistoryQuery = (resourceId: string) =>
  queryOptions({
    ...functionQuery(linksHistory, { resourceId }),
  });

/** After a check ends, everything that shows link statuses reads them again. */
export function refreshLinkStatuses(queryClient: QueryClient): Promise<unknown> {
  return Promise.all(
    [
      'links.instanceStatus',
      'links.datasetStatus',
      'links.summary',
      'links.list',
      'links.history',
      'datasets.get',
      'datasets.list',
    ].map((key) => queryClient.invalidateQueries({ queryKey: [key] })),
  );
}

/** When `active` turns false (a check ended), every view of link statuses is read again. */
export function useRefreshWhenDone(active: boolean): void {
  const queryClient = useQueryClient();
  const wasActive = useRef(active);
  useEffect(() => {
    if (wasActive.current && !active) void refreshLinkStatuses(queryClient);
    wasActive.current = active;
  }, [active, queryClient]);
}

export const useStartLinkCheck = () => useFunctionMutation(linksCheck);
