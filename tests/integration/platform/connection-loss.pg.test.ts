import { and, eq, inArray, sql } from 'drizzle-orm';
import { Client } from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, companies, servicesOffered } from '../../../src/server/db/schema';
import { ERRORS, RETRY_AFTER_SECONDS } from '../../../src/shared/contracts/errors';
import { buildCompany, buildUser } from '../../fixtures/factories';
import { json, signIn } from '../../fixtures/http';
import { createTestApp, type TestApp } from '../../fixtures/test-app';

const RETRYABLE = { codigo: 503, respuesta: null, mensaje: ERRORS.TEMPORARILY_UNAVAILABLE.mensaje, error: 'TEMPORARILY_UNAVAILABLE' };

async function until<T>(probe: () => Promise<T>, done: (value: T) => boolean, what: string): Promise<T> {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const value = await probe();
    if (done(value)) return value;
    if (Date.now() > deadline) throw new Error(`No ocurrió a tiempo: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

// pg_terminate_backend and a database closed to new connections exist only on a PostgreSQL server,
// so this file (*.pg.test.ts) runs only in `npm run test:pg`.
describe('conexiones con PostgreSQL perdidas', () => {
  let t: TestApp;
  let admin: Client;
  let dbName: string;
  let token: string;
  let groupId: string;

  beforeAll(async () => {
    if (!process.env.TEST_DATABASE_URL) throw new Error('Esta prueba necesita PostgreSQL: npm run test:pg');
    t = await createTestApp();
    dbName = new URL(t.databaseUrl ?? '').pathname.slice(1);
    admin = new Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
    groupId = (await buildCompany(t.db, { name: 'Grupo Conexiones SA de CV', isGroup: true, status: 'CORPORATIVO' })).id;
    token = (await signIn(t.app, (await buildUser(t.db, { companyId: groupId, role: 'Administrador' })).email)).accessToken;
  });
  afterAll(async () => {
    await admin?.query(`ALTER DATABASE ${dbName} ALLOW_CONNECTIONS true`).catch(() => {});
    await admin?.end();
    await t?.close();
  });

  /** Terminates every connection the app holds on its database, busy or idle. */
  const terminateAll = () => admin.query('SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()', [dbName]);
  const health = () => t.app.inject({ method: 'GET', url: '/api/health' });
  const archive = (companyId: string) => t.app.inject({ method: 'PATCH', url: `/api/v1/companies/${companyId}/archived/true`, headers: { authorization: `Bearer ${token}` } });

  it('una conexión terminada dentro de una transacción en curso no tumba el proceso: la transacción falla y se revierte', async () => {
    const company = await buildCompany(t.db, { name: 'Transacción Cortada SA de CV', parentGroupId: groupId });
    const outcome = await t.db
      .transaction(async (tx) => {
        await tx.update(companies).set({ archived: true }).where(eq(companies.id, company.id));
        const [row] = ((await tx.execute(sql`select pg_backend_pid() as pid`)) as unknown as { rows: { pid: number }[] }).rows;
        // The connection is checked out and idle between two queries when it is terminated: its
        // 'error' event, unheard, used to end the process.
        await admin.query('SELECT pg_terminate_backend($1)', [row?.pid]);
        await until(async () => (await admin.query<{ n: number }>('SELECT count(*)::int AS n FROM pg_stat_activity WHERE pid = $1', [row?.pid])).rows[0]?.n, (n) => n === 0, 'la conexión terminada desaparece');
        await tx.execute(sql`select 1`);
        return 'confirmada';
      })
      .catch((error: unknown) => error);
    expect(outcome).toBeInstanceOf(Error);
    const [row] = await t.db.select({ archived: companies.archived }).from(companies).where(eq(companies.id, company.id));
    expect(row?.archived).toBe(false);
  });

  it('escrituras concurrentes con sus conexiones terminadas: cada una se confirma entera o responde el sobre 503 reintentable', async () => {
    const targets = await Promise.all(Array.from({ length: 24 }, (_, n) => buildCompany(t.db, { name: `Concurrente ${n} SA de CV`, parentGroupId: groupId })));
    const answers = targets.map((company) => archive(company.id));
    await terminateAll();
    await terminateAll();
    const responses = await Promise.all(answers);

    const failed = responses.filter((response) => response.statusCode !== 200);
    expect(failed.map((r) => ({ status: r.statusCode, body: json(r), retryAfter: r.headers['retry-after'] }))).toEqual(
      failed.map(() => ({ status: 503, body: RETRYABLE, retryAfter: String(RETRY_AFTER_SECONDS) })),
    );
    // Nothing half-written: a company is archived exactly when its audit line exists.
    const ids = targets.map((c) => c.id);
    const rows = await t.db.select({ id: companies.id, archived: companies.archived }).from(companies).where(inArray(companies.id, ids));
    const audited = new Set((await t.db.select({ id: auditLog.entityId }).from(auditLog).where(and(eq(auditLog.action, 'company.archived'), inArray(auditLog.entityId, ids)))).map((a) => a.id));
    expect(rows.filter((row) => row.archived !== audited.has(row.id))).toEqual([]);
    const archivedWhenAnswered200 = responses.flatMap((response, n) => (response.statusCode === 200 ? [rows.find((r) => r.id === targets[n]?.id)?.archived] : []));
    expect(archivedWhenAnswered200.every((archived) => archived === true)).toBe(true);
  });

  it('una escritura idempotente cuya conexión muere a media transacción responde el sobre reintentable aunque la base siga ausente al responder', async () => {
    const company = await buildCompany(t.db, { name: 'Idempotente Cortada SA de CV', parentGroupId: groupId });
    const companyAdmin = (await signIn(t.app, (await buildUser(t.db, { companyId: company.id, role: 'Administrador' })).email)).accessToken;
    // A second session on the app's database holds the table, so the write waits mid-transaction,
    // after its Idempotency-Key was reserved.
    const blocker = new Client({ connectionString: t.databaseUrl });
    await blocker.connect();
    const blockerPid = (await blocker.query<{ pid: number }>('SELECT pg_backend_pid() AS pid')).rows[0]?.pid;
    await blocker.query('BEGIN');
    await blocker.query('LOCK TABLE services_offered IN ACCESS EXCLUSIVE MODE');
    try {
      const answer = t.app.inject({
        method: 'PATCH',
        url: `/api/v1/serviceOffered/idCompany/${company.id}`,
        headers: { authorization: `Bearer ${companyAdmin}`, 'idempotency-key': 'corte-a-media-escritura-1' },
        payload: { descriptions: ['Limpieza'] },
      });
      await until(
        async () => (await admin.query<{ n: number }>("SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1 AND wait_event_type = 'Lock'", [dbName])).rows[0]?.n,
        (n) => n === 1,
        'la escritura espera el bloqueo',
      );
      await admin.query(`ALTER DATABASE ${dbName} ALLOW_CONNECTIONS false`);
      await admin.query('SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND pid NOT IN (pg_backend_pid(), $2)', [dbName, blockerPid]);
      const response = await answer;
      expect({ status: response.statusCode, body: json(response), retryAfter: response.headers['retry-after'] }).toEqual({ status: 503, body: RETRYABLE, retryAfter: String(RETRY_AFTER_SECONDS) });
    } finally {
      await blocker.query('ROLLBACK');
      await blocker.end();
      await admin.query(`ALTER DATABASE ${dbName} ALLOW_CONNECTIONS true`);
    }
    await until(health, (r) => r.statusCode === 200, 'salud vuelve a 200');
    expect(await t.db.select().from(servicesOffered).where(eq(servicesOffered.companyId, company.id))).toEqual([]);
  });

  it('con la base ausente, salud responde 503 y las escrituras el sobre reintentable; al volver, sana sola', async () => {
    const company = await buildCompany(t.db, { name: 'Base Ausente SA de CV', parentGroupId: groupId });
    await admin.query(`ALTER DATABASE ${dbName} ALLOW_CONNECTIONS false`);
    await terminateAll();

    const down = await until(health, (r) => r.statusCode === 503, 'salud responde 503');
    expect(json(down)).toEqual(RETRYABLE);
    expect(down.headers['retry-after']).toBe(String(RETRY_AFTER_SECONDS));
    const write = await archive(company.id);
    expect(write.statusCode).toBe(503);
    expect(json(write)).toEqual(RETRYABLE);

    await admin.query(`ALTER DATABASE ${dbName} ALLOW_CONNECTIONS true`);
    const up = await until(health, (r) => r.statusCode === 200, 'salud vuelve a 200');
    expect(json(up)).toMatchObject({ status: 'ok', db: 'postgres' });
    expect((await archive(company.id)).statusCode).toBe(200);
  });
});
