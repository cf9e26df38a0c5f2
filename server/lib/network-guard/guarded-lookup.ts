import { lookup as systemLookup, type LookupAddress } from 'node:dns';
import type { LookupFunction } from 'node:net';
import type { AddressPolicy } from './blocked-addresses.js';

export const blockedAddressErrorCode = 'ERR_BLOCKED_ADDRESS';

export class BlockedAddressError extends Error {
  override name = 'BlockedAddressError';
  readonly code = blockedAddressErrorCode;
  constructor(
    readonly address: string,
    readonly range: string,
  ) {
    super(`Refused to connect to ${address} (${range})`);
  }
}

/**
 * A lookup for net/tls.connect that drops addresses we must not reach. The socket connects to the
 * address this returns, so the check and the connection use the same answer: a DNS rebinding
 * (public address when checked, private one when connecting) cannot slip through. When a name
 * resolves to both kinds, only the global ones are used; when none is left, the connection fails
 * with a BlockedAddressError.
 */
export function guardedLookup(
  policy: AddressPolicy,
  resolve: LookupFunction = systemLookup as LookupFunction,
): LookupFunction {
  return (hostname, options, callback) => {
    resolve(hostname, { ...options, all: true }, (error, resolved) => {
      if (error) {
        callback(error, '', 0);
        return;
      }
      const addresses = normaliseAddresses(resolved);
      const allowed = addresses.filter((entry) => policy(entry.address) === undefined);
      const first = allowed[0];
      if (!first) {
        const refused = addresses[0];
        const range = refused ? (policy(refused.address) ?? 'unknown') : 'none';
        callback(
          new BlockedAddressError(refused?.address ?? hostname, range) as NodeJS.ErrnoException,
          '',
          0,
        );
        return;
      }
      if (options.all) callback(null, allowed);
      else callback(null, first.address, first.family);
    });
  };
}

function normaliseAddresses(resolved: string | LookupAddress[]): LookupAddress[] {
  if (typeof resolved === 'string')
    return [{ address: resolved, family: resolved.includes(':') ? 6 : 4 }];
  return resolved;
}
