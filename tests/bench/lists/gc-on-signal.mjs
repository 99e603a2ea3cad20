// Bench-only preload of the server (tests/bench/lists/server.ts starts it with --expose-gc and
// --import of this file): on SIGUSR2, two full garbage collections, then process.memoryUsage() as one
// JSON line appended to BENCH_MEMORY_FILE (or, without it, to stdout after "BENCH_MEMORY ").
// tests/bench/lists/report-memory.ts sends the signal and reads the line.
import { appendFileSync } from 'node:fs';
import { getHeapSpaceStatistics } from 'node:v8';

const file = process.env.BENCH_MEMORY_FILE;

process.on('SIGUSR2', () => {
  const gc = typeof globalThis.gc === 'function' ? globalThis.gc : null;
  gc?.();
  gc?.();
  // Each V8 space's reserved size: the young generation grows under a burst of allocation and keeps its size.
  const spaces = Object.fromEntries(getHeapSpaceStatistics().map((s) => [s.space_name, s.space_size]));
  const line = JSON.stringify({ at: Date.now(), gc: gc !== null, ...process.memoryUsage(), spaces });
  if (file) appendFileSync(file, `${line}\n`);
  else process.stdout.write(`BENCH_MEMORY ${line}\n`);
});
