import { isIP } from 'node:net';
import ipaddr from 'ipaddr.js';

/**
 * SSRF guard: a server that fetches URLs it was given must not be turned against its own network.
 * Only global unicast addresses may be reached; ipaddr.js keeps the table of special ranges
 * (private, loopback, link-local with the 169.254.169.254 metadata service, CGNAT, unique-local
 * IPv6 with fd00:ec2::254, multicast, reserved, documentation…). IPv6 forms that carry an IPv4
 * address (mapped, NAT64, 6to4) are judged by the IPv4 address they lead to.
 *
 * Returns why the address is refused (an ipaddr.js range name), or undefined when it may be reached.
 */
export function blockedAddressRange(address: string): string | undefined {
  let parsed: ipaddr.IPv4 | ipaddr.IPv6;
  try {
    parsed = ipaddr.parse(stripBrackets(address));
  } catch {
    return 'invalid';
  }
  if (parsed.kind() === 'ipv6') {
    const ipv6 = parsed as ipaddr.IPv6;
    const range = ipv6.range();
    // Teredo, and NAT64 prefixes other than the well-known 64:ff9b::/96, hide where they lead.
    if (range === 'teredo') return range;
    if (range === 'rfc6052' && !ipv6.match(wellKnownNat64Prefix)) return range;
    // ::a.b.c.d (deprecated IPv4-compatible) and the rest of ::/80 are not global unicast.
    if (range === 'unicast' && ipv6.parts.slice(0, 5).every((part) => part === 0))
      return 'ipv4Compatible';
    const embedded = embeddedIpv4(ipv6, range);
    if (!embedded) return range === 'unicast' ? undefined : range;
    parsed = embedded;
  }
  const range = parsed.range();
  return range === 'unicast' ? undefined : range;
}

const wellKnownNat64Prefix = ipaddr.IPv6.parseCIDR('64:ff9b::/96');

function embeddedIpv4(address: ipaddr.IPv6, range: string): ipaddr.IPv4 | undefined {
  const [, second = 0, third = 0, , , , seventh = 0, eighth = 0] = address.parts;
  const fromWords = (high: number, low: number) =>
    new ipaddr.IPv4([high >> 8, high & 0xff, low >> 8, low & 0xff]);
  switch (range) {
    case 'ipv4Mapped':
    case 'rfc6145':
    case 'rfc6052':
      return fromWords(seventh, eighth);
    case '6to4':
      return fromWords(second, third);
    default:
      return undefined;
  }
}

/** Says why an address must not be reached, or undefined when it may be. */
export type AddressPolicy = (address: string) => string | undefined;

/**
 * The policy of a run: everything allowed (tests, the sample catalogue), or global unicast plus
 * the CIDR ranges an organisation lists (say, the file server of its intranet catalogue).
 */
export function createAddressPolicy(options: {
  allowPrivateAddresses: boolean;
  allowedAddressRanges: readonly string[];
}): AddressPolicy {
  if (options.allowPrivateAddresses) return () => undefined;
  const allowed = options.allowedAddressRanges.map((range) => ipaddr.parseCIDR(range));
  return (address) => {
    const refusal = blockedAddressRange(address);
    if (refusal === undefined || allowed.length === 0) return refusal;
    const parsed = ipaddr.process(stripBrackets(address));
    const listed = allowed.some(
      ([network, bits]) => parsed.kind() === network.kind() && parsed.match(network, bits),
    );
    return listed ? undefined : refusal;
  };
}

function stripBrackets(address: string): string {
  return address.startsWith('[') && address.endsWith(']') ? address.slice(1, -1) : address;
}

/** True when a URL's hostname is an IP address (the system resolver is then never asked). */
export function isIpLiteral(hostname: string): boolean {
  return isIP(stripBrackets(hostname)) !== 0;
}
