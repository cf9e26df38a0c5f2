// The proxy journey (e2e/proxy.e2e.ts) runs Debian's nginx in front of the app with a certificate
// made by openssl. On a machine without them this installs them when it can (root with apt-get),
// or says in one line what to run, instead of a stack trace. Same shape as ensure-chromium.mjs.
import { execFileSync, spawnSync } from 'node:child_process';

const has = (command) => spawnSync('sh', ['-c', `command -v ${command}`]).status === 0;
const hasNginx = () =>
  Boolean(process.env.NGINX_PATH) ||
  has('nginx') ||
  spawnSync('/usr/sbin/nginx', ['-v']).status === 0;

if (!hasNginx() || !has('openssl')) {
  const root = process.getuid?.() === 0;
  if (!root || !has('apt-get')) {
    console.error(
      'The proxy tests need nginx and openssl: run `sudo apt-get install -y nginx openssl` (or set NGINX_PATH), then `npm test` again.',
    );
    process.exit(1);
  }
  console.log(
    'Installing Debian’s nginx and openssl for the proxy tests (apt-get install -y nginx openssl)…',
  );
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  try {
    execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
    execFileSync('apt-get', ['install', '-y', '-qq', 'nginx', 'openssl'], {
      stdio: 'inherit',
      env,
    });
  } catch {
    console.error(
      'Could not install nginx: run `apt-get install -y nginx openssl`, then `npm test` again.',
    );
    process.exit(1);
  }
}
