import { eq } from 'drizzle-orm';
import { notifications } from '../../../src/server/db/schema';
import { linkCompanies } from '../../fixtures/compliance-factories';
import { buildCompany, buildUser } from '../../fixtures/factories';
import { json, signIn } from '../../fixtures/http';
import { createTestApp, type TestApp } from '../../fixtures/test-app';

/**
 * A date `days` from today (UTC calendar), as `yyyy-MM-dd`. Tests keep days of margin around today so
 * the Mexico City day boundary never decides an outcome (sessions need the real clock).
 */
export function daysFromToday(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

/**
 * A CORPORATIVO client linked (accepted) to an invited provider (TEMP), a pending link, an outsider
 * and readers; every actor signed in.
 */
export async function buildServicesWorld(t: TestApp) {
  const client = await buildCompany(t.db, { name: 'Cliente Servicios SA de CV', status: 'CORPORATIVO', invitedAs: 'client' });
  const provider = await buildCompany(t.db, { name: 'Proveedor Servicios SA de CV', status: 'TEMP', invitedAs: 'provider', invited: true });
  const pendingProvider = await buildCompany(t.db, { name: 'Proveedor Pendiente SA de CV', status: 'TEMP', invitedAs: 'provider', invited: true });
  const outsider = await buildCompany(t.db, { name: 'Ajena SA de CV', status: 'CORPORATIVO', invitedAs: 'client' });
  const premium = await buildCompany(t.db, { name: 'Cliente Premium SA de CV', status: 'PREMIUM', invitedAs: 'client' });
  await linkCompanies(t.db, client.id, provider.id);
  await linkCompanies(t.db, client.id, pendingProvider.id, 'PENDING');
  await linkCompanies(t.db, premium.id, provider.id);

  const users = {
    clientAdmin: await buildUser(t.db, { companyId: client.id }),
    clientReader: await buildUser(t.db, { companyId: client.id, role: 'Lector' }),
    providerAdmin: await buildUser(t.db, { companyId: provider.id }),
    providerReader: await buildUser(t.db, { companyId: provider.id, role: 'Lector' }),
    outsiderAdmin: await buildUser(t.db, { companyId: outsider.id }),
    premiumAdmin: await buildUser(t.db, { companyId: premium.id }),
  };
  const tokens = {} as Record<keyof typeof users, string>;
  for (const [key, user] of Object.entries(users)) tokens[key as keyof typeof users] = (await signIn(t.app, user.email)).accessToken;

  return { client, provider, pendingProvider, outsider, premium, users, tokens };
}
export type ServicesWorld = Awaited<ReturnType<typeof buildServicesWorld>>;

/** The file's one app (one PGlite per file) with the world built in it: call from `beforeAll`. */
export async function startServicesWorld(): Promise<{ t: TestApp; w: ServicesWorld }> {
  const t = await createTestApp();
  return { t, w: await buildServicesWorld(t) };
}

export function call(t: TestApp, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token?: string, payload?: unknown) {
  return t.app.inject({ method, url, headers: token ? { authorization: `Bearer ${token}` } : {}, ...(payload === undefined ? {} : { payload: payload as object }) });
}

/** A valid create body from the client towards its provider; override any field. */
export function createBody(w: ServicesWorld, overrides: Record<string, unknown> = {}) {
  return { companyId: w.client.id, counterpartId: w.provider.id, counterpartSide: 'provider', name: 'Limpieza de oficinas', startDate: '2026-01-01', endDate: '2026-12-31', ...overrides };
}

export async function createService(t: TestApp, w: ServicesWorld, overrides: Record<string, unknown> = {}) {
  const response = await call(t, 'POST', '/api/v1/services', w.tokens.clientAdmin, createBody(w, overrides));
  if (response.statusCode !== 200) throw new Error(`create ${response.statusCode}: ${response.body}`);
  return json(response).respuesta as { id: string; name: string; status: string; viewerState: string };
}

export async function noticesOf(t: TestApp, userId: string) {
  return t.db.select().from(notifications).where(eq(notifications.userId, userId));
}
