import type { Queryable } from './database.js';

/**
 * A statement of fixed shape, built by drizzle once per database (or transaction) rather than on
 * every call, and named so that PostgreSQL parses and plans it once per connection. A
 * transaction gets its own, bound to its connection; it goes when the transaction goes.
 */
export function preparedStatement<Statement>(
  build: (db: Queryable) => Statement,
): (db: Queryable) => Statement {
  const statements = new WeakMap<Queryable, Statement>();
  return (db) => {
    let statement = statements.get(db);
    if (!statement) {
      statement = build(db);
      statements.set(db, statement);
    }
    return statement;
  };
}
