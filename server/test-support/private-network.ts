import { lookup as systemLookup, type LookupAddress } from 'node:dns';
import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo, LookupFunction } from 'node:net';

/** The address the test lets through (ALLOWED_ADDRESS_RANGES), standing in for the internet. */
export const publicAddress = '127.0.0.2';
/** The address the test keeps refused, standing in for the private network and this machine. */
export const privateAddress = '127.0.0.1';

export interface PrivateNetwork {
  /** Both servers listen on this port, as one name's two addresses would. */
  port: number;
  /** http://127.0.0.2:port — a public site, in a test that allows 127.0.0.2/32 only. */
  publicOrigin: string;
  /** http://127.0.0.1:port — a private service no URL may reach. */
  privateOrigin: string;
  /** Paths the private service was asked for: every test expects none. */
  privateRequests: string[];
  /** Paths the public site was asked for. */
  publicRequests: string[];
  /**
   * A fresh origin whose name resolves to the public site the first time and to the private
   * service afterwards (DNS rebinding): every answer closes its connection, so each request looks
   * the name up again.
   */
  rebindingOrigin(): string;
  /** The resolver to hand the app: the names above, the system resolver for the rest. */
  lookup: LookupFunction;
  close(): Promise<void>;
}

const ckanStatus = JSON.stringify({
  help: 'status_show',
  success: true,
  result: { ckan_version: '2.10.4', site_title: 'Public catalogue', extensions: [] },
});

/**
 * A public site and a private service on one port of two loopback addresses, with the ways a URL
 * may lead from one to the other. The public site serves:
 * - `/catalogue/api/3/action/status_show`: a CKAN that answers, under any name;
 * - `/catalogue-redirecting/api/3/action/…`: a CKAN that answers status_show, and sends every
 *   other action (search, key check, harvest) to the private service;
 * - `/to-private…`, `/to-private-name…`, `/to-metadata…`: 302 to the private service by address,
 *   by a name resolving to it, and to the cloud metadata service 169.254.169.254;
 * - `/to-same-host…`: 302 to `/secret` on the same origin (a second connection, a second lookup).
 */
export async function startPrivateNetwork(): Promise<PrivateNetwork> {
  const privateRequests: string[] = [];
  const publicRequests: string[] = [];
  const lookups = new Map<string, number>();
  let port = 0;

  const privateService = createServer((request, response) => {
    privateRequests.push(request.url ?? '/');
    response.setHeader('connection', 'close');
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(ckanStatus);
  });
  const publicSite = createServer((request, response) => {
    const path = request.url ?? '/';
    publicRequests.push(path);
    response.setHeader('connection', 'close');
    answerPublic(path, response, port);
  });

  port = await listenOnOnePort(publicSite, privateService);
  const lookup: LookupFunction = (hostname, options, callback) => {
    const address = addressOf(hostname, lookups);
    if (!address) return systemLookup(hostname, options, callback);
    const entry: LookupAddress = { address, family: 4 };
    if (options.all) callback(null, [entry]);
    else callback(null, entry.address, entry.family);
  };
  let rebindingNames = 0;
  return {
    port,
    publicOrigin: `http://${publicAddress}:${port}`,
    privateOrigin: `http://${privateAddress}:${port}`,
    privateRequests,
    publicRequests,
    rebindingOrigin() {
      rebindingNames += 1;
      return `http://rebind-${rebindingNames}.test:${port}`;
    },
    lookup,
    close: () => Promise.all([closeServer(publicSite), closeServer(privateService)]).then(() => {}),
  };
}

function answerPublic(path: string, response: ServerResponse, port: number): void {
  const redirect = (location: string) => void response.writeHead(302, { location }).end();
  if (/^\/catalogue(-redirecting)?\/api\/3\/action\/status_show/.test(path)) {
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(ckanStatus);
    return;
  }
  if (path.startsWith('/catalogue-redirecting/'))
    redirect(`http://${privateAddress}:${port}/api/3/action/package_search`);
  else if (path.startsWith('/to-private-name')) redirect(`http://private.test:${port}/secret`);
  else if (path.startsWith('/to-private')) redirect(`http://${privateAddress}:${port}/secret`);
  else if (path.startsWith('/to-metadata'))
    redirect('http://169.254.169.254/latest/meta-data/iam/security-credentials/');
  else if (path.startsWith('/to-same-host')) redirect('/secret');
  else response.writeHead(404).end();
}

/** `private.test` is always the private service; `rebind-N.test` is public once, then private. */
function addressOf(hostname: string, lookups: Map<string, number>): string | undefined {
  if (hostname === 'private.test') return privateAddress;
  if (!/^rebind-\d+\.test$/.test(hostname)) return undefined;
  const seen = lookups.get(hostname) ?? 0;
  lookups.set(hostname, seen + 1);
  return seen === 0 ? publicAddress : privateAddress;
}

/** The public site on a free port of 127.0.0.2, the private service on the same port of 127.0.0.1. */
async function listenOnOnePort(publicSite: Server, privateService: Server): Promise<number> {
  for (let attempt = 0; ; attempt += 1) {
    await listen(publicSite, 0, publicAddress);
    const port = (publicSite.address() as AddressInfo).port;
    try {
      await listen(privateService, port, privateAddress);
      return port;
    } catch (error) {
      await closeServer(publicSite);
      if ((error as NodeJS.ErrnoException).code !== 'EADDRINUSE' || attempt >= 20) throw error;
    }
  }
}

function listen(server: Server, port: number, host: string): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
}

function closeServer(server: Server): Promise<void> {
  return new Promise((resolve) => {
    server.closeAllConnections();
    server.close(() => resolve());
  });
}
