import type { Server as HttpServer } from 'node:http';
import { createServer, type Server } from 'node:net';
import { resourceHostAddress } from './seed/resource-hosts.js';

/**
 * Listens on the first `count` resource host addresses at `port` too, handing each connection to
 * the catalogue's own HTTP server: one process answers as thousands of sites.
 */
export async function listenOnResourceHosts(
  server: HttpServer,
  port: number,
  count: number,
): Promise<Server[]> {
  const listeners: Server[] = [];
  for (let index = 0; index < count; index++) {
    const listener = createServer((socket) => server.emit('connection', socket));
    await new Promise<void>((resolve, reject) => {
      listener.once('error', reject);
      listener.listen(port, resourceHostAddress(index), () => {
        listener.off('error', reject);
        resolve();
      });
    });
    listeners.push(listener);
  }
  return listeners;
}
