import { useQueryClient } from '@tanstack/react-query';
import { systemUpdateSettings, type SystemSettingsAnswer } from '@contract/functions/system';
import { useFunctionMutation } from '@web/lib/function-query';
import { systemSettingsQueryOptions } from '@web/lib/system-settings';

export function useUpdateSystemSettings() {
  const queryClient = useQueryClient();
  return useFunctionMutation(systemUpdateSettings, {
    onSuccess: (settings) =>
      queryClient.setQueryData<SystemSettingsAnswer>(systemSettingsQueryOptions.queryKey, settings),
  });
}
