// Bench-only preload (tests/bench/lists/request-cost.ts): counts the statements the server sends to
// PostgreSQL (pg's Client#query). On SIGUSR1 it appends the count so far to BENCH_QUERY_FILE; with
// BENCH_LOG_QUERIES=1 it also prints each statement's first 160 characters to stderr, with
// BENCH_LOG_QUERIES=full each whole statement and its values (to run it again under EXPLAIN).
import { appendFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const pg = createRequire(`${process.cwd()}/package.json`)('pg');
const file = process.env.BENCH_QUERY_FILE;
let sent = 0;
const query = pg.Client.prototype.query;
pg.Client.prototype.query = function (...args) {
  sent++;
  const logging = process.env.BENCH_LOG_QUERIES;
  if (logging === '1' || logging === 'full') {
    const text = String(typeof args[0] === 'string' ? args[0] : args[0]?.text).replace(/\s+/g, ' ');
    const values = typeof args[0] === 'string' || !args[0]?.values ? args[1] : args[0].values;
    process.stderr.write(logging === 'full' ? `Q ${text}\nV ${JSON.stringify(values ?? [])}\n` : `Q ${text.slice(0, 160)}\n`);
  }
  return query.apply(this, args);
};
process.on('SIGUSR1', () => {
  if (file) appendFileSync(file, `${sent}\n`);
});
