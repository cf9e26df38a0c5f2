import { queryOptions } from '@tanstack/react-query';
import { qualitySummary } from '@contract/functions/quality';
import { functionQuery } from '@web/lib/function-query';

export const qualitySummaryQuery = (instanceId: string) =>
  queryOptions({ ...functionQuery(qualitySummary, { instanceId }) });
