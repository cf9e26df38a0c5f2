import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { projectRoot } from './lib/project-root.js';

const read = (file: string) => readFileSync(path.join(projectRoot, file), 'utf8');
const readme = read('README.md');
const ciRun = read('.ci/run');
const scripts = (JSON.parse(read('package.json')) as { scripts: Record<string, string> }).scripts;

/**
 * Where each command of the README's shell blocks is run, when `.ci/run` does not run it itself:
 * the test file, and a text in it that shows it runs that command.
 */
const runByTests: Record<string, { file: string; shows: string }> = {
  'npm start': {
    file: 'server/faults/pglite-kill.faults.test.ts',
    shows: '`npm start` as a separate process',
  },
  'npm run web': {
    file: 'server/test-support/app-process.ts',
    shows: 'npmScriptNodeFlags(options.role)',
  },
  'npm run worker': {
    file: 'server/test-support/app-process.ts',
    shows: 'npmScriptNodeFlags(options.role)',
  },
  'export BASE_URL': { file: 'e2e/proxy.e2e.ts', shows: "TRUSTED_PROXIES: '127.0.0.1'" },
  'export PATH': { file: '.ci/run', shows: 'export PATH="${node24}:${PATH}"' },
};

/** `npm install && npm start  # comment` → ['npm install', 'npm start']. */
function commandsOf(line: string): string[] {
  return line
    .replace(/\s+#.*$/, '')
    .split('&&')
    .map((part) => part.trim())
    .filter(Boolean);
}

function shellCommands(): string[] {
  const blocks = [...readme.matchAll(/```sh\n([\s\S]*?)```/g)].map((match) => match[1]!);
  return blocks.flatMap((block) =>
    block
      .split('\n')
      .filter((line) => line.trim() && !line.trim().startsWith('#'))
      .flatMap(commandsOf),
  );
}

/** The words that say what a command is: `npm run web`, `npm install --prefix`, `export PATH`. */
function keyOf(command: string): string {
  const words = command.split(/\s+/);
  if (words[0] === 'npm' && words[1] === 'run') return words.slice(0, 3).join(' ');
  if (words[0] === 'npm' && words[2]?.startsWith('--')) return words.slice(0, 3).join(' ');
  if (words[0] === 'export') return `export ${words[1]!.split('=')[0]}`;
  return words.slice(0, 2).join(' ');
}

describe('the README’s commands', () => {
  it('has shell blocks to check', () => {
    expect(shellCommands().length).toBeGreaterThan(5);
  });

  it.each(shellCommands())('`%s` is run by .ci/run or by a named test', (command) => {
    const key = keyOf(command);
    const script = /^npm run (\S+)/.exec(key)?.[1];
    if (script) expect(Object.keys(scripts)).toContain(script);
    // `npm install` of the project: .ci/run installs with `npm ci`, from the same lock file.
    const inCi = ciRun.includes(key) || (key === 'npm install' && ciRun.includes('npm ci'));
    if (inCi) return;
    const test = runByTests[key];
    expect(test, `${command}: neither .ci/run nor a test runs it`).toBeDefined();
    expect(existsSync(path.join(projectRoot, test!.file))).toBe(true);
    expect(read(test!.file)).toContain(test!.shows);
  });

  it('names only npm scripts that exist, in its text and tables too', () => {
    const named = [...readme.matchAll(/`npm run ([\w:-]+)/g)].map((match) => match[1]!);
    expect(named.length).toBeGreaterThan(10);
    expect(named.filter((script) => !(script in scripts))).toEqual([]);
  });
});
