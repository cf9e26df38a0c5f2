/**
 * Loaded into the bench's app processes (`node --import`): counts the statements each process
 * sends to PostgreSQL (every `pg` client query, BEGIN and COMMIT included: each is a round trip)
 * and, on SIGUSR2, writes `<sequence> <count>` to `$BENCH_QUERY_COUNT_DIR/<pid>`. Plain JavaScript,
 * because the app runs from dist/ without tsx. Nothing of it ships with the app.
 */
import { writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const pg = createRequire(`${process.cwd()}/package.json`)('pg');
const directory = process.env.BENCH_QUERY_COUNT_DIR;
let queries = 0;
let sequence = 0;
const query = pg.Client.prototype.query;
pg.Client.prototype.query = function countedQuery(...args) {
  queries += 1;
  return query.apply(this, args);
};
process.on('SIGUSR2', () => {
  sequence += 1;
  writeFileSync(`${directory}/${process.pid}`, `${sequence} ${queries}`);
});
