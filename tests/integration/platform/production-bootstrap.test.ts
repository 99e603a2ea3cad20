import { count, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies, users } from '../../../src/server/db/schema';
import { DEMO_COMPANIES, DEMO_USERS } from '../../../src/server/seed/demo-data';
import { StartupError } from '../../../src/server/seed/first-admin';
import { bootstrapDatabase } from '../../../src/server/seed/seed';
import { MENSAJES_ARRANQUE } from '../../../src/shared/labels/messages';
import { json, login, me } from '../../fixtures/http';
import { createTestApp, type TestApp } from '../../fixtures/test-app';

const ADMIN = {
  ADMIN_EMAIL: 'Operaciones@Empresa-Real.mx',
  ADMIN_PASSWORD: 'Fuerte.Clave-2026',
  ADMIN_COMPANY_NAME: 'Empresa Real SA de CV',
  ADMIN_COMPANY_RFC: 'ere190601kt4',
};
const PRODUCTION = { NODE_ENV: 'production' as const };
const silent = () => {};

describe('primer arranque en producción', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  async function userCount() {
    const [row] = await t.db.select({ value: count() }).from(users);
    return row?.value ?? 0;
  }

  it('se niega a arrancar con la base vacía si faltan las variables ADMIN_*', async () => {
    const refused = bootstrapDatabase(t.db, t.ctx.blobs, { ...PRODUCTION, ADMIN_EMAIL: ADMIN.ADMIN_EMAIL }, silent);
    await expect(refused).rejects.toBeInstanceOf(StartupError);
    await expect(bootstrapDatabase(t.db, t.ctx.blobs, PRODUCTION, silent)).rejects.toThrow(MENSAJES_ARRANQUE.faltaAdministrador);
    expect(await userCount()).toBe(0);
  });

  it('rechaza una contraseña de administrador que no cumple la política de contraseñas', async () => {
    await expect(bootstrapDatabase(t.db, t.ctx.blobs, { ...PRODUCTION, ...ADMIN, ADMIN_PASSWORD: 'corta1' }, silent)).rejects.toThrow(MENSAJES_ARRANQUE.contrasenaAdministradorDebil);
    expect(await userCount()).toBe(0);
  });

  it('rechaza un RFC de empresa con formato inválido y un correo inválido', async () => {
    await expect(bootstrapDatabase(t.db, t.ctx.blobs, { ...PRODUCTION, ...ADMIN, ADMIN_COMPANY_RFC: 'ERE191301KT4' }, silent)).rejects.toThrow(MENSAJES_ARRANQUE.rfcAdministradorInvalido);
    await expect(bootstrapDatabase(t.db, t.ctx.blobs, { ...PRODUCTION, ...ADMIN, ADMIN_EMAIL: 'no-es-correo' }, silent)).rejects.toThrow(MENSAJES_ARRANQUE.correoAdministradorInvalido);
    expect(await userCount()).toBe(0);
  });

  it('crea el primer administrador activado, que inicia sesión como Administrador de su empresa', async () => {
    expect(await bootstrapDatabase(t.db, t.ctx.blobs, { ...PRODUCTION, ...ADMIN }, silent)).toBe('first-admin');
    const response = await login(t.app, 'operaciones@empresa-real.mx', ADMIN.ADMIN_PASSWORD);
    expect(response.statusCode).toBe(200);
    const user = json(await me(t.app, json(response).respuesta.accessToken)).respuesta;
    expect(user).toMatchObject({ email: 'operaciones@empresa-real.mx', updatedPassword: true, roleNames: ['Administrador'] });
    expect(user.mainCompany).toMatchObject({ name: ADMIN.ADMIN_COMPANY_NAME, rfc: 'ERE190601KT4', invitedAs: 'client' });
  });

  it('un segundo arranque, aun simultáneo, no duplica al administrador ni su empresa', async () => {
    const again = await Promise.all([bootstrapDatabase(t.db, t.ctx.blobs, { ...PRODUCTION, ...ADMIN }, silent), bootstrapDatabase(t.db, t.ctx.blobs, PRODUCTION, silent)]);
    expect(again).toEqual(['none', 'none']);
    expect(await userCount()).toBe(1);
    const [companyCount] = await t.db.select({ value: count() }).from(companies);
    expect(companyCount?.value).toBe(1);
  });

  it('no carga ninguna cuenta ni empresa de demostración', async () => {
    const demoUsers = await t.db.select({ email: users.email }).from(users).where(inArray(users.email, DEMO_USERS.map((u) => u.email)));
    const demoCompanies = await t.db.select({ name: companies.name }).from(companies).where(inArray(companies.name, DEMO_COMPANIES.map((c) => c.name)));
    expect(demoUsers).toEqual([]);
    expect(demoCompanies).toEqual([]);
  });
});

describe('dos procesos de producción que arrancan a la vez sobre una base vacía', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('crean un solo administrador', async () => {
    const outcomes = await Promise.all([bootstrapDatabase(t.db, t.ctx.blobs, { ...PRODUCTION, ...ADMIN }, silent), bootstrapDatabase(t.db, t.ctx.blobs, { ...PRODUCTION, ...ADMIN }, silent)]);
    expect(outcomes.toSorted()).toEqual(['first-admin', 'none']);
    const [row] = await t.db.select({ value: count() }).from(users);
    expect(row?.value).toBe(1);
  });
});
