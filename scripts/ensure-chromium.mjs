// `npm test` runs browser journeys in Debian's Chromium. On a machine without it this installs
// it when it can (root with apt-get), or says in one line what to run, instead of a stack trace.
import { execFileSync, spawnSync } from 'node:child_process';

function found() {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  const which = spawnSync('sh', ['-c', 'command -v chromium'], { encoding: 'utf8' });
  return which.status === 0 ? which.stdout.trim() : undefined;
}

if (!found()) {
  const root = process.getuid?.() === 0;
  const apt = spawnSync('sh', ['-c', 'command -v apt-get']).status === 0;
  if (!root || !apt) {
    console.error(
      'Browser tests need Chromium: run `sudo apt-get install -y chromium` (or set CHROMIUM_PATH), then `npm test` again.',
    );
    process.exit(1);
  }
  console.log('Installing Debian’s Chromium for the browser tests (apt-get install -y chromium)…');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  try {
    execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
    execFileSync('apt-get', ['install', '-y', '-qq', 'chromium'], { stdio: 'inherit', env });
  } catch {
    console.error(
      'Could not install Chromium: run `apt-get install -y chromium`, then `npm test` again.',
    );
    process.exit(1);
  }
}
