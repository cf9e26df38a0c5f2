import { queryOptions, useQuery } from '@tanstack/react-query';
import { vocabulariesGet } from '@contract/functions/vocabularies';
import { functionQuery } from '@web/lib/function-query';

/** The instance's organizations, groups and licences: the form's choices (cached by harvests). */
export function vocabulariesQueryOptions(instanceId: string) {
  return queryOptions({
    ...functionQuery(vocabulariesGet, { instanceId }),
    staleTime: 5 * 60_000,
  });
}

export function useVocabularies(instanceId: string) {
  return useQuery(vocabulariesQueryOptions(instanceId));
}
