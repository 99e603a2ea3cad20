import { afterAll, describe, expect, it } from 'vitest';
import { buildCompany, buildUser } from '../../fixtures/factories';
import { login } from '../../fixtures/http';
import { createTestApp, type TestApp } from '../../fixtures/test-app';

describe('la cookie de renovación lleva Secure cuando el sitio es https', () => {
  const apps: TestApp[] = [];
  afterAll(async () => {
    for (const app of apps) await app.close();
  });

  async function refreshSetCookie(env: Record<string, string>) {
    const t = await createTestApp({ env });
    apps.push(t);
    const user = await buildUser(t.db, { companyId: (await buildCompany(t.db)).id });
    const response = await login(t.app, user.email);
    expect(response.statusCode).toBe(200);
    const header = [response.headers['set-cookie'] ?? []].flat().find((c) => c.startsWith('avala_rt='));
    if (!header) throw new Error('sin cookie de renovación');
    return header;
  }

  it('con PUBLIC_URL https, aun sin TRUST_PROXY', async () => {
    expect(await refreshSetCookie({ PUBLIC_URL: 'https://avala.example.mx' })).toMatch(/;\s*Secure/i);
  });

  it('en producción', async () => {
    expect(await refreshSetCookie({ NODE_ENV: 'production', PUBLIC_URL: 'http://interno:3000' })).toMatch(/;\s*Secure/i);
  });

  it('no en un desarrollo local por http', async () => {
    expect(await refreshSetCookie({ PUBLIC_URL: 'http://localhost:3000' })).not.toMatch(/;\s*Secure/i);
  });
});
