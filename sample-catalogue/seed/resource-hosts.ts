/**
 * The loopback address of resource host number `index` (0-based): 127.1.0.1, 127.1.0.2, …,
 * 250 to a /24. The whole of 127.0.0.0/8 reaches this machine on Linux, so one process can stand
 * in for thousands of sites, each answering on its own address.
 */
export function resourceHostAddress(index: number): string {
  return `127.1.${Math.floor(index / 250)}.${1 + (index % 250)}`;
}
