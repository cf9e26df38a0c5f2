import { spawn } from 'node:child_process';
import { projectRoot } from '../lib/project-root.js';

export interface CommandResult {
  code: number | null;
  stdout: string;
  stderr: string;
  milliseconds: number;
}

/** `npm run backup|restore -- …` as its own process, with only the given database settings. */
export function runBackupScript(
  script: 'backup' | 'restore',
  args: string[],
  env: { DATA_DIR?: string; DATABASE_URL?: string },
): Promise<CommandResult> {
  const started = performance.now();
  const child = spawn(process.execPath, ['--import', 'tsx', `scripts/${script}.ts`, ...args], {
    cwd: projectRoot,
    env: { PATH: process.env.PATH, HOME: process.env.HOME, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  return new Promise((resolve, reject) => {
    child.on('error', reject);
    child.on('close', (code) =>
      resolve({ code, stdout, stderr, milliseconds: Math.round(performance.now() - started) }),
    );
  });
}
