import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count } from 'drizzle-orm';
import { companies, users } from '../../../src/server/db/schema';
import { DEMO_COMPANIES, DEMO_PASSWORD, DEMO_USERS } from '../../../src/server/seed/demo-data';
import { seedDemoIfEmpty } from '../../../src/server/seed/seed';
import { hasValidCurpCheckDigit } from '../../../src/shared/mx/curp';
import { hasValidRfcCheckDigit, isRfcFormat } from '../../../src/shared/mx/rfc';
import { json, login, me } from '../../fixtures/http';
import { createTestApp, type TestApp } from '../../fixtures/test-app';

describe('datos de demostración', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('se cargan en una base vacía y un segundo arranque no los duplica', async () => {
    expect(await seedDemoIfEmpty(t.db, t.ctx.blobs)).toBe(true);
    expect(await seedDemoIfEmpty(t.db, t.ctx.blobs)).toBe(false);
    const [userCount] = await t.db.select({ value: count() }).from(users);
    const [companyCount] = await t.db.select({ value: count() }).from(companies);
    // + the platform operator (operador@avala.demo), who belongs to no company.
    expect(userCount?.value).toBe(DEMO_USERS.length + 1);
    expect(companyCount?.value).toBe(DEMO_COMPANIES.length);
  });

  it('usan RFC y CURP válidos', () => {
    const invalidRfcs = DEMO_COMPANIES.map((c) => c.rfc).filter((rfc) => !isRfcFormat(rfc) || !hasValidRfcCheckDigit(rfc));
    const invalidCurps = DEMO_COMPANIES.map((c) => c.representative.curp).filter((curp) => !hasValidCurpCheckDigit(curp));
    expect(invalidRfcs).toEqual([]);
    expect(invalidCurps).toEqual([]);
  });

  it.each(DEMO_USERS.map((u) => [u.email, u]))('%s inicia sesión con la contraseña de demostración', async (_email, demo) => {
    const response = await login(t.app, demo.email, DEMO_PASSWORD);
    expect(response.statusCode).toBe(200);
    const user = json(await me(t.app, json(response).respuesta.accessToken)).respuesta;
    expect(user.roleNames).toEqual([demo.role]);
    expect(user.updatedPassword).toBe(demo.updatedPassword);
    expect(user.mainCompany.name).toBe(DEMO_COMPANIES.find((c) => c.key === demo.company)?.name);
  });

  it('el cliente demo tiene servicios ofrecidos y un libro de gerentes regionales legible por su proveedor de generadores', async () => {
    const token = json(await login(t.app, 'campo@proveedor.demo', DEMO_PASSWORD)).respuesta.accessToken;
    const corporativo = json(await me(t.app, json(await login(t.app, 'admin@corporativo.demo', DEMO_PASSWORD)).respuesta.accessToken)).respuesta.mainCompany.id;
    const auth = { authorization: `Bearer ${token}` };
    const services = json(await t.app.inject({ method: 'GET', url: `/api/v1/serviceOffered/idCompany/${corporativo}`, headers: auth })).respuesta;
    expect(services.map((s: { description: string }) => s.description)).toContain('Instalación de fibra óptica');
    const managers = json(await t.app.inject({ method: 'GET', url: `/api/v1/regionManager/idCompany/${corporativo}`, headers: auth })).respuesta;
    expect(managers.managerInfoList).toHaveLength(5);
    expect(managers.managerInfoList[0]).toMatchObject({ name: 'Ana Ruiz Castañeda', region: 'Occidente', emailManager: 'hector.salinas@corporativo.demo' });
    const byFile = json(await t.app.inject({ method: 'GET', url: `/api/v1/regionManager/fileToJson/${managers.fileId}`, headers: auth })).respuesta;
    expect(byFile.managerInfoList).toEqual(managers.managerInfoList);
  });

  it('el supervisor de campo pertenece a un proveedor invitado con generadores', async () => {
    const response = await login(t.app, 'campo@proveedor.demo', DEMO_PASSWORD);
    const user = json(await me(t.app, json(response).respuesta.accessToken)).respuesta;
    expect(user.mainCompany).toMatchObject({ generadores: true, invited: true, invitedAs: 'provider', additionalProducts: ['GENERADORES'] });
  });
});
