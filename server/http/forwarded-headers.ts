import type { IncomingMessage } from 'node:http';
import parseForwarded from 'forwarded-parse';
import ipaddr from 'ipaddr.js';
import type { Config } from '../config/config.js';

/**
 * Whether an address is one of the trusted proxies'. An IPv4 peer seen by a server listening on
 * `::` comes as `::ffff:10.0.0.5`: it matches the IPv4 ranges.
 */
export function trustedProxyMatcher(ranges: readonly string[]): (address: string) => boolean {
  const parsed = ranges.map((range) => ipaddr.parseCIDR(range));
  return (address) => {
    if (!ipaddr.isValid(address)) return false;
    const ip = ipaddr.process(address);
    return parsed.some(
      ([network, bits]) => ip.kind() === network.kind() && ip.match(network, bits),
    );
  };
}

/**
 * Fastify reads the client address and protocol from X-Forwarded-For and X-Forwarded-Proto, and
 * believes them only when the peer is a trusted proxy (its `trustProxy`, walking the chain from
 * the right, so an address a client wrote in front of the proxy's is never taken). A proxy that
 * writes RFC 7239's `Forwarded` instead is read through the same walk: its `for` and `proto` are
 * turned into those two headers before anything reads them. Only the header of the configured
 * kind counts: otherwise a client could send the other one through a proxy that passes it on
 * untouched, and choose its own address.
 */
export function normalizeForwardedHeaders(
  config: Pick<Config, 'proxyHeader'>,
): (request: IncomingMessage) => void {
  if (config.proxyHeader === 'x-forwarded') {
    return (request) => {
      delete request.headers.forwarded;
    };
  }
  return (request) => {
    const forwarded = request.headers.forwarded;
    delete request.headers['x-forwarded-for'];
    delete request.headers['x-forwarded-proto'];
    delete request.headers['x-forwarded-host'];
    delete request.headers.forwarded;
    if (!forwarded) return;
    let elements: ReturnType<typeof parseForwarded>;
    try {
      elements = parseForwarded(forwarded);
    } catch {
      // A header that does not parse says nothing we can believe: the peer is the client.
      return;
    }
    const chain = elements.map((element) => addressOf(element.for));
    request.headers['x-forwarded-for'] = chain.join(', ');
    const proto = elements.at(-1)?.proto;
    if (proto) request.headers['x-forwarded-proto'] = proto;
  };
}

/**
 * `"[2001:db8::1]:4711"` → `2001:db8::1`, `192.0.2.60:8080` → `192.0.2.60`. An obfuscated or
 * `unknown` node stays as it is: not an address, so the walk stops there and trusts nothing before it.
 */
function addressOf(node: string | undefined): string {
  if (!node) return 'unknown';
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(node);
  if (bracketed) return bracketed[1]!;
  const withPort = /^(\d{1,3}(?:\.\d{1,3}){3}):\d+$/.exec(node);
  return withPort ? withPort[1]! : node;
}
