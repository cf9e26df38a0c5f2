import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { projectRoot } from '#server/lib/project-root.js';

export interface CatalogueProcess {
  url: string;
  adminToken: string;
  /** The line the catalogue prints about its size and seeding time. */
  seeded: string;
  stop(): void;
}

/** The sample catalogue in a process of its own (its work is not ours), ready once it has seeded. */
export async function startCatalogueProcess(args: string[]): Promise<CatalogueProcess> {
  const child = spawn(
    process.execPath,
    [
      '--max-old-space-size=8192',
      '--import',
      'tsx',
      'sample-catalogue/main.ts',
      '--port',
      '0',
      ...args,
    ],
    { cwd: projectRoot, stdio: ['ignore', 'pipe', 'inherit'] },
  );
  const killWithParent = () => child.kill('SIGKILL');
  process.once('exit', killWithParent);
  const found: { url?: string; token?: string; seeded?: string } = {};
  await new Promise<void>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`the sample catalogue exited (${code})`)));
    createInterface({ input: child.stdout! }).on('line', (line) => {
      found.url ??= /at (http:\/\/\S+)/.exec(line)?.[1];
      found.token ??= /sysadmin token:\s+(\S+)/.exec(line)?.[1];
      if (/seeded in/.test(line)) found.seeded = line.trim();
      if (found.url && found.token && found.seeded) resolve();
    });
  });
  return {
    url: found.url!,
    adminToken: found.token!,
    seeded: found.seeded!,
    stop: () => {
      process.off('exit', killWithParent);
      child.kill('SIGTERM');
    },
  };
}
