import cluster from 'node:cluster';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { apiDocsServed, buildApp } from './app';
import type { FastifyBaseLogger } from 'fastify';
import { type AppContext, createContext } from './context';
import { openDatabase } from './db/client';
import { loadEnv, type Env } from './env';
import { checkMailConfig } from './mail/mail-config';
import { DEMO_PASSWORD, DEMO_USERS } from './seed/demo-data';
import { purgeIdempotencyKeys } from './plugins/idempotency';
import { MENSAJES_ARRANQUE } from '../shared/labels/messages';
import { bootstrapDatabase, type BootstrapOutcome } from './seed/seed';
import { startCheckpointSchedule } from './ledger/checkpoints';
import { ledgerKeyOptions } from './ledger/ledger-key';
import { DEMO_OPERATOR, ensurePlatformOperator, operatorSettings } from './seed/platform-operator';

// AVALA_WEB_DIR lets a test run serve a build made elsewhere (e.g. `vite build --outDir /tmp/x`).
const WEB_DIR = process.env.AVALA_WEB_DIR || fileURLToPath(new URL('../../dist', import.meta.url));

function banner(env: Env, dbKind: string, loaded: BootstrapOutcome) {
  const url = `http://localhost:${env.PORT}`;
  const width = Math.max(...DEMO_USERS.map((u) => u.email.length));
  const lines = [
    '',
    `  Avala está listo en ${url}`,
    `  Base de datos: ${dbKind === 'postgres' ? 'PostgreSQL' : `PGlite (${join(env.dataDir, 'db')})`}${loaded === 'demo' ? ' · datos de demostración cargados' : ''}`,
  ];
  const links = [apiDocsServed(env) ? `API: ${url}/api/docs` : '', env.NODE_ENV !== 'production' && !env.SMTP_URL ? `Correo de desarrollo: ${url}/dev/correo` : ''].filter(Boolean);
  if (links.length > 0) lines.push(`  ${links.join(' · ')}`);
  lines.push('');
  // Production never prints logins: the demo accounts do not exist there and the admin chose their own password.
  if (env.NODE_ENV === 'production') {
    if (loaded === 'first-admin' && env.ADMIN_EMAIL) lines.push(`  ${MENSAJES_ARRANQUE.administradorCreado(env.ADMIN_EMAIL.trim().toLowerCase())}`, '');
  } else {
    lines.push(`  Accesos de demostración (contraseña: ${DEMO_PASSWORD})`, ...DEMO_USERS.map((u) => `    ${u.email.padEnd(width)}  ${u.purpose}`), `    ${DEMO_OPERATOR.email.padEnd(width)}  ${DEMO_OPERATOR.purpose}`, '');
  }
  console.log(lines.join('\n'));
}

/** Migrations, the context, the demo seed or first administrator and the platform operator: everything before serving. */
async function prepare(env: Env) {
  checkMailConfig(env);
  mkdirSync(env.dataDir, { recursive: true });
  const database = await openDatabase({ url: env.DATABASE_URL, pgliteDir: join(env.dataDir, 'db') });
  await database.migrate();
  const ctx = await createContext(env, database, { onError: (error) => console.error(error) });
  let loaded: BootstrapOutcome;
  try {
    loaded = await bootstrapDatabase(database.db, ctx.blobs, env);
  } catch (error) {
    await database.close();
    throw error;
  }
  const operator = operatorSettings(env);
  if (operator) await ensurePlatformOperator(database.db, operator).catch(async (error: unknown) => {
    await database.close();
    throw error;
  });
  return { database, ctx, loaded };
}

