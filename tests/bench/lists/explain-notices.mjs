// Preloaded into the server only for BENCH_EXPLAIN=1 (NODE_OPTIONS=--import …): appends every
// PostgreSQL notice (auto_explain's plans, sent at NOTICE level) to BENCH_NOTICE_FILE.
import { appendFileSync } from 'node:fs';
import { Client } from 'pg';

const file = process.env.BENCH_NOTICE_FILE;
const emit = Client.prototype.emit;
Client.prototype.emit = function (event, ...args) {
  if (event === 'notice' && file) appendFileSync(file, `${args[0]?.message ?? ''}\n\u0000\n`);
  return emit.call(this, event, ...args);
};
