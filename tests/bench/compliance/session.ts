/** The demo client's session for the bench calls (access tokens last 10 minutes: callers renew after 4). */
import { DEMO_PASSWORD } from '../../../src/server/seed/demo-data';
import { getJson } from '../lists/load';
import { DEMO_CLIENT_EMAIL } from './seed';

export interface Session {
  headers: Record<string, string>;
  clientId: string;
  at: number;
}

export interface Call {
  label: string;
  path: string;
  /** The call's own p95 target in ms (default the bench's 50 ms): the risk board's is 300 ms. */
  target?: number;
  /** A file download: it holds every row, so it grows with the data by nature (growth.ts does not hold it to 3×). */
  download?: boolean;
}

export async function signIn(baseUrl: string): Promise<Session> {
  const response = await fetch(`${baseUrl}/api/v1/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: DEMO_CLIENT_EMAIL, password: DEMO_PASSWORD }) });
  const token = ((await response.json()) as { respuesta?: { accessToken?: string } }).respuesta?.accessToken;
  if (!response.ok || !token) throw new Error(`No se pudo iniciar sesión como ${DEMO_CLIENT_EMAIL}: HTTP ${response.status}`);
  const auth = { authorization: `Bearer ${token}` };
  const me = await getJson<{ respuesta: { mainCompany: { id: string } | null } }>(`${baseUrl}/api/v1/users/me`, auth);
  const clientId = me.respuesta.mainCompany?.id ?? '';
  if (!clientId) throw new Error('El usuario de demostración no tiene empresa principal');
  return { headers: { ...auth, 'x-company-id': clientId }, clientId, at: Date.now() };
}
