import { performance } from 'node:perf_hooks';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs, mailOutbox, notifications, scheduledRuns } from '../../../src/server/db/schema';
import { createJobRunner } from '../../../src/server/jobs/job-runner';
import { JOB_TYPES } from '../../../src/server/jobs/job-types';
import { createDueReminders } from '../../../src/server/modules/compliance-summary/due-reminders.job';
import { dueRemindersRepository } from '../../../src/server/modules/compliance-summary/due-reminders.repository';
import { buildComplianceDocument, buildDocumentSet, buildService, linkCompanies } from '../../fixtures/compliance-factories';
import { buildCompany, buildUser } from '../../fixtures/factories';
import { createTestApp, type TestApp } from '../../fixtures/test-app';

const STAGES = [{ name: 'Cumplimiento', groups: [{ name: 'Mensuales', requirements: [{ name: 'Opinión IMSS', delivery: { kind: 'MONTHLY' as const, day: 17 } }] }] }];
// 14 de junio: mayo vence el 17 de junio (en 3 días); abril venció el 17 de mayo.
const DAY = '2026-06-14';

describe('recordatorio diario de documentos por vencer y vencidos', () => {
  let t: TestApp;
  const users: Record<string, string> = {};

  beforeAll(async () => {
    t = await createTestApp();
    const client = await buildCompany(t.db);
    const { set, requirementIds } = await buildDocumentSet(t.db, { stages: STAGES });
    const imss = requirementIds['Opinión IMSS'] ?? '';
    const provider = async (key: string, status: 'ACCEPTED' | 'PENDING', docs: [number, 'REVIEW' | 'ACCEPTED' | 'REJECTED'][]) => {
      const company = await buildCompany(t.db, { name: `Proveedor ${key} SA de CV` });
      await linkCompanies(t.db, client.id, company.id);
      users[key] = (await buildUser(t.db, { companyId: company.id, role: 'Lector' })).id;
      const service = await buildService(t.db, { clientId: client.id, providerId: company.id, setId: set.id, name: `Servicio ${key}`, startDate: '2026-04-01', status });
      for (const [month, docStatus] of docs) await buildComplianceDocument(t.db, { companyId: company.id, serviceId: service.id, requirementId: imss, year: 2026, month, status: docStatus });
    };
    await provider('porVencer', 'ACCEPTED', [[4, 'REVIEW']]);
    await provider('vencido', 'ACCEPTED', [[4, 'REJECTED'], [5, 'ACCEPTED']]);
    await provider('alCorriente', 'ACCEPTED', [[4, 'ACCEPTED'], [5, 'REVIEW']]);
    await provider('pendiente', 'PENDING', []);
  });
  afterAll(() => t.close());

  const noticesOf = (key: string) => t.db.select().from(notifications).where(eq(notifications.userId, users[key] ?? ''));

  it('avisa a quien tiene un documento por vencer en 3 días y a quien tiene uno vencido, una vez por día', async () => {
    expect(await t.ctx.dueReminders.run({ day: DAY })).toBe(2);
    const [soon] = await noticesOf('porVencer');
    expect(soon?.type).toBe('compliance.due');
    expect(soon?.text).toBe('Tiene pendientes: 1 documento vence en 3 días.');
    expect(soon?.subText).toBe('Servicio porVencer · Opinión IMSS (Mayo 2026): vence el 17-06-2026');
    const [late] = await noticesOf('vencido');
    expect(late?.text).toBe('Tiene pendientes: 1 documento está vencido.');
    expect(late?.subText).toBe('Servicio vencido · Opinión IMSS (Abril 2026): venció el 17-05-2026');
  });

  it('no avisa a quien entregó ni a los servicios no aceptados', async () => {
    expect(await noticesOf('alCorriente')).toHaveLength(0);
    expect(await noticesOf('pendiente')).toHaveLength(0);
  });

  it('envía un solo correo por persona con la lista', async () => {
    const mails = await t.db.select().from(mailOutbox).where(eq(mailOutbox.subject, 'Documentos por entregar en Avala'));
    expect(mails).toHaveLength(2);
    expect(mails.map((m) => m.text).join('\n')).toContain('- Servicio vencido · Opinión IMSS (Abril 2026): venció el 17-05-2026');
  });

  it('una segunda ejecución del mismo día no repite avisos ni correos', async () => {
    expect(await t.ctx.dueReminders.run({ day: DAY })).toBeNull();
    expect(await noticesOf('porVencer')).toHaveLength(1);
    expect(await noticesOf('vencido')).toHaveLength(1);
    expect(await t.db.select().from(mailOutbox).where(eq(mailOutbox.subject, 'Documentos por entregar en Avala'))).toHaveLength(2);
  });

  it('el programador encola el trabajo una sola vez por día', async () => {
    expect(await t.ctx.dueReminders.scheduleToday()).toBe(true);
    expect(await t.ctx.dueReminders.scheduleToday()).toBe(false);
    const queued = await t.db.select().from(jobs).where(inArray(jobs.type, [JOB_TYPES.complianceDueReminders]));
    expect(queued).toHaveLength(1);
  });

  const owingCounts = async () => [(await noticesOf('porVencer')).length, (await noticesOf('vencido')).length];
  // Each case below frees the day's run so it tells the same two companies again.
  const freeTheDay = () => t.db.delete(scheduledRuns).where(and(eq(scheduledRuns.name, JOB_TYPES.complianceDueReminders), eq(scheduledRuns.day, DAY)));
  // With its own job runner: the app's already has this type's handler.
  const paced = (notices = t.ctx.notifications) => createDueReminders({ db: t.db, notifications: notices, jobs: createJobRunner({ db: t.db }), batchSize: 1, pauseMs: 40 });

  it('en lotes de un servicio con pausa entre lotes avisa a las mismas empresas que en un solo lote', async () => {
    const services = await dueRemindersRepository(t.db).activeServices(DAY, null, 100);
    expect(services.length).toBeGreaterThanOrEqual(3);
    await freeTheDay();
    const started = performance.now();
    expect(await paced().run({ day: DAY })).toBe(2);
    const elapsed = performance.now() - started;
    expect(await owingCounts()).toEqual([2, 2]);
    expect(await noticesOf('alCorriente')).toHaveLength(0);
    expect(elapsed).toBeGreaterThanOrEqual((services.length - 1) * 40);
  });

  it('si una ejecución se cae a la mitad, la siguiente sigue donde quedó sin repetir ni omitir a nadie', async () => {
    await freeTheDay();
    let tells = 0;
    const failingSecond = {
      ...t.ctx.notifications,
      notifyAudience: (...args: Parameters<typeof t.ctx.notifications.notifyAudience>) => {
        tells += 1;
        return tells === 2 ? Promise.reject(new Error('conexión perdida')) : t.ctx.notifications.notifyAudience(...args);
      },
    };
    await expect(paced(failingSecond).run({ day: DAY })).rejects.toThrow('conexión perdida');
    expect((await owingCounts()).toSorted()).toEqual([2, 3]);
    expect(await paced().run({ day: DAY })).toBe(1);
    expect(await owingCounts()).toEqual([3, 3]);
    const [run] = await t.db.select().from(scheduledRuns).where(and(eq(scheduledRuns.name, JOB_TYPES.complianceDueReminders), eq(scheduledRuns.day, DAY)));
    expect(run?.done).toBe(true);
    expect(await paced().run({ day: DAY })).toBeNull();
  });

  it('dos ejecuciones a la vez avisan una sola vez a cada empresa', async () => {
    await freeTheDay();
    const told = await Promise.all([paced().run({ day: DAY }), paced().run({ day: DAY })]);
    expect((told[0] ?? 0) + (told[1] ?? 0)).toBe(2);
    expect(await owingCounts()).toEqual([4, 4]);
  });
});
