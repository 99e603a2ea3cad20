import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { conceptoPlan, conceptoProducto, RECIBO } from '../../../src/shared/labels/purchases';
import { buildCompany, buildUser } from '../../fixtures/factories';
import { json, signIn } from '../../fixtures/http';
import { readPdf } from '../../fixtures/pdf-text';
import { createTestApp, type TestApp } from '../../fixtures/test-app';

const CARD = { holder_name: 'Rosa Garza', expiration_month: '12', expiration_year: '30', cvv2: '123', card_number: '4242424242424242' };
const ZERO = '00000000-0000-4000-8000-000000000000';

describe('[PLANES] Mis compras: GET /buy/email/{email}/all y el recibo', () => {
  let t: TestApp;
  let admin: { email: string; token: string; companyId: string; companyName: string };
  let paidId: string;
  let pendingId: string;
  let otherAdmin: { email: string; token: string };
  let readerToken: string;
  let readerEmail: string;

  const auth = (token: string) => ({ authorization: `Bearer ${token}` });
  const list = (email: string, token: string | null) => t.app.inject({ method: 'GET', url: `/api/v1/buy/email/${encodeURIComponent(email)}/all`, headers: token ? auth(token) : {} });
  const receipt = (orderId: string, token: string | null) => t.app.inject({ method: 'GET', url: `/api/v1/buy/orders/${orderId}/receipt`, headers: token ? auth(token) : {} });

  async function order(token: string, company: { id: string; rfc: string }, employees: string, gigas: string) {
    const products = json(await t.app.inject({ method: 'GET', url: '/api/v1/products/all' })).respuesta as { _id: string; name: string }[];
    const id = (name: string) => products.find((p) => p.name === name)?._id;
    const created = await t.app.inject({ method: 'POST', url: '/api/v1/bpm/pay/subscription', headers: auth(token), payload: { companyId: company.id, companyRfc: company.rfc, products: [id(employees), id(gigas)] } });
    if (created.statusCode !== 200) throw new Error(`orden ${created.statusCode}: ${created.body}`);
    return json(created).respuesta.id as string;
  }

  beforeAll(async () => {
    t = await createTestApp();
    const company = await buildCompany(t.db, { name: 'Compras Uno SA de CV', status: 'FREE', products: ['REPSE', 'LISTAS_NEGRAS_SAT'] });
    const user = await buildUser(t.db, { companyId: company.id, role: 'Administrador' });
    admin = { email: user.email, token: (await signIn(t.app, user.email)).accessToken, companyId: company.id, companyName: company.name };
    pendingId = await order(admin.token, company, '100_empleados', '20_gb');
    paidId = await order(admin.token, company, '300_empleados', '40_gb');
    const token = (await t.app.inject({ method: 'POST', url: '/sandbox-pay/v1/tokens', payload: CARD })).json().id as string;
    const paid = await t.app.inject({ method: 'POST', url: '/api/v1/subscriptions/pay', headers: auth(admin.token), payload: { token_id: token, instanceProcessId: paidId } });
    if (paid.statusCode !== 200) throw new Error(`pago ${paid.statusCode}: ${paid.body}`);

    const other = await buildCompany(t.db, { status: 'FREE' });
    const otherUser = await buildUser(t.db, { companyId: other.id, role: 'Administrador' });
    otherAdmin = { email: otherUser.email, token: (await signIn(t.app, otherUser.email)).accessToken };
    await order(otherAdmin.token, other, '150_empleados', '20_gb');

    const reader = await buildUser(t.db, { companyId: company.id, role: 'Lector' });
    readerEmail = reader.email;
    readerToken = (await signIn(t.app, reader.email)).accessToken;
  });
  afterAll(() => t.close());

  it('el administrador ve sus planes (pagado y pendiente) con fecha, importe y recibo, y los productos adicionales de su empresa', async () => {
    const response = await list(admin.email.toUpperCase(), admin.token);
    expect(response.statusCode).toBe(200);
    const purchases = json(response).respuesta as { id: string; kind: string; concept: string; amountCents: number | null; status: string; receipt: boolean; companyName: string; cardLast4: string | null; paidAt: string | null }[];
    const plans = purchases.filter((p) => p.kind === 'PLAN');
    expect(plans.map((p) => p.id).toSorted()).toEqual([paidId, pendingId].toSorted());
    expect(plans.find((p) => p.id === paidId)).toMatchObject({ concept: conceptoPlan(300, 40), amountCents: 520000, status: 'PAID', receipt: true, cardLast4: '4242', companyName: admin.companyName });
    expect(plans.find((p) => p.id === paidId)?.paidAt).toEqual(expect.any(String));
    expect(plans.find((p) => p.id === pendingId)).toMatchObject({ concept: conceptoPlan(100, 20), amountCents: 100000, status: 'PENDING', receipt: false, paidAt: null });
    const extras = purchases.filter((p) => p.kind === 'PRODUCT');
    expect(extras.map((p) => p.concept).toSorted()).toEqual([conceptoProducto('LISTAS_NEGRAS_SAT'), conceptoProducto('REPSE')].toSorted());
    expect(extras.every((p) => p.amountCents === null && p.status === 'ACTIVE' && !p.receipt)).toBe(true);
  });

  it('otro correo responde 404 (aunque exista), sin sesión 401 y un correo mal escrito 400', async () => {
    const foreign = await list(otherAdmin.email, admin.token);
    expect(foreign.statusCode).toBe(404);
    expect((await list('nadie@prueba.mx', admin.token)).statusCode).toBe(404);
    expect((await list(admin.email, null)).statusCode).toBe(401);
    const bad = await list('no-es-correo', admin.token);
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(json(bad).respuesta.campos)).toEqual(['params.email']);
    // The other administrator sees only their own order, never the first company's.
    const theirs = json(await list(otherAdmin.email, otherAdmin.token)).respuesta as { id: string; kind: string }[];
    expect(theirs.filter((p) => p.kind === 'PLAN')).toHaveLength(1);
    expect(theirs.some((p) => p.id === paidId || p.id === pendingId)).toBe(false);
  });

  it('un Lector de la empresa no ve las compras de la empresa (no administra su plan)', async () => {
    const response = await list(readerEmail, readerToken);
    expect(response.statusCode).toBe(200);
    expect(json(response).respuesta).toEqual([]);
    expect((await receipt(paidId, readerToken)).statusCode).toBe(404);
  });

  it('descarga el recibo en PDF de una orden pagada; pendiente 409, ajena 404, sin sesión 401', async () => {
    const response = await receipt(paidId, admin.token);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toContain(RECIBO.archivo(paidId.slice(0, 8).toUpperCase()));
    expect(response.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const text = (await readPdf(response.rawPayload)).text.join(' ');
    expect(text).toContain(RECIBO.titulo);
    expect(text).toContain(conceptoPlan(300, 40));
    expect(text).toContain('$5,200.00');
    expect(text).toContain(RECIBO.tarjeta('visa', '4242'));

    const pending = await receipt(pendingId, admin.token);
    expect([pending.statusCode, json(pending).mensaje]).toEqual([409, RECIBO.noPagada]);
    expect((await receipt(paidId, otherAdmin.token)).statusCode).toBe(404);
    expect((await receipt(ZERO, admin.token)).statusCode).toBe(404);
    expect((await receipt(paidId, null)).statusCode).toBe(401);
    expect((await receipt('no-es-id', admin.token)).statusCode).toBe(400);
  });
});
