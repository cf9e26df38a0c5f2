import { buildConnector } from 'undici';
import {
  blockedAddressRange,
  createAddressPolicy,
  isIpLiteral,
} from './network-guard/blocked-addresses.js';
import { BlockedAddressError, guardedLookup } from './network-guard/guarded-lookup.js';
import type { NetworkAccess } from './network-guard/network-access.js';

/**
 * Requests to URLs users gave us (catalogues, files to check, links) refuse loopback, private,
 * link-local (cloud metadata) and other non-public addresses unless told otherwise, so that a URL
 * cannot make our server probe its own network (SSRF). One guard for the CKAN connector, the
 * sensitive-information check's download and the link checker (server/lib/network-guard): names
 * are resolved and filtered inside the connection's own lookup, so the address checked is the
 * address connected to, on every redirect hop.
 */
export function isBlockedAddress(address: string): boolean {
  return blockedAddressRange(address) !== undefined;
}

/**
 * An undici connector that applies the guard to resolved names and to literal IP hosts, or
 * undefined when everything may be reached and names resolve as usual (undici's own connector).
 */
export function buildGuardedConnector(access: NetworkAccess): buildConnector.connector | undefined {
  if (access.allowPrivateAddresses && !access.lookup) return undefined;
  const policy = createAddressPolicy(access);
  const connect = buildConnector({ lookup: guardedLookup(policy, access.lookup) });
  return (options, callback) => {
    if (isIpLiteral(options.hostname)) {
      const range = policy(options.hostname);
      if (range !== undefined) {
        callback(new BlockedAddressError(options.hostname, range), null);
        return;
      }
    }
    connect(options, callback);
  };
}
