import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { batchesGet, batchesList } from '@contract/functions/batches';
import type { InputOf } from '@contract/functions/define';
import { functionQuery } from '@web/lib/function-query';

/** A batch's page: who, when, what, its changes and its undo. */
export const batchQuery = (batchId: string) =>
  queryOptions({ ...functionQuery(batchesGet, { batchId }) });

/** An instance's applied batches, newest first. */
export const batchListQuery = (params: Required<InputOf<typeof batchesList>>) =>
  queryOptions({ ...functionQuery(batchesList, params), placeholderData: keepPreviousData });
