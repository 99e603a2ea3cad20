/**
 * `npm run bench:ledger` (issue 13 "Scale"): the vault ledger on a throwaway PostgreSQL database.
 * Bulk-seeds N entries (the same nodes the one-by-one append writes, computed in memory), appends
 * more one by one through appendLedgerEntry, checks that the stored tree's root equals the
 * in-memory one and that sampled proofs verify, then prints append throughput and p50/p95 of
 * inclusion and consistency proofs at the final size. Prints figures; exit 1 only on a failure.
 *
 * Then records reads (READ/DOWNLOAD) from 8 concurrent callers the lock-free way (recordLedgerRead)
 * and times the batched drain that gives them their indexes.
 *
 *   --entries 1000000   leaves to bulk-seed      --appends 2000   one-by-one appends
 *   --reads 4000        lock-free reads          --samples 500    proofs of each kind
 *   BENCH_PG=postgres://postgres@127.0.0.1:5432/postgres
 */
import { createHash, randomUUID } from 'node:crypto';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { Client } from 'pg';
import { openDatabase, type Database } from '../../src/server/db/client';
import { appendLedgerEntry, drainLedgerPending, ledgerConsistencyProof, ledgerEntryJson, ledgerInclusionProof, ledgerRoot, recordLedgerRead, type LedgerEntryInput } from '../../src/server/ledger/ledger';
import { fromHex, toHex } from '../../src/shared/ledger/bytes';
import { must } from '../unit/shared/ledger/must';
import { verifyConsistency, verifyInclusion } from '../../src/shared/ledger/merkle';

const { values: args } = parseArgs({ options: { entries: { type: 'string', default: '1000000' }, appends: { type: 'string', default: '2000' }, samples: { type: 'string', default: '500' }, reads: { type: 'string', default: '4000' } } });
const READS = Number(args.reads);
const READERS = 8;
const N = Number(args.entries);
const APPENDS = Number(args.appends);
const SAMPLES = Number(args.samples);
const ADMIN_URL = process.env.BENCH_PG ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const BATCH = 10_000;
const AT = new Date('2026-01-01T00:00:00.000Z');
const COMPANY = '00000000-0000-4000-8000-000000000001';

const sha = (...parts: Uint8Array[]) => new Uint8Array(createHash('sha256').update(Buffer.concat(parts)).digest());
const input = (i: number): LedgerEntryInput => {
  const digest = createHash('sha256').update(`archivo ${i}`).digest('hex');
  return { fileId: `00000000-0000-4000-8000-${(i % 50_000).toString(16).padStart(12, '0')}`, sha256: digest, cid: `b${digest.slice(0, 20)}`, action: 'CREATE', userId: null, companyId: COMPANY, at: AT };
};

/** The right frontier of the tree: what the bulk path and the reference root need (O(log n) memory). */
function frontier() {
  const last: Uint8Array[] = [];
  let size = 0;
  return {
    /** Adds a leaf and returns the nodes it completes, like appendNodes. */
    add(leaf: Uint8Array) {
      const nodes: Array<[number, number, string]> = [];
      let [hash, level, index] = [leaf, 0, size];
      for (;;) {
        nodes.push([level, index, toHex(hash)]);
        if (index % 2 === 0) break;
        hash = sha(Uint8Array.of(1), must(last[level]), hash);
        level++;
        index = Math.floor(index / 2);
      }
      last[level] = hash;
      size++;
      return nodes;
    },
    root() {
      let acc: Uint8Array | undefined;
      for (let level = 0; level < 64; level++) if (Math.floor(size / 2 ** level) % 2 === 1) acc = acc ? sha(Uint8Array.of(1), must(last[level]), acc) : must(last[level]);
      return must(acc, 'raíz');
    },
  };
}

const pct = (sorted: number[], p: number) => must(sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))]);
const ms = (v: number) => `${v.toFixed(2)} ms`;
let seed = 42;
const random = (below: number) => {
  seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
  return seed % below;
};

