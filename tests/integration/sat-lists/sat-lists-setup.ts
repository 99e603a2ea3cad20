import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ensurePlatformOperator } from '../../../src/server/seed/platform-operator';
import { buildCompany, buildUser, TEST_PASSWORD } from '../../fixtures/factories';
import { signIn } from '../../fixtures/http';
import type { TestApp } from '../../fixtures/test-app';

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** A multipart body with a `file` part and, optionally, a `list` field (sent after the file, to prove order does not matter). */
export function listBody(file: { name: string; bytes: Uint8Array }, list?: string) {
  const boundary = `----avala${Math.random().toString(16).slice(2)}`;
  const parts: Buffer[] = [Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: text/csv\r\n\r\n`), Buffer.from(file.bytes), Buffer.from('\r\n')];
  if (list !== undefined) parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="list"\r\n\r\n${list}\r\n`));
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** The platform operator (no company) and a company Administrador, signed in. */
export async function operatorWorld(t: TestApp) {
  const email = 'operador@prueba.mx';
  await ensurePlatformOperator(t.db, { email, password: TEST_PASSWORD });
  const company = await buildCompany(t.db);
  const admin = await buildUser(t.db, { companyId: company.id, role: 'Administrador', realmRole: 'Admin' });
  return { operator: (await signIn(t.app, email)).accessToken, admin: (await signIn(t.app, admin.email)).accessToken };
}

/** A local HTTP server answering each path from a mutable table (status and body), as SAT's site would. */
export async function fakeSatSite() {
  const routes = new Map<string, { status: number; body: Uint8Array }>();
  const server: Server = createServer((request, response) => {
    const route = routes.get(request.url ?? '');
    response.writeHead(route?.status ?? 404, { 'content-type': 'text/csv' });
    response.end(route ? Buffer.from(route.body) : 'no encontrado');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: (path: string) => `http://127.0.0.1:${String(port)}${path}`,
    serve: (path: string, body: Uint8Array, status = 200) => routes.set(path, { status, body }),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
