import type { LightMyRequestResponse } from 'fastify';
import { buildCompany, buildUser } from '../../fixtures/factories';
import { signIn } from '../../fixtures/http';
import type { TestApp } from '../../fixtures/test-app';

/** A company with an Administrador, a Colaborador and a Lector signed in, plus another company's admin. */
export async function securityWorld(t: TestApp) {
  const company = await buildCompany(t.db);
  const other = await buildCompany(t.db);
  const admin = await buildUser(t.db, { companyId: company.id, completeName: 'Adriana Administradora' });
  const collaborator = await buildUser(t.db, { companyId: company.id, role: 'Colaborador', completeName: 'Carlos Colaborador' });
  const reader = await buildUser(t.db, { companyId: company.id, role: 'Lector', completeName: 'Laura Lectora' });
  const outsider = await buildUser(t.db, { companyId: other.id, completeName: 'Omar Otro' });
  const bearer = async (email: string) => ({ authorization: `Bearer ${(await signIn(t.app, email)).accessToken}` });
  return {
    company,
    other,
    admin,
    collaborator,
    reader,
    outsider,
    headers: { admin: await bearer(admin.email), collaborator: await bearer(collaborator.email), reader: await bearer(reader.email), outsider: await bearer(outsider.email) },
  };
}
export type SecurityWorld = Awaited<ReturnType<typeof securityWorld>>;

/** The mailed two-step code of the last mail to `email`. */
export async function mailedCode(t: TestApp, email: string): Promise<string> {
  await t.ctx.mail.deliverPending();
  const { items } = await t.ctx.mail.list(0, 100);
  const code = items.find((m) => m.to === email)?.text.match(/código de verificación es (\d+)/)?.[1];
  if (!code) throw new Error('sin código');
  return code;
}

export const statusOf = (response: LightMyRequestResponse) => response.statusCode;
