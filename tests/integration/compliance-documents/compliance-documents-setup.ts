import { createTestApp, type TestApp } from '../../fixtures/test-app';
import { buildCompany, buildUser } from '../../fixtures/factories';
import { buildDocumentSet, buildService, linkCompanies, SMALL_SET } from '../../fixtures/compliance-factories';
import { signIn } from '../../fixtures/http';

export const PDF = Buffer.from('%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n');
export const XML = Buffer.from('<?xml version="1.0" encoding="UTF-8"?>\n<cfdi:Comprobante xmlns:cfdi="http://www.sat.gob.mx/cfd/4" Version="4.0"/>\n');

/** A multipart body built by hand: fields first, then the file part (what the web form sends). */
export function multipart(fields: Record<string, string>, file?: { name: string; bytes: Buffer; type?: string }) {
  const boundary = `----avala${Math.random().toString(16).slice(2)}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  if (file) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: ${file.type ?? 'application/octet-stream'}\r\n\r\n`));
    parts.push(file.bytes, Buffer.from('\r\n'));
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/**
 * A client (PREMIUM: validates) and a provider with an accepted service under the small set, each
 * with an Administrador signed in, a Lector on the client side, and a stranger company.
 */
export async function serviceWorld(t: TestApp, options: { status?: 'PENDING' | 'ACCEPTED'; startDate?: string } = {}) {
  const client = await buildCompany(t.db, { status: 'PREMIUM' });
  const provider = await buildCompany(t.db, { invitedAs: 'provider', invited: true });
  const stranger = await buildCompany(t.db);
  const clientAdmin = await buildUser(t.db, { companyId: client.id });
  const clientReader = await buildUser(t.db, { companyId: client.id, role: 'Lector' });
  const providerAdmin = await buildUser(t.db, { companyId: provider.id });
  const strangerAdmin = await buildUser(t.db, { companyId: stranger.id });
  await linkCompanies(t.db, client.id, provider.id);
  const set = await buildDocumentSet(t.db, {
    stages: [
      ...SMALL_SET,
      { name: 'Reporteo', groups: [{ name: 'Plataformas', requirements: [{ name: 'Generador', delivery: { kind: 'FOURMONTHLY', day: 17 } }] }] },
    ],
  });
  const service = await buildService(t.db, { clientId: client.id, providerId: provider.id, setId: set.set.id, status: options.status ?? 'ACCEPTED', startDate: options.startDate ?? '2026-01-01' });
  const [c, r, p, x] = await Promise.all([signIn(t.app, clientAdmin.email), signIn(t.app, clientReader.email), signIn(t.app, providerAdmin.email), signIn(t.app, strangerAdmin.email)]);
  return {
    client,
    provider,
    service,
    set,
    users: { clientAdmin, providerAdmin },
    tokens: { client: c.accessToken, reader: r.accessToken, provider: p.accessToken, stranger: x.accessToken },
    sat: set.requirementIds['Opinión de cumplimiento SAT 32-D'] as string,
    cfdi: set.requirementIds['CFDI de nómina'] as string,
    generator: set.requirementIds.Generador as string,
  };
}
export type ServiceWorld = Awaited<ReturnType<typeof serviceWorld>>;

/** The file's one app (one PGlite per file) with the world built in it: call from `beforeAll`. */
export async function startServiceWorld(options: Parameters<typeof serviceWorld>[1] = {}): Promise<{ t: TestApp; w: ServiceWorld }> {
  const t = await createTestApp();
  return { t, w: await serviceWorld(t, options) };
}

export function upload(t: TestApp, w: ServiceWorld, token: string, requirementId: string, fields: Record<string, string>, file?: { name: string; bytes: Buffer }) {
  const body = multipart(fields, file);
  return t.app.inject({ method: 'POST', url: `/api/v1/services/${w.service.id}/requirements/${requirementId}`, headers: { ...bearer(token), ...body.headers }, payload: body.payload });
}

export function review(t: TestApp, w: ServiceWorld, token: string, requirementId: string, uid: string, status: 'ACCEPTED' | 'REJECTED', comments = '') {
  return t.app.inject({ method: 'PUT', url: `/api/v1/services/${w.service.id}/requirements/${requirementId}`, headers: bearer(token), payload: { uid, validationStatus: { status, comments } } });
}
