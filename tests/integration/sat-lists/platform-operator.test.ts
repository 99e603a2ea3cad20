import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensurePlatformOperator, OperatorSettingsError } from '../../../src/server/seed/platform-operator';
import { buildCompany, buildUser, TEST_PASSWORD } from '../../fixtures/factories';
import { json, me, signIn } from '../../fixtures/http';
import { createTestApp, type TestApp } from '../../fixtures/test-app';

describe('operador de la plataforma desde OPERATOR_EMAIL y OPERATOR_PASSWORD', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  }, 120_000);
  afterAll(() => t.close());

  it('se crea una vez (idempotente) y entra sin empresa', async () => {
    expect(await ensurePlatformOperator(t.db, { email: ' Operador@Avala.MX ', password: TEST_PASSWORD })).toBe('created');
    expect(await ensurePlatformOperator(t.db, { email: 'operador@avala.mx', password: TEST_PASSWORD })).toBe('unchanged');
    const { accessToken } = await signIn(t.app, 'operador@avala.mx');
    expect(json(await me(t.app, accessToken)).respuesta).toMatchObject({ platformRole: 'operator', companies: [], mainCompany: null });
  });

  it('a un usuario que ya existe solo le da el papel; los demás no lo tienen', async () => {
    const company = await buildCompany(t.db);
    const user = await buildUser(t.db, { companyId: company.id });
    const other = await buildUser(t.db, { companyId: company.id });
    expect(await ensurePlatformOperator(t.db, { email: user.email, password: 'x' })).toBe('granted');
    expect(json(await me(t.app, (await signIn(t.app, user.email)).accessToken)).respuesta.platformRole).toBe('operator');
    expect(json(await me(t.app, (await signIn(t.app, other.email)).accessToken)).respuesta.platformRole).toBeNull();
  });

  it('rechaza un correo inválido o una contraseña débil', async () => {
    await expect(ensurePlatformOperator(t.db, { email: 'no-es-correo', password: TEST_PASSWORD })).rejects.toBeInstanceOf(OperatorSettingsError);
    await expect(ensurePlatformOperator(t.db, { email: 'nuevo.operador@avala.mx', password: 'corta' })).rejects.toThrow(/política/);
  });
});
