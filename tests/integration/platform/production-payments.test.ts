import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies } from '../../../src/server/db/schema';
import { MENSAJES_PAGO } from '../../../src/shared/labels/messages';
import { buildCompany, buildUser } from '../../fixtures/factories';
import { json, signIn } from '../../fixtures/http';
import { createTestApp, type TestApp } from '../../fixtures/test-app';

const CARD = { holder_name: 'Rosa Garza', card_number: '4242424242424242', expiration_month: '12', expiration_year: '30', cvv2: '123' };

async function freeAdmin(t: TestApp) {
  const company = await buildCompany(t.db, { status: 'FREE' });
  const user = await buildUser(t.db, { companyId: company.id, role: 'Administrador' });
  return { company, auth: { authorization: `Bearer ${(await signIn(t.app, user.email)).accessToken}` } };
}

async function planProducts(t: TestApp): Promise<[string, string]> {
  const list = json(await t.app.inject({ method: 'GET', url: '/api/v1/products/all' })).respuesta as { _id: string; name: string }[];
  const id = (name: string) => list.find((p) => p.name === name)?._id ?? '';
  return [id('100_empleados'), id('20_gb')];
}

describe('pagos en producción sin PAYMENTS_PROVIDER', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { NODE_ENV: 'production' } });
  });
  afterAll(() => t.close());

  it('la configuración pública dice que los pagos no están disponibles', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/payments/config' });
    expect(response.statusCode).toBe(200);
    expect(json(response).respuesta).toEqual({ enabled: false, provider: null });
  });

  it('el tokenizador de tarjetas del sandbox no existe', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/sandbox-pay/v1/tokens', payload: CARD });
    expect(response.statusCode).toBe(404);
  });

  it('rechaza la compra de un plan con 503 "los pagos no están configurados" y la empresa sigue en FREE', async () => {
    const { company, auth } = await freeAdmin(t);
    const order = await t.app.inject({ method: 'POST', url: '/api/v1/bpm/pay/subscription', headers: auth, payload: { companyId: company.id, companyRfc: company.rfc, products: await planProducts(t) } });
    expect(order.statusCode).toBe(503);
    expect(json(order)).toMatchObject({ codigo: 503, respuesta: null, mensaje: MENSAJES_PAGO.pagosNoConfigurados });

    const pay = await t.app.inject({ method: 'POST', url: '/api/v1/subscriptions/pay', headers: auth, payload: { token_id: 'tok_0123456789abcdef', instanceProcessId: company.id } });
    expect(pay.statusCode).toBe(503);
    expect(json(pay).mensaje).toBe(MENSAJES_PAGO.pagosNoConfigurados);
    const [row] = await t.db.select({ status: companies.status }).from(companies).where(eq(companies.id, company.id));
    expect(row?.status).toBe('FREE');
  });
});

describe('pagos en producción con PAYMENTS_PROVIDER=sandbox', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { NODE_ENV: 'production', PAYMENTS_PROVIDER: 'sandbox' } });
  });
  afterAll(() => t.close());

  it('el sandbox elegido explícitamente tokeniza y cobra el plan', async () => {
    expect(json(await t.app.inject({ method: 'GET', url: '/api/v1/payments/config' })).respuesta).toEqual({ enabled: true, provider: 'sandbox' });
    const { company, auth } = await freeAdmin(t);
    const order = await t.app.inject({ method: 'POST', url: '/api/v1/bpm/pay/subscription', headers: auth, payload: { companyId: company.id, companyRfc: company.rfc, products: await planProducts(t) } });
    expect(order.statusCode).toBe(200);
    const token = await t.app.inject({ method: 'POST', url: '/sandbox-pay/v1/tokens', payload: CARD });
    expect(token.statusCode).toBe(200);
    const paid = await t.app.inject({ method: 'POST', url: '/api/v1/subscriptions/pay', headers: auth, payload: { token_id: token.json().id, instanceProcessId: json(order).respuesta.id } });
    expect(paid.statusCode).toBe(200);
    expect(json(paid).respuesta.status).toBe('PAID');
  });
});
