import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies } from '../../../src/server/db/schema';
import { MENSAJES_PAGO } from '../../../src/shared/labels/messages';
import { buildCompany, buildUser } from '../../fixtures/factories';
import { json, signIn } from '../../fixtures/http';
import { createTestApp, type TestApp } from '../../fixtures/test-app';

const CARD = { holder_name: 'Rosa Garza', expiration_month: '12', expiration_year: '30', cvv2: '123' };

describe('plan PyME: productos, orden y pago con tarjeta (sandbox)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const auth = (token: string) => ({ authorization: `Bearer ${token}` });

  async function products() {
    const body = json(await t.app.inject({ method: 'GET', url: '/api/v1/products/all' }));
    const byName = (name: string) => body.respuesta.find((p: { name: string }) => p.name === name)._id as string;
    return { body, byName };
  }

  async function freeAdmin() {
    const company = await buildCompany(t.db, { status: 'FREE' });
    const user = await buildUser(t.db, { companyId: company.id, role: 'Administrador' });
    return { company, token: (await signIn(t.app, user.email)).accessToken };
  }

  async function tokenize(card_number: string) {
    const response = await t.app.inject({ method: 'POST', url: '/sandbox-pay/v1/tokens', payload: { ...CARD, card_number } });
    return { response, id: response.json().id as string };
  }

  it('publica la tabla de precios PyME sin autenticación', async () => {
    const { body } = await products();
    const prices = Object.fromEntries(body.respuesta.map((p: { name: string; monthlyCents: number }) => [p.name, p.monthlyCents / 100]));
    expect(prices).toEqual({ '100_empleados': 1000, '150_empleados': 2000, '200_empleados': 3000, '300_empleados': 5000, '400_empleados': 7000, '500_empleados': 9000, '20_gb': 0, '40_gb': 200 });
  });

  it('crea la orden, paga con una tarjeta de prueba aprobada y la empresa pasa a PYME con 30 días de prueba', async () => {
    const { company, token } = await freeAdmin();
    const { byName } = await products();
    const order = await t.app.inject({ method: 'POST', url: '/api/v1/bpm/pay/subscription', headers: auth(token), payload: { companyId: company.id, companyRfc: company.rfc.toLowerCase(), products: [byName('300_empleados'), byName('40_gb')] } });
    expect(order.statusCode).toBe(200);
    expect(json(order).respuesta).toMatchObject({ employees: 300, gigas: 40, amountCents: 520000, status: 'PENDING' });

    const card = await tokenize('4242 4242 4242 4242');
    expect(card.response.json()).toMatchObject({ card: { brand: 'visa', last4: '4242' } });
    const paid = await t.app.inject({ method: 'POST', url: '/api/v1/subscriptions/pay', headers: auth(token), payload: { token_id: card.id, instanceProcessId: json(order).respuesta.id } });
    expect(paid.statusCode).toBe(200);
    expect(json(paid).mensaje).toBe(MENSAJES_PAGO.pagoExitoso);
    expect(json(paid).respuesta).toMatchObject({ status: 'PAID', cardLast4: '4242' });
    const trialDays = (Date.parse(json(paid).respuesta.trialEndsAt) - Date.now()) / 86_400_000;
    expect(Math.round(trialDays)).toBe(30);
    const [row] = await t.db.select().from(companies).where(eq(companies.id, company.id));
    expect(row?.status).toBe('PYME');

    const again = await t.app.inject({ method: 'POST', url: '/api/v1/subscriptions/pay', headers: auth(token), payload: { token_id: (await tokenize('4242424242424242')).id, instanceProcessId: json(order).respuesta.id } });
    expect(again.statusCode).toBe(409);
  });

  it('una tarjeta declinada responde "Error al procesar el pago" y la orden sigue pendiente', async () => {
    const { company, token } = await freeAdmin();
    const { byName } = await products();
    const order = json(await t.app.inject({ method: 'POST', url: '/api/v1/bpm/pay/subscription', headers: auth(token), payload: { companyId: company.id, companyRfc: company.rfc, products: [byName('100_empleados'), byName('20_gb')] } })).respuesta;
    const declined = await t.app.inject({ method: 'POST', url: '/api/v1/subscriptions/pay', headers: auth(token), payload: { token_id: (await tokenize('4000000000000002')).id, instanceProcessId: order.id } });
    expect(declined.statusCode).toBe(402);
    expect(json(declined).mensaje).toMatch(/^Error al procesar el pago/);
    const [row] = await t.db.select().from(companies).where(eq(companies.id, company.id));
    expect(row?.status).toBe('FREE');

    const retry = await t.app.inject({ method: 'POST', url: '/api/v1/subscriptions/pay', headers: auth(token), payload: { token_id: (await tokenize('5555555555554444')).id, instanceProcessId: order.id } });
    expect(retry.statusCode).toBe(200);
  });

  it('el tokenizador rechaza números que no pasan Luhn y tarjetas vencidas', async () => {
    const bad = await t.app.inject({ method: 'POST', url: '/sandbox-pay/v1/tokens', payload: { ...CARD, card_number: '4242424242424241' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().respuesta.campos.card_number).toBe(MENSAJES_PAGO.tarjetaInvalida);
    const expired = await t.app.inject({ method: 'POST', url: '/sandbox-pay/v1/tokens', payload: { ...CARD, card_number: '4242424242424242', expiration_year: '20' } });
    expect(expired.json().respuesta.campos.expiration_month).toBe(MENSAJES_PAGO.tarjetaVencida);
  });

  it('401 sin sesión, 403 si no es administrador, 404 con la empresa de otro', async () => {
    const { byName } = await products();
    const payload = (companyId: string, rfc: string) => ({ companyId, companyRfc: rfc, products: [byName('100_empleados'), byName('20_gb')] });
    const company = await buildCompany(t.db);
    expect((await t.app.inject({ method: 'POST', url: '/api/v1/bpm/pay/subscription', payload: payload(company.id, company.rfc) })).statusCode).toBe(401);
    const reader = await buildUser(t.db, { companyId: company.id, role: 'Lector' });
    const readerToken = (await signIn(t.app, reader.email)).accessToken;
    expect((await t.app.inject({ method: 'POST', url: '/api/v1/bpm/pay/subscription', headers: auth(readerToken), payload: payload(company.id, company.rfc) })).statusCode).toBe(403);
    const { token } = await freeAdmin();
    expect((await t.app.inject({ method: 'POST', url: '/api/v1/bpm/pay/subscription', headers: auth(token), payload: payload(company.id, company.rfc) })).statusCode).toBe(404);
    const badBody = await t.app.inject({ method: 'POST', url: '/api/v1/bpm/pay/subscription', headers: auth(token), payload: { companyId: 'x', products: [] } });
    expect(badBody.statusCode).toBe(400);
    expect(Object.keys(json(badBody).respuesta.campos)).toEqual(expect.arrayContaining(['companyId', 'companyRfc', 'products']));
  });
});
