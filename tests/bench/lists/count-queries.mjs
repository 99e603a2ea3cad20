// Bench-only preload (tests/bench/lists/request-cost.ts): counts the statements the server sends to
// PostgreSQL (pg's Client#query). On SIGUSR1 it appends the count so far to BENCH_QUERY_FILE; with
// BENCH_LOG_QUERIES=1 it also prints each statement's first 160 characters to stderr.
import { appendFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const pg = createRequire(`${process.cwd()}/package.json`)('pg');
const file = process.env.BENCH_QUERY_FILE;
let sent = 0;
const query = pg.Client.prototype.query;
pg.Client.prototype.query = function (...args) {
  sent++;
  if (process.env.BENCH_LOG_QUERIES === '1') {
    const text = typeof args[0] === 'string' ? args[0] : args[0]?.text;
    process.stderr.write(`Q ${String(text).replace(/\s+/g, ' ').slice(0, 160)}\n`);
  }
  return query.apply(this, args);
};
process.on('SIGUSR1', () => {
  if (file) appendFileSync(file, `${sent}\n`);
});