async function main() {
  const name = `avala_bench_ledger_${randomUUID().replaceAll('-', '').slice(0, 12)}`;
  const admin = new Client({ connectionString: ADMIN_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  let database: Database | undefined;
  const drop = async () => {
    await database?.close();
    // pool.end() resolves before the server sees every socket close: wait for them, so FORCE has nobody to cut off.
    for (let i = 0; i < 50; i++) {
      const { rows } = await admin.query<{ n: number }>('SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1', [name]);
      if (!rows[0]?.n) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  };
  process.once('SIGINT', () => void drop().finally(() => process.exit(130)));
  try {
    database = await openDatabase({ url: url.toString(), pgliteDir: '' });
    await database.migrate();
    const db = database.db;
    const bulk = new Client({ connectionString: url.toString() });
    await bulk.connect();
    const tree = frontier();
    console.log(`Registro de la bóveda: ${N.toLocaleString('es-MX')} entradas en PostgreSQL (${name})`);
    let started = performance.now();
    for (let from = 0; from < N; from += BATCH) {
      const cols: [number[], string[], string[], string[]] = [[], [], [], []];
      const nodes: [number[], number[], string[]] = [[], [], []];
      for (let i = from; i < Math.min(N, from + BATCH); i++) {
        const entry = ledgerEntryJson(input(i));
        const leaf = sha(Uint8Array.of(0), Buffer.from(entry));
        cols[0].push(i);
        cols[1].push(entry);
        cols[2].push(toHex(leaf));
        cols[3].push(input(i).fileId);
        for (const [level, idx, hash] of tree.add(leaf)) {
          nodes[0].push(level);
          nodes[1].push(idx);
          nodes[2].push(hash);
        }
      }
      await bulk.query('insert into ledger_entries (index, entry, leaf_hash, file_id) select * from unnest($1::bigint[], $2::text[], $3::text[], $4::uuid[])', cols);
      await bulk.query('insert into ledger_nodes (level, idx, hash) select * from unnest($1::smallint[], $2::bigint[], $3::text[])', nodes);
    }
    await bulk.query('analyze ledger_entries; analyze ledger_nodes');
    await bulk.end();
    console.log(`  carga masiva: ${((performance.now() - started) / 1000).toFixed(1)} s`);

    started = performance.now();
    for (let i = N; i < N + APPENDS; i++) {
      await appendLedgerEntry(db, input(i));
      tree.add(sha(Uint8Array.of(0), Buffer.from(ledgerEntryJson(input(i)))));
    }
    const appendSeconds = (performance.now() - started) / 1000;
    console.log(`  agregar una por una: ${APPENDS} entradas en ${appendSeconds.toFixed(1)} s → ${(APPENDS / appendSeconds).toFixed(0)} entradas/s`);

    // Reads: 8 callers at once, no append lock; then one drain appends them in batches.
    const readTimes: number[] = [];
    const readInput = (i: number) => ({ ...input(N + APPENDS + i), action: 'READ' as const });
    started = performance.now();
    let next = 0;
    await Promise.all(
      Array.from({ length: READERS }, async () => {
        for (let i = next++; i < READS; i = next++) {
          const t0 = performance.now();
          await recordLedgerRead(db, readInput(i));
          readTimes.push(performance.now() - t0);
        }
      }),
    );
    const readSeconds = (performance.now() - started) / 1000;
    started = performance.now();
    let drained = 0;
    for (let moved = await drainLedgerPending(db); moved > 0; moved = await drainLedgerPending(db)) drained += moved;
    const drainSeconds = (performance.now() - started) / 1000;
    if (drained !== READS) throw new Error(`Se esperaban ${READS} lecturas indexadas y hubo ${drained}`);
    // The pending queue is drained in id order, which 8 concurrent callers do not fix: rebuild the reference from the stored order.
    const stored = await db.execute(sql`select entry from ledger_entries where index >= ${N + APPENDS} order by index`);
    for (const row of (stored as unknown as { rows: Array<{ entry: string }> }).rows) tree.add(sha(Uint8Array.of(0), Buffer.from(row.entry)));
    const sortedReads = readTimes.toSorted((a, b) => a - b);
    console.log(`  lecturas sin candado (${READERS} a la vez): ${READS} en ${readSeconds.toFixed(1)} s → ${(READS / readSeconds).toFixed(0)} lecturas/s · p50 ${ms(pct(sortedReads, 50))} · p95 ${ms(pct(sortedReads, 95))}`);
    console.log(`  indexar las lecturas en lotes: ${drained} en ${drainSeconds.toFixed(1)} s → ${(drained / drainSeconds).toFixed(0)} entradas/s`);

    const size = N + APPENDS + READS;
    const root = await ledgerRoot(db, size);
    if (toHex(root) !== toHex(tree.root())) throw new Error('La raíz guardada no coincide con la calculada en memoria');
    console.log('  raíz guardada = raíz calculada en memoria');

    const times = { inclusion: [] as number[], consistency: [] as number[] };
    for (let s = 0; s < SAMPLES; s++) {
      const index = random(size);
      let t0 = performance.now();
      const inclusion = await ledgerInclusionProof(db, index, size);
      times.inclusion.push(performance.now() - t0);
      const first = 1 + random(size);
      t0 = performance.now();
      const consistency = await ledgerConsistencyProof(db, first, size);
      times.consistency.push(performance.now() - t0);
      if (s < 20) {
        const bytes = (hex: string) => must(fromHex(hex), 'hash');
        const okI = await verifyInclusion(bytes(inclusion.leafHash), index, size, inclusion.auditPath.map(bytes), root);
        const okC = await verifyConsistency(first, size, bytes(consistency.firstRoot), root, consistency.proof.map(bytes));
        if (!okI || !okC) throw new Error(`Prueba inválida (índice ${index}, primero ${first})`);
      }
    }
    for (const [label, list] of Object.entries(times)) {
      const sorted = list.toSorted((a, b) => a - b);
      console.log(`  prueba de ${label === 'inclusion' ? 'inclusión' : 'consistencia'} con ${size.toLocaleString('es-MX')} entradas: p50 ${ms(pct(sorted, 50))} · p95 ${ms(pct(sorted, 95))} (objetivo p95 ≤ 20 ms)`);
    }
    const sizes = await db.execute(sql`select relname as name, round(pg_total_relation_size(oid) / 1048576.0, 1)::text as mb from pg_class where relname in ('ledger_entries', 'ledger_nodes') and relkind = 'r'`);
    console.log(`  espacio: ${(sizes as unknown as { rows: Array<{ name: string; mb: string }> }).rows.map((r) => `${r.name} ${r.mb} MB`).join(' · ')}`);
  } finally {
    await drop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
