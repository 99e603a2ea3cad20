import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { filingAcknowledgements, files, notifications, scheduledRuns } from '../../../src/server/db/schema';
import { createJobRunner } from '../../../src/server/jobs/job-runner';
import { JOB_TYPES } from '../../../src/server/jobs/job-types';
import { createFilingReminders } from '../../../src/server/modules/filings/filing-reminders.job';
import { buildDocumentSet, buildService, linkCompanies } from '../../fixtures/compliance-factories';
import { buildCompany, buildUser } from '../../fixtures/factories';
import { createTestApp, type TestApp } from '../../fixtures/test-app';

// 7 de mayo de 2026: abre el recordatorio del periodo enero–abril 2026 (vence el 17 de mayo).
const DAY = '2026-05-07';
const DUE = '2026-05-17';

describe('recordatorio de declaraciones cuatrimestrales en lotes con pausa', () => {
  let t: TestApp;
  const expected: string[] = [];
  let twoClients: { provider: string; admin: string; firstClient: string };

  beforeAll(async () => {
    t = await createTestApp();
    const { set } = await buildDocumentSet(t.db);
    const [c1, c2] = [await buildCompany(t.db), await buildCompany(t.db)] as const;
    const provider = async (options: { status?: 'ACCEPTED' | 'PENDING'; endDate?: string; clients?: string[]; filed?: ('ICSOE' | 'SISUB')[] } = {}) => {
      const company = await buildCompany(t.db);
      const admin = await buildUser(t.db, { companyId: company.id, role: 'Administrador' });
      for (const clientId of options.clients ?? [c1.id]) {
        await linkCompanies(t.db, clientId, company.id);
        await buildService(t.db, { clientId, providerId: company.id, setId: set.id, startDate: '2025-06-01', endDate: options.endDate ?? null, status: options.status ?? 'ACCEPTED' });
      }
      for (const kind of options.filed ?? []) {
        const [file] = await t.db.insert(files).values({ companyId: company.id, kind: 'filing-acknowledgement', name: 'acuse.pdf', mime: 'application/pdf', ext: 'pdf', size: 1, sha256: randomUUID() }).returning();
        if (!file) throw new Error('acuse');
        await t.db.insert(filingAcknowledgements).values({ providerId: company.id, year: 2026, period: 1, kind, fileId: file.id });
      }
      return { id: company.id, admin: admin.id };
    };
    const two = await provider({ clients: [c1.id, c2.id] });
    twoClients = { provider: two.id, admin: two.admin, firstClient: [c1.id, c2.id].toSorted()[0] ?? '' };
    expected.push(two.id, (await provider()).id, (await provider()).id, (await provider({ filed: ['ICSOE'] })).id);
    await provider({ filed: ['ICSOE', 'SISUB'] });
    await provider({ endDate: '2025-12-31' });
    await provider({ status: 'PENDING' });
  });
  afterAll(() => t.close());

  it('en lotes de un proveedor con pausa avisa a los mismos proveedores que en un solo lote, y una vez por periodo', async () => {
    // Con su propio ejecutor de trabajos: el de la app ya tiene el manejador de este tipo.
    const paced = createFilingReminders({ db: t.db, notifications: t.ctx.notifications, jobs: createJobRunner({ db: t.db }), batchSize: 1, pauseMs: 20 });
    const started = performance.now();
    const told = await paced.run({ day: DAY });
    const elapsed = performance.now() - started;
    expect(told?.toSorted()).toEqual(expected.toSorted());
    // Cinco proveedores con servicio en el periodo (uno con todo presentado): al menos cuatro pausas.
    expect(elapsed).toBeGreaterThanOrEqual(4 * 20);
    expect(await paced.run({ day: DAY })).toBeNull();

    // La misma lectura de un solo lote, con el periodo liberado.
    await t.db.delete(scheduledRuns).where(and(eq(scheduledRuns.name, JOB_TYPES.filingReminders), eq(scheduledRuns.day, DUE)));
    expect((await t.ctx.filingReminders.run({ day: DAY }))?.toSorted()).toEqual(expected.toSorted());
  });

  it('el aviso de un proveedor con dos clientes abre MIS REPORTES del primero', async () => {
    const told = await t.db.select().from(notifications).where(and(eq(notifications.userId, twoClients.admin), eq(notifications.type, 'filings.due')));
    expect(told).toHaveLength(2);
    for (const notice of told) expect((notice.action as { path?: string } | null)?.path).toBe(`/dashboard/reportes/${twoClients.firstClient}`);
  });
});
