import { useMutation } from '@tanstack/react-query';
import { authClient } from '@web/lib/auth-client';

/** Off to the organisation's provider; the page is left, so success has nothing more to do. */
export function useSingleSignOn() {
  return useMutation({
    mutationFn: async (input: { callbackURL: string; errorCallbackURL: string }) => {
      const { url } = await authClient.signInWithProvider(input);
      window.location.assign(url);
      // Stay "processing" while the browser leaves for the provider.
      await new Promise(() => undefined);
    },
  });
}
