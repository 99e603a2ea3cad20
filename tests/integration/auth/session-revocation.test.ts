import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions, users } from '../../../src/server/db/schema';
import { buildCompany, buildUser } from '../../fixtures/factories';
import { me, refresh, signIn } from '../../fixtures/http';
import { createTestApp, type TestApp } from '../../fixtures/test-app';

describe('bloquear o eliminar a un usuario termina sus sesiones al instante', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const newUser = async () => buildUser(t.db, { companyId: (await buildCompany(t.db)).id });

  it('al bloquearlo, la siguiente solicitud y la renovación responden 401, y desbloquearlo no revive la sesión', async () => {
    const user = await newUser();
    const { accessToken, refresh: refreshToken } = await signIn(t.app, user.email);
    expect((await me(t.app, accessToken)).statusCode).toBe(200);

    await t.ctx.users.setBlocked(user.id, true);

    expect((await me(t.app, accessToken)).statusCode).toBe(401);
    expect((await refresh(t.app, refreshToken)).statusCode).toBe(401);
    const [session] = await t.db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(session?.revokedReason).toBe('user_blocked');

    await t.ctx.users.setBlocked(user.id, false);
    expect((await me(t.app, accessToken)).statusCode).toBe(401);
    expect((await refresh(t.app, refreshToken)).statusCode).toBe(401);
  });

  it('un bloqueo escrito por otra instancia (solo en la base) se respeta en la siguiente solicitud y al renovar', async () => {
    const user = await newUser();
    const { accessToken, refresh: refreshToken } = await signIn(t.app, user.email);
    expect((await me(t.app, accessToken)).statusCode).toBe(200);

    await t.db.update(users).set({ blocked: true }).where(eq(users.id, user.id));

    expect((await me(t.app, accessToken)).statusCode).toBe(401);
    expect((await refresh(t.app, refreshToken)).statusCode).toBe(401);
  });

  it('al eliminar al usuario su token deja de servir', async () => {
    const user = await newUser();
    const { accessToken, refresh: refreshToken } = await signIn(t.app, user.email);
    await t.db.delete(users).where(eq(users.id, user.id));
    expect((await me(t.app, accessToken)).statusCode).toBe(401);
    expect((await refresh(t.app, refreshToken)).statusCode).toBe(401);
  });

  it('bloquear a un usuario inexistente responde 404', async () => {
    await expect(t.ctx.users.setBlocked('00000000-0000-4000-8000-000000000000', true)).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });
});
