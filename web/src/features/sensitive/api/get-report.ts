import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { InputOf } from '@contract/functions/define';
import { sensitiveReport } from '@contract/functions/sensitive';
import { functionQuery } from '@web/lib/function-query';
import { pollWhileActive } from './poll';

export type ReportParams = InputOf<typeof sensitiveReport>;

export const reportQueryOptions = (params: ReportParams) =>
  queryOptions({
    ...functionQuery(sensitiveReport, params),
    // While a check runs the report waits for it, then shows its findings.
    refetchInterval: (query) => pollWhileActive(Boolean(query.state.data?.active)),
  });

/** The Sensitive Info Diagnosis Report; a new tab or filter keeps the old rows until it arrives. */
export function useReport(params: ReportParams) {
  return useQuery({ ...reportQueryOptions(params), placeholderData: keepPreviousData });
}
