/**
 * An import that climbs two or more folders (`../../db/schema/index.js`): outside web/, start at a
 * root alias instead (`#server/…`, `#contract/…`, `#sample-catalogue/…`, package.json "imports").
 * Static imports, re-exports and `import()` count. `npx tsx scripts/rewrite-climbing-imports.ts`
 * rewrites them. (no-restricted-imports is configured per folder elsewhere, and a later config's
 * options replace an earlier one's, so this is a rule of its own.)
 */
const climbing = /^(\.\.\/){2,}/;

export default {
  meta: {
    type: 'suggestion',
    docs: { description: 'Start at a root alias instead of climbing two or more folders.' },
    schema: [],
    messages: {
      climbs:
        "'{{source}}' climbs two or more folders: import from #server/…, #contract/… or #sample-catalogue/… (scripts/rewrite-climbing-imports.ts).",
    },
  },
  create(context) {
    const check = (source) => {
      if (
        source?.type === 'Literal' &&
        typeof source.value === 'string' &&
        climbing.test(source.value)
      )
        context.report({ node: source, messageId: 'climbs', data: { source: source.value } });
    };
    return {
      ImportDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source),
    };
  },
};
