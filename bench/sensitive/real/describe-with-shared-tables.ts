import { describe, it } from 'vitest';
import { realTablesRequired, sharedTablesPresence } from './shared-tables-presence.js';

/**
 * A describe block that needs the shared real tables. Without them it is skipped with one line
 * saying what is missing and how to get it, unless CI asked for them (`REAL_TABLES_REQUIRED=1`):
 * then one failing test says the same.
 */
export function describeWithSharedTables(title: string, body: () => void): void {
  const presence = sharedTablesPresence();
  if (presence.present) {
    describe(title, body);
  } else if (realTablesRequired()) {
    describe(title, () => {
      it('has the shared real tables (REAL_TABLES_REQUIRED=1)', () => {
        throw new Error(presence.message);
      });
    });
  } else {
    console.warn(`Skipped "${title}". ${presence.message}`);
    describe.skip(title, body);
  }
}
