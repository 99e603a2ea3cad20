import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../../../src/server/db/schema';
import { buildCompany, buildUser } from '../../fixtures/factories';
import { signIn } from '../../fixtures/http';
import { createTestApp, type TestApp } from '../../fixtures/test-app';

const ORIGIN = 'http://localhost:4200';

describe('enlaces de los correos sin PUBLIC_URL', () => {
  let t: TestApp;
  let companyId: string;
  let adminToken: string;

  beforeAll(async () => {
    t = await createTestApp({ env: { PORT: '4200', PUBLIC_URL: undefined } });
    companyId = (await buildCompany(t.db, { status: 'CORPORATIVO', invitedAs: 'client' })).id;
    adminToken = (await signIn(t.app, (await buildUser(t.db, { companyId })).email)).accessToken;
  });
  afterAll(() => t.close());

  const mailTo = async (email: string) => (await t.db.select().from(mailOutbox).where(eq(mailOutbox.to, email)))[0];
  const links = (text: string | undefined) => text?.match(/https?:\/\/\S+/g) ?? [];

  it('la activación de un usuario nuevo apunta al puerto del servidor', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: `/api/v1/companies/${companyId}/users`,
      headers: { authorization: `Bearer ${adminToken}` },
      payload: { name: 'Pedro', lastName: 'Puerto', email: 'pedro.puerto@prueba.mx', companies: [companyId], kivitRolList: ['Colaborador'] },
    });
    expect(created.statusCode).toBe(200);
    const found = links((await mailTo('pedro.puerto@prueba.mx'))?.text).filter((url) => url.includes('resetPassword'));
    expect(found).toHaveLength(1);
    expect(found[0]).toMatch(new RegExp(`^${ORIGIN}/resetPassword\\?token=`));
  });

  it('el restablecimiento de contraseña apunta al puerto del servidor', async () => {
    const user = await buildUser(t.db, { companyId });
    expect((await t.app.inject({ method: 'GET', url: `/api/v1/users/resetPass/${encodeURIComponent(user.email)}` })).statusCode).toBe(200);
    const found = links((await mailTo(user.email))?.text).filter((url) => url.includes('resetPassword'));
    expect(found).toHaveLength(1);
    expect(found[0]?.startsWith(`${ORIGIN}/resetPassword?token=`)).toBe(true);
  });

  it('"Abrir en Avala" de un aviso apunta al puerto del servidor', async () => {
    const user = await buildUser(t.db, { companyId, email: 'aviso.puerto@prueba.mx' });
    await t.ctx.notifications.notifyAudience(t.db, { companyId, roles: [], userIds: [user.id] }, { type: 'prueba', text: 'Aviso de prueba', subText: '', path: '/dashboard/home', subject: 'Aviso de prueba' });
    expect(links((await mailTo('aviso.puerto@prueba.mx'))?.text)).toContain(`${ORIGIN}/dashboard/home`);
  });
});
