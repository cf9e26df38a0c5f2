import { execFileSync, spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { projectRoot } from '#server/lib/project-root.js';

/** Debian's nginx, or undefined (scripts/ensure-nginx.mjs installs it before `npm test`). */
export function nginxPath(): string | undefined {
  for (const candidate of [process.env.NGINX_PATH, '/usr/sbin/nginx']) {
    if (candidate && spawnSync(candidate, ['-v']).status === 0) return candidate;
  }
  const which = spawnSync('sh', ['-c', 'command -v nginx'], { encoding: 'utf8' });
  return which.status === 0 ? which.stdout.trim() : undefined;
}

/** The one line a person reads when nginx is missing, instead of a stack trace. */
export const nginxMissing =
  'The proxy journey needs nginx and openssl: run `apt-get install -y nginx openssl` (or set NGINX_PATH), then the tests again.';

/**
 * The README's nginx configuration, as a reader copies it: the block under "Behind nginx". The test
 * runs exactly that text, with the names, ports and certificate of this run put in.
 */
export function readmeNginxConfig(): string {
  const readme = readFileSync(path.join(projectRoot, 'README.md'), 'utf8');
  const block = /```nginx\n([\s\S]*?)```/.exec(readme)?.[1];
  if (!block) throw new Error('README.md has no ```nginx block');
  return block;
}

export interface Proxy {
  /** https://steward.test:<port>: what users open. */
  baseUrl: string;
  httpsPort: number;
  /** nginx's own access log: one line per request with the client's address. */
  accessLog(): string;
  /** nginx's error log (warnings and worse): what a journey that failed on the network prints. */
  errorLog(): string;
  close(): Promise<void>;
}

/**
 * nginx in front of the app with a certificate made for this run (openssl), listening on
 * 127.0.0.1 and ::1, so two browsers reach it from two different addresses.
 */
export async function startNginx(options: {
  nginx: string;
  hostname: string;
  httpsPort: number;
  httpPort: number;
  appPort: number;
}): Promise<Proxy> {
  const dir = mkdtempSync(path.join(tmpdir(), 'cs-nginx-'));
  mkdirSync(path.join(dir, 'logs'));
  const certificate = path.join(dir, 'proxy.pem');
  const key = path.join(dir, 'proxy.key');
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-days',
      '1',
      '-subj',
      `/CN=${options.hostname}`,
      '-addext',
      `subjectAltName=DNS:${options.hostname}`,
      '-keyout',
      key,
      '-out',
      certificate,
    ],
    { stdio: 'ignore' },
  );

  const site = readmeNginxConfig()
    .replaceAll('catalogue.example.org', options.hostname)
    .replace(/\blisten 80;/, `listen 127.0.0.1:${options.httpPort};`)
    .replace(
      /\blisten 443 ssl;/,
      `listen 127.0.0.1:${options.httpsPort} ssl;\n    listen [::1]:${options.httpsPort} ssl;`,
    )
    .replace(/ssl_certificate\s+\S+;/, `ssl_certificate ${certificate};`)
    .replace(/ssl_certificate_key\s+\S+;/, `ssl_certificate_key ${key};`)
    .replace('http://127.0.0.1:3000', `http://127.0.0.1:${options.appPort}`);
  // What Debian's /etc/nginx/nginx.conf puts around a site, for a process that is not root.
  writeFileSync(
    path.join(dir, 'nginx.conf'),
    `pid ${dir}/nginx.pid;
error_log ${dir}/logs/error.log warn;
events { worker_connections 768; }
http {
  access_log ${dir}/logs/access.log;
  client_body_temp_path ${dir}/client_body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  include /etc/nginx/mime.types;
${site}
}
`,
  );
  const child: ChildProcess = spawn(
    options.nginx,
    ['-p', dir, '-c', path.join(dir, 'nginx.conf'), '-g', 'daemon off; master_process off;'],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  let errors = '';
  child.stderr?.on('data', (chunk: Buffer) => (errors += chunk.toString()));
  const exited = new Promise<never>((_, reject) =>
    child.once('exit', (code) => reject(new Error(`nginx exited (${code}): ${errors}`))),
  );
  exited.catch(() => undefined);
  await Promise.race([listening(options.httpsPort), exited]);
  const killWithParent = () => child.kill('SIGKILL');
  process.once('exit', killWithParent);
  return {
    baseUrl: `https://${options.hostname}:${options.httpsPort}`,
    httpsPort: options.httpsPort,
    accessLog: () => readFileSync(path.join(dir, 'logs/access.log'), 'utf8'),
    errorLog: () => readFileSync(path.join(dir, 'logs/error.log'), 'utf8'),
    async close() {
      process.off('exit', killWithParent);
      if (child.exitCode !== null) return;
      const gone = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await gone;
    },
  };
}

async function listening(port: number): Promise<void> {
  const { connect } = await import('node:net');
  for (;;) {
    const up = await new Promise<boolean>((resolve) => {
      const socket = connect(port, '127.0.0.1', () => {
        socket.end();
        resolve(true);
      });
      socket.once('error', () => resolve(false));
    });
    if (up) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
