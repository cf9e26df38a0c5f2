import { parseCircular, parseDependencyTree } from 'dpdm';
import { describe, expect, it } from 'vitest';
import { projectRoot } from './lib/project-root.js';

/**
 * No import circle in the server, type imports included (import-x/no-cycle skips `import type`,
 * which is how a 42-file circle of jobs, services and the runtime once hid from the lint). The
 * entry points are the processes and scripts; the lint fixtures (wrong on purpose) are left out.
 */
describe('the server has no import circle', { timeout: 180_000 }, () => {
  it('finds none from any entry point, type imports included', async () => {
    const tree = await parseDependencyTree(
      ['server/main.ts', 'server/**/*.ts', 'contract/**/*.ts', 'scripts/*.ts'],
      {
        context: projectRoot,
        cwd: projectRoot,
        tsconfig: 'tsconfig.json',
        transform: false,
        skipDynamicImports: false,
        exclude: /node_modules|lint-fixtures|\.test\.ts$/,
      },
    );
    const circles = parseCircular(tree).map((circle) => circle.join(' → '));
    expect(circles).toEqual([]);
  });
});
