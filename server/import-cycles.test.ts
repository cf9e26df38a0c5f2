import { parseCircular, parseDependencyTree } from 'dpdm';
import { describe, expect, it } from 'vitest';
import { projectRoot } from './lib/project-root.js';

/**
 * No import circle in the server, type imports included (import-x/no-cycle skips `import type`,
 * which is how a 42-file circle of jobs, services and the runtime once hid from the lint). The
 * entry points are the processes and scripts; the lint fixtures (wrong on purpose) are left out.
 */
describe('the server has no import circle', { timeout: 180_000 }, () => {
  // Read once for both tests: following every import takes a while on a busy machine.
  let read: ReturnType<typeof parseDependencyTree> | undefined;
  const serverTree = () =>
    (read ??= parseDependencyTree(
      ['server/main.ts', 'server/**/*.ts', 'contract/**/*.ts', 'scripts/*.ts'],
      {
        context: projectRoot,
        cwd: projectRoot,
        tsconfig: 'tsconfig.json',
        transform: false,
        skipDynamicImports: false,
        exclude: /node_modules|lint-fixtures|\.test\.ts$/,
      },
    ));

  it('finds none from any entry point, type imports included', async () => {
    const circles = parseCircular(await serverTree()).map((circle) => circle.join(' → '));
    expect(circles).toEqual([]);
  });

  it('finds no two service folders that import each other, type imports included', async () => {
    // A folder of server/services is one domain; the catalogue package's mapping, for one, lives
    // in services/catalogue so that harvest, sync and datasets each lean on it, not on each other.
    const folderOf = (file: string) => /^server\/services\/([^/]+)\//.exec(file)?.[1];
    const leansOn = new Map<string, Set<string>>();
    for (const [file, imports] of Object.entries(await serverTree())) {
      const from = folderOf(file);
      if (!from) continue;
      for (const { id } of imports ?? []) {
        const to = id ? folderOf(id) : undefined;
        if (to && to !== from) leansOn.set(from, (leansOn.get(from) ?? new Set()).add(to));
      }
    }
    const circles = [...leansOn].flatMap(([from, targets]) =>
      [...targets]
        .filter((to) => from < to && leansOn.get(to)?.has(from))
        .map((to) => `${from} ⇄ ${to}`),
    );
    expect(circles).toEqual([]);
  });
});
