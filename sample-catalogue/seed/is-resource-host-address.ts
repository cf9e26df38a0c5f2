/** Whether a local address is one of the resource hosts' (127.1.0.0/16, see resourceHostAddress). */
export function isResourceHostAddress(address: string | undefined): boolean {
  return address?.replace(/^::ffff:/, '').startsWith('127.1.') ?? false;
}
