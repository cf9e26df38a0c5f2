// The spreadsheet round-trip tests (server/functions/imports/calc-round-trip.test.ts) open exports
// in Debian's LibreOffice Calc, headless, as a person would. On a machine without it this installs
// it when it can (root with apt-get), or says in one line what to run. Same shape as ensure-nginx.mjs.
import { execFileSync, spawnSync } from 'node:child_process';

// Calc, and the Python bridge the tests type into its cells with (python3-uno; Debian's
// libreoffice-common brings it).
const hasCalc = () =>
  spawnSync('sh', ['-c', 'command -v soffice']).status === 0 &&
  spawnSync('/usr/bin/python3', ['-c', 'import uno']).status === 0;

if (!hasCalc()) {
  const root = process.getuid?.() === 0;
  const hasApt = spawnSync('sh', ['-c', 'command -v apt-get']).status === 0;
  if (!root || !hasApt) {
    console.error(
      'The spreadsheet tests need LibreOffice Calc: run `sudo apt-get install -y libreoffice-calc-nogui python3-uno`, then `npm test` again.',
    );
    process.exit(1);
  }
  console.log(
    'Installing Debian’s LibreOffice Calc for the spreadsheet tests (apt-get install -y libreoffice-calc-nogui python3-uno)…',
  );
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  try {
    execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
    execFileSync('apt-get', ['install', '-y', '-qq', 'libreoffice-calc-nogui', 'python3-uno'], {
      stdio: 'inherit',
      env,
    });
  } catch {
    console.error(
      'Could not install LibreOffice Calc: run `apt-get install -y libreoffice-calc-nogui python3-uno`, then `npm test` again.',
    );
    process.exit(1);
  }
}
