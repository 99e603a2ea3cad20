import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies, serviceContracts, services } from '../../../src/server/db/schema';
import { DEMO_ANNEX_NAME, DEMO_CONTRACT_TITLE } from '../../../src/server/seed/demo-contract';
import { DEMO_PASSWORD } from '../../../src/server/seed/demo-data';
import { seedDemoIfEmpty } from '../../../src/server/seed/seed';
import { mexicoCityToday } from '../../../src/shared/domain/service-rules';
import { json, signIn } from '../../fixtures/http';
import { createTestApp, type TestApp } from '../../fixtures/test-app';
import { bearer, folderView, history } from '../vault/vault-setup';

describe('contrato de demostración del servicio de limpieza', () => {
  let t: TestApp;
  let serviceId: string;
  let providerId: string;
  let provider: string;
  let client: string;

  beforeAll(async () => {
    t = await createTestApp();
    if (!(await seedDemoIfEmpty(t.db, t.ctx.blobs))) throw new Error('la base no estaba vacía');
    const [limpieza] = await t.db.select({ id: companies.id }).from(companies).where(eq(companies.rfc, 'LIT150618M43'));
    providerId = limpieza?.id ?? '';
    const [service] = await t.db.select({ id: services.id }).from(services).where(eq(services.providerCompanyId, providerId));
    serviceId = service?.id ?? '';
    [provider, client] = (await Promise.all([signIn(t.app, 'admin@limpieza.demo', DEMO_PASSWORD), signIn(t.app, 'admin@corporativo.demo', DEMO_PASSWORD)])).map((s) => s.accessToken) as [string, string];
  }, 180_000);
  afterAll(() => t.close());

  const contractView = (token: string) => t.app.inject({ url: `/api/v1/services/${serviceId}/contracts`, headers: bearer(token) });

  it('el contrato está aceptado, vigente hoy, en MXN, quincenal, con 25 empleados; su anexo espera revisión del cliente', async () => {
    const view = json(await contractView(client)).respuesta;
    expect(view).toMatchObject({ generators: false, canValidate: true, canUpload: false });
    const contract = view.contract;
    expect(contract).toMatchObject({ name: DEMO_CONTRACT_TITLE, currency: 'MXN', amount: 1860000, cfdiFrequency: '04', employees: 25, paymentStartDay: 15, validationStatus: { status: 'ACCEPTED' } });
    const today = mexicoCityToday(new Date());
    expect(contract.beginDate <= today && today <= contract.expirationDate).toBe(true);
    expect(contract.appendixs).toEqual([expect.objectContaining({ name: DEMO_ANNEX_NAME, validationStatus: expect.objectContaining({ status: 'REVIEW' }) })]);
    const file = await t.app.inject({ url: `/api/v1/services/${serviceId}/contracts/files/${contract.fileId}`, headers: bearer(client) });
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  });

  it('contrato y anexo están en Contratos/{servicio} de la bóveda del proveedor, con su historial en el ledger', async () => {
    const { contract } = json(await contractView(provider)).respuesta;
    const filed = json(await folderView(t, provider, providerId, contract.folderId)).respuesta;
    expect(filed.documents.map((d: { fileId: string }) => d.fileId).toSorted()).toEqual([contract.fileId, contract.appendixs[0].fileId].toSorted());
    // The first test's read of the PDF comes after (READ).
    expect(json(await history(t, provider, contract.fileId)).respuesta.map((e: { action: string }) => e.action).slice(0, 2)).toEqual(['CREATE', 'VALIDATE']);
    expect(json(await history(t, provider, contract.appendixs[0].fileId)).respuesta.map((e: { action: string }) => e.action)).toEqual(['CREATE']);
    const rows = await t.db.select({ id: serviceContracts.id }).from(serviceContracts);
    expect(rows).toHaveLength(1);
  });

  it('los avisos del contrato quedan leídos: la campana de la demostración no cambia', async () => {
    const notices = async (token: string, read: boolean) => JSON.stringify(json(await t.app.inject({ url: `/api/v1/notifications/?read=${String(read)}`, headers: bearer(token) })).respuesta);
    expect(await notices(client, false)).not.toContain('contrato');
    expect(await notices(client, true)).toContain('cargó el contrato del servicio para su revisión.');
    expect(await notices(client, true)).toContain(`cargó el anexo «${DEMO_ANNEX_NAME}» del contrato para su revisión.`);
    expect(await notices(provider, false)).not.toContain('contrato');
    expect(await notices(provider, true)).toContain('aceptó el contrato del servicio.');
  });
});