/** The daily jobs' hourly checks (see DAILY_SCHEDULE). */
function startDailySchedules(ctx: AppContext, log: FastifyBaseLogger) {
  // Daily jobs: each checked 1–2 minutes after start (never in the start-up path), then hourly.
  // The due-documents reminder: queued once per day (claimed in scheduled_runs).
  ctx.dueReminders.startSchedule((error) => log.error({ err: error }, 'recordatorios de entregas'));
  // ICSOE/SISUB reminders 10 days before each four-monthly due date: once per period.
  ctx.filingReminders.startSchedule((error) => log.error({ err: error }, 'recordatorios de declaraciones cuatrimestrales'));
  // Blobs without a row and .tmp files left by crashes: swept once per day.
  ctx.orphanBlobSweep.startSchedule((error) => log.error({ err: error }, 'limpieza de archivos huérfanos'));
  // The SAT lists of SAT_69B_URL / SAT_69_URLS: downloaded once per day.
  ctx.satImportJob.startSchedule((error) => log.error({ err: error }, 'importación diaria de listas del SAT'));
}

export async function startServer(env: Env = loadEnv(), options: { banner?: boolean } = {}) {
  const { database, ctx, loaded } = await prepare(env);
  const app = await buildApp(ctx, { webDir: WEB_DIR });
  ctx.jobs.start(env.JOBS_POLL_INTERVAL_MS);
  if (env.DAILY_SCHEDULE) startDailySchedules(ctx, app.log);
  // Payroll CFDIs stored before the current checks: recomputed by a paced job.
  void ctx.payrollRecompute.enqueueIfStale().catch((error: unknown) => app.log.error({ err: error }, 'recálculo de CFDI de nómina'));
  // Signs a new ledger checkpoint when entries were added, at most every 5 s.
  startCheckpointSchedule(database.db, ledgerKeyOptions(env), (error) => app.log.error({ err: error }, 'punto de control del registro'));
  // PGlite has no autovacuum: the server vacuums and analyzes its tables itself, from 30–60 s after start.
  const stopMaintenance = database.startMaintenance?.((error) => app.log.error({ err: error }, 'mantenimiento de PGlite'));
  const purge = () => purgeIdempotencyKeys(database.db).catch((error: unknown) => app.log.error({ err: error }, 'purga de claves de idempotencia'));
  setInterval(purge, 6 * 3_600_000).unref();

  let closing = false;
  const shutdown = async () => {
    if (closing) return;
    closing = true;
    await app.close();
    await ctx.jobs.stop();
    await stopMaintenance?.();
    await ctx.mail.stop();
    await database.close();
    process.exit(0);
  };
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);

  await app.listen({ port: env.PORT, host: env.HOST });
  if (options.banner !== false) banner(env, database.kind, loaded);
  return app;
}

/**
 * WEB_CONCURRENCY processes on one port (PostgreSQL only). The primary prepares the database once
 * (migrations, seed, the generated secrets the workers then read), so workers never race on them,
 * then forks the workers and replaces one that dies. Everything shared lives in the database (jobs
 * and daily runs are leased, rate limits in the database or Redis, the outbox); in-process caches
 * (the risk boards) check the database's change marks on every read.
 */
async function startCluster(env: Env) {
  const { database, ctx, loaded } = await prepare(env);
  await ctx.mail.stop();
  await database.close();
  let stopping = false;
  let listening = 0;
  cluster.on('listening', () => {
    listening += 1;
    if (listening === env.WEB_CONCURRENCY) banner(env, database.kind, loaded);
  });
  cluster.on('exit', (worker, code, signal) => {
    if (stopping) {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0);
      return;
    }
    console.error(MENSAJES_ARRANQUE.procesoReiniciado(worker.process.pid ?? 0, signal ?? String(code)));
    // A second later, so a worker that cannot start (the database down) is not restarted in a tight loop.
    setTimeout(() => {
      if (!stopping) cluster.fork();
    }, 1_000);
  });
  const stop = () => {
    if (stopping) return;
    stopping = true;
    const workers = Object.values(cluster.workers ?? {});
    if (workers.length === 0) process.exit(0);
    for (const worker of workers) worker?.process.kill('SIGTERM');
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
  for (let i = 0; i < env.WEB_CONCURRENCY; i++) cluster.fork();
}

function start() {
  const env = loadEnv();
  if (env.WEB_CONCURRENCY > 1 && env.DATABASE_URL && cluster.isPrimary) return startCluster(env);
  return startServer(env, { banner: cluster.isPrimary }).then(() => undefined);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  start().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
