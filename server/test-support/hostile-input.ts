import fc from 'fast-check';
import { z } from 'zod';
import type { FunctionContract } from '#contract/functions/index.js';

/** Values that break naive code: wrong types, edges of numbers, huge and odd strings, deep nesting. */
const edgeValues: unknown[] = [
  null,
  true,
  0,
  -1,
  -0.5,
  2 ** 31,
  Number.MAX_SAFE_INTEGER + 2,
  1e308,
  -1e308,
  '',
  ' ',
  'a'.repeat(100_000),
  '\u0000',
  '\ud800',
  '\u202e\u0627\u0644\u0639\u0631\u0628\u064a\u0629',
  '👩‍👩‍👧‍👦'.repeat(50),
  '東京都千代田区',
  '../../../../etc/passwd',
  "' OR 1=1 --",
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  'javascript:alert(1)',
  'http://169.254.169.254/latest/meta-data/',
  '00000000-0000-0000-0000-000000000000',
  '2026-02-30T25:61:00Z',
  '__proto__',
  [],
  [null],
  {},
  JSON.parse('{"__proto__": {"polluted": true}, "constructor": {"prototype": {"polluted": true}}}'),
  nested(200),
];

function nested(depth: number): unknown {
  let value: unknown = 'deep';
  for (let level = 0; level < depth; level += 1) value = level % 2 ? [value] : { value };
  return value;
}

/**
 * One value for a field: an edge value, a value valid for some field of the schema (an enum
 * member, an id of the caller's own world) so that calls get past validation, or random JSON.
 */
export function hostileValue(validValues: readonly unknown[]): fc.Arbitrary<unknown> {
  return fc.oneof(
    { arbitrary: fc.constantFrom(...edgeValues), weight: 4 },
    ...(validValues.length > 0 ? [{ arbitrary: fc.constantFrom(...validValues), weight: 3 }] : []),
    { arbitrary: fc.string({ unit: 'binary', maxLength: 40 }), weight: 1 },
    { arbitrary: fc.integer(), weight: 1 },
    { arbitrary: fc.double(), weight: 1 },
    { arbitrary: fc.jsonValue({ maxDepth: 3 }), weight: 1 },
  );
}

interface JsonSchemaNode {
  properties?: Record<string, JsonSchemaNode>;
  anyOf?: JsonSchemaNode[];
  oneOf?: JsonSchemaNode[];
  items?: JsonSchemaNode;
  enum?: unknown[];
  const?: unknown;
}

/** The field names and the enum/literal values that a function's input schema declares. */
export function fieldsOf(contract: FunctionContract): { names: string[]; values: unknown[] } {
  const names = new Set<string>();
  const values: unknown[] = [];
  const visit = (node: JsonSchemaNode | undefined) => {
    if (!node) return;
    for (const [name, property] of Object.entries(node.properties ?? {})) {
      names.add(name);
      visit(property);
    }
    for (const member of [...(node.anyOf ?? []), ...(node.oneOf ?? [])]) visit(member);
    visit(node.items);
    values.push(...(node.enum ?? []), ...('const' in node ? [node.const] : []));
  };
  visit(z.toJSONSchema(contract.input, { io: 'input', unrepresentable: 'any' }) as JsonSchemaNode);
  return { names: [...names], values };
}

/**
 * The `data` of a hostile call: not an object at all, or an object with the function's own fields
 * (some left out, each given a hostile value) and unknown or prototype-polluting keys beside them.
 */
export function hostileInput(
  contract: FunctionContract,
  knownIds: readonly string[],
): fc.Arbitrary<unknown> {
  const fields = fieldsOf(contract);
  const value = hostileValue([...fields.values, ...knownIds]);
  const ownFields = Object.fromEntries(fields.names.map((name) => [name, value]));
  const withOwnFields = fc.record(ownFields, { requiredKeys: [] });
  const extraKeys = fc.dictionary(
    fc.oneof(fc.constantFrom('__proto__', 'constructor', 'prototype', 'id', 'userId'), fc.string()),
    value,
    { maxKeys: 3 },
  );
  return fc.oneof(
    { arbitrary: value, weight: 1 },
    { arbitrary: withOwnFields, weight: 4 },
    {
      arbitrary: fc.tuple(withOwnFields, extraKeys).map(([own, extra]) => ({ ...extra, ...own })),
      weight: 2,
    },
  );
}
