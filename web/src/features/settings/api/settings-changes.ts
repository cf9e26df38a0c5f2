import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { InputOf } from '@contract/functions/define';
import { systemUpdateSettings, type SystemSettingsAnswer } from '@contract/functions/system';
import { callContract } from '@web/lib/functions-client';
import { systemSettingsQueryOptions } from '@web/lib/system-settings';

export function useUpdateSystemSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: InputOf<typeof systemUpdateSettings>) =>
      callContract(systemUpdateSettings, input),
    onSuccess: (settings) =>
      queryClient.setQueryData<SystemSettingsAnswer>(systemSettingsQueryOptions.queryKey, settings),
  });
}
