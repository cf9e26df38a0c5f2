/** PostgreSQL's spelling of a channel: unquoted names fold to lower case. */
export function postgresName(channel: string): string {
  return channel.startsWith('"') && channel.endsWith('"')
    ? channel.slice(1, -1)
    : channel.toLowerCase();
}
