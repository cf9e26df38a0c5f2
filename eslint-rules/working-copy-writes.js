/**
 * Writes to the working copy's `datasets` and `resources` tables, wherever they are spelled: a
 * query builder call (`tx.update(datasets)`, `.insert(…)`, `.delete(…)`), a row helper
 * (`insertJsonRows(resources, …)`, `updateJsonRows(…)`), or SQL text (`sql\`update ${datasets}\``,
 * `'delete from resources'`). A table is the one imported from server/db/schema, whatever local
 * name it has; a variable of the same name that is not the table is not one. eslint.config.js
 * names the modules allowed to write them and turns this rule on everywhere else.
 */
const tables = new Set(['datasets', 'resources']);
const builderWrites = new Set(['insert', 'update', 'delete']);
const rowWriters = new Set(['insertJsonRows', 'updateJsonRows']);
/** SQL text that ends where the table is put in: `update `, `insert into `, `delete from `. */
const statementBefore = /\b(update|insert\s+into|delete\s+from)\s*$/i;
/** SQL text that names a table itself. */
const statementOn = /\b(update|insert\s+into|delete\s+from)\s+"?(datasets|resources)"?(\s|$|\()/i;
const schemaModule = /\/db\/(schema(\/[\w-]+)?(\.js)?|database\.js)$/;

function importOf(context, identifier) {
  for (let scope = context.sourceCode.getScope(identifier); scope; scope = scope.upper) {
    const variable = scope.set.get(identifier.name);
    if (!variable) continue;
    const definition = variable.defs[0];
    if (definition?.type !== 'ImportBinding') return null;
    if (!schemaModule.test(String(definition.parent.source.value))) return null;
    return definition.node;
  }
  return null;
}

/** The table an expression stands for (datasets, resources), or null. */
function tableOf(context, node) {
  if (node?.type === 'Identifier') {
    const specifier = importOf(context, node);
    const name =
      specifier?.type === 'ImportSpecifier'
        ? (specifier.imported.name ?? specifier.imported.value)
        : null;
    return tables.has(name) ? name : null;
  }
  // `schema.datasets`, with `schema` imported whole.
  if (node?.type === 'MemberExpression' && node.object.type === 'Identifier' && !node.computed) {
    const specifier = importOf(context, node.object);
    const whole =
      specifier?.type === 'ImportNamespaceSpecifier' ||
      (specifier?.type === 'ImportSpecifier' && specifier.imported.name === 'schema');
    return whole && tables.has(node.property.name) ? node.property.name : null;
  }
  return null;
}

export default {
  meta: {
    type: 'problem',
    docs: {
      description:
        'Only the modules named in eslint.config.js write the datasets and resources tables.',
    },
    schema: [],
    messages: {
      write:
        'This writes the {{table}} table. Local edits go through the commands of server/services/datasets (createDatasets, updateDatasets, editResources, deleteDataset); only the harvest, the sync and the checks named in eslint.config.js write it themselves.',
    },
  },
  create(context) {
    const report = (node, table) => context.report({ node, messageId: 'write', data: { table } });
    return {
      CallExpression(node) {
        const callee = node.callee;
        const method =
          callee.type === 'MemberExpression' && !callee.computed ? callee.property.name : null;
        const name = callee.type === 'Identifier' ? callee.name : method;
        if (!(builderWrites.has(method) || rowWriters.has(name))) return;
        const table = tableOf(context, node.arguments[0]);
        if (table) report(node, table);
      },
      TemplateLiteral(node) {
        node.expressions.forEach((expression, index) => {
          const table = tableOf(context, expression);
          if (table && statementBefore.test(node.quasis[index].value.cooked ?? '')) {
            report(expression, table);
          }
        });
        for (const quasi of node.quasis) {
          const match = statementOn.exec(quasi.value.cooked ?? '');
          if (match) report(quasi, match[2].toLowerCase());
        }
      },
      Literal(node) {
        const match = typeof node.value === 'string' && statementOn.exec(node.value);
        if (match) report(node, match[2].toLowerCase());
      },
    };
  },
};
