import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCompany, buildUser } from '../../fixtures/factories';
import { json, signIn } from '../../fixtures/http';
import { createTestApp, type TestApp } from '../../fixtures/test-app';

describe('notificaciones', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('lista 15 por página, cuenta las no leídas y al marcar una pasa a leídas', async () => {
    const company = await buildCompany(t.db);
    const user = await buildUser(t.db, { companyId: company.id });
    for (let i = 0; i < 17; i++) await t.ctx.notifications.notify({ userId: user.id, companyId: company.id, type: 'PRUEBA', text: `Aviso ${i}` });
    // Rows written in the same clock tick tie on created_at; give each its own second so the expected order is the data's.
    await t.db.execute(sql`update notifications set created_at = now() - (17 - substring(text from 7)::int) * interval '1 second' where user_id = ${user.id}`);
    const { accessToken } = await signIn(t.app, user.email);
    const get = (url: string) => t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${accessToken}` } });

    expect(json(await get('/api/v1/notifications/size')).respuesta).toEqual({ unread: 17 });
    const first = json(await get('/api/v1/notifications')).respuesta;
    expect(first.items).toHaveLength(15);
    expect(first.total).toBe(17);
    expect(json(await get('/api/v1/notifications?page=1')).respuesta.items).toHaveLength(2);
    const next = json(await get(`/api/v1/notifications?after=${first.nextCursor}`)).respuesta;
    expect(next).toMatchObject({ total: null, nextCursor: null });
    expect(next.items.map((n: { text: string }) => n.text)).toEqual(['Aviso 1', 'Aviso 0']);
    expect(first.items.map((n: { text: string }) => n.text)[0]).toBe('Aviso 16');
    expect((await get('/api/v1/notifications?after=roto')).statusCode).toBe(400);

    const target = first.items[0].id;
    const marked = await t.app.inject({ method: 'PATCH', url: `/api/v1/notifications/${target}`, headers: { authorization: `Bearer ${accessToken}` } });
    expect(json(marked).respuesta.read).toBe(true);
    expect(json(await get('/api/v1/notifications/size')).respuesta.unread).toBe(16);
    expect(json(await get('/api/v1/notifications?read=true')).respuesta.items.map((n: { id: string }) => n.id)).toEqual([target]);
  });

  it('401 sin sesión; la notificación de otro usuario es 404; id inválido 400', async () => {
    const company = await buildCompany(t.db);
    const owner = await buildUser(t.db, { companyId: company.id });
    const other = await buildUser(t.db, { companyId: company.id });
    await t.ctx.notifications.notify({ userId: owner.id, type: 'PRUEBA', text: 'Privado' });
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/notifications' })).statusCode).toBe(401);
    const ownerToken = (await signIn(t.app, owner.email)).accessToken;
    const id = json(await t.app.inject({ method: 'GET', url: '/api/v1/notifications', headers: { authorization: `Bearer ${ownerToken}` } })).respuesta.items[0].id;
    const otherToken = (await signIn(t.app, other.email)).accessToken;
    expect((await t.app.inject({ method: 'PATCH', url: `/api/v1/notifications/${id}`, headers: { authorization: `Bearer ${otherToken}` } })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'PATCH', url: '/api/v1/notifications/x', headers: { authorization: `Bearer ${otherToken}` } })).statusCode).toBe(400);
  });
});
