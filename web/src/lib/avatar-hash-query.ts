import { queryOptions } from '@tanstack/react-query';
import { emailHash } from './avatar';

/** The hash an avatar is drawn and fetched by; avatar URLs are cached indefinitely. */
export function avatarHashQuery(email: string) {
  return queryOptions({
    queryKey: ['avatar.hash', email],
    queryFn: () => emailHash(email),
    staleTime: Infinity,
    gcTime: Infinity,
  });
}
