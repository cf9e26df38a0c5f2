import type { QueryClient } from '@tanstack/react-query';
import { redirect, type LoaderFunctionArgs } from 'react-router';
import { accountQueryOptions } from '@web/lib/account/get-account';
import { systemSettingsQueryOptions } from '@web/lib/system-settings';
import { loginPathFor } from '@web/lib/safe-next-path';

/** Protected pages send signed-out visitors to /login, with the way back in `next`. */
export function requireSignedIn(queryClient: QueryClient) {
  return async ({ request }: LoaderFunctionArgs) => {
    const { user } = await queryClient.ensureQueryData(accountQueryOptions);
    if (!user) throw redirect(loginPathFor(new URL(request.url)));
    return null;
  };
}

/** With registrations closed the sign-up pages redirect to /login. */
export function requireRegistrationsOpen(queryClient: QueryClient) {
  return async () => {
    const settings = await queryClient.ensureQueryData(systemSettingsQueryOptions);
    if (!settings.enableRegistrations) throw redirect('/login');
    return null;
  };
}
