import { afterEach } from 'vitest';
import { checkLinks } from '../check-links.js';
import type { LinkCheckOptions, LinkResult } from '../link-types.js';
import { startRecordingServer, type RecordingServer } from './recording-server.js';

/** Checks against servers on this machine, with short waits so tests stay fast. */
export const local: LinkCheckOptions = {
  allowPrivateAddresses: true,
  retryBaseDelayMs: 10,
  minHostGapMs: 0,
};

/** Starts recording servers that are closed after each test of the calling file. */
export function useRecordingServers(): (
  routes: Parameters<typeof startRecordingServer>[0],
) => Promise<RecordingServer> {
  const servers: RecordingServer[] = [];
  afterEach(async () => {
    await Promise.all(servers.splice(0).map((server) => server.close()));
  });
  return async (routes) => {
    const server = await startRecordingServer(routes);
    servers.push(server);
    return server;
  };
}

/** Checks one URL with the local options (and any overrides); its result. */
export async function checkOne(url: string, options: LinkCheckOptions = {}): Promise<LinkResult> {
  const [result] = await checkLinks([url], { ...local, ...options });
  if (!result) throw new Error('no result');
  return result;
}
