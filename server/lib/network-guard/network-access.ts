import type { LookupFunction } from 'node:net';

/** What requests to URLs users gave us may reach: the address guard's settings for one process. */
export interface NetworkAccess {
  /** Everything, loopback and private networks included (tests, the sample catalogue). */
  allowPrivateAddresses: boolean;
  /** CIDR ranges reachable although not public (an intranet catalogue or file server). */
  allowedAddressRanges: readonly string[];
  /** Resolves names before connecting: the system resolver unless a test hands one in. */
  lookup?: LookupFunction;
}
