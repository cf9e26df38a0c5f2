// PGlite's WebAssembly carries no name section, so a CPU profile shows its functions as
// `wasm-function[N]`. It does export about 2,000 of PostgreSQL's own functions by name (for its
// extensions to link against): this reads the export section of the installed `pglite.wasm` and
// gives each exported function's index its name. Functions PGlite does not export stay unnamed.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

/** Function index → exported name, for the `pglite.wasm` that `@electric-sql/pglite` resolves to. */
export function pgliteFunctionNames() {
  const entry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  const bytes = readFileSync(path.join(path.dirname(entry), 'pglite.wasm'));
  let at = 8; // magic number and version
  const unsigned = () => {
    let value = 0;
    let shift = 0;
    let byte;
    do {
      byte = bytes[at++];
      value += (byte & 0x7f) * 2 ** shift;
      shift += 7;
    } while (byte & 0x80);
    return value;
  };
  const names = new Map();
  while (at < bytes.length) {
    const section = bytes[at++];
    const size = unsigned();
    const end = at + size;
    if (section === 7) {
      for (let count = unsigned(); count > 0; count -= 1) {
        const length = unsigned();
        const name = bytes.toString('utf8', at, at + length);
        at += length;
        const kind = bytes[at++];
        const index = unsigned();
        if (kind === 0) names.set(index, name);
      }
    }
    at = end;
  }
  return names;
}
