import * as nodeModule from 'node:module';

/**
 * Loaded before the app (`node --import=./dist/server/drizzle-as-commonjs.js`, package.json's
 * start, web and worker): drizzle-orm's ECMAScript-module build is hundreds of small modules
 * re-exporting each other, and Node's loader holds about 250 MB while it links them (a process's
 * peak memory for good), where its CommonJS build, the same code, costs about 20 MB. Every import
 * of drizzle-orm takes the CommonJS build, so one copy of its classes is loaded.
 */
// Node 22.13 and 22.14 have no registerHooks (22.15+ do): they load drizzle-orm as modules, as before.
const { registerHooks } = nodeModule as Partial<typeof nodeModule>;
registerHooks?.({
  resolve(specifier, context, nextResolve) {
    const isDrizzle = specifier === 'drizzle-orm' || specifier.startsWith('drizzle-orm/');
    if (!isDrizzle || !context.conditions.includes('import')) {
      return nextResolve(specifier, context);
    }
    const conditions = context.conditions.map((condition) =>
      condition === 'import' ? 'require' : condition,
    );
    return { ...nextResolve(specifier, { ...context, conditions }), format: 'commonjs' };
  },
});
