import { buildCompany, buildUser } from '../../fixtures/factories';
import { signIn } from '../../fixtures/http';
import type { TestApp } from '../../fixtures/test-app';
import { bearer, multipart, serviceWorld } from '../compliance-documents/compliance-documents-setup';

export { bearer, PDF, multipart } from '../compliance-documents/compliance-documents-setup';

/**
 * The compliance service world plus a TEMP-plan company (no vault unless invited as provider) with
 * a Lector signed in, a Colaborador of the client, and an outsider company with its Administrador.
 */
export async function vaultWorld(t: TestApp) {
  const w = await serviceWorld(t);
  const temp = await buildCompany(t.db, { status: 'TEMP', invitedAs: 'client' });
  const outsider = await buildCompany(t.db);
  const outsiderAdmin = await buildUser(t.db, { companyId: outsider.id });
  const tempReader = await buildUser(t.db, { companyId: temp.id, role: 'Lector' });
  const collaborator = await buildUser(t.db, { companyId: w.client.id, role: 'Colaborador' });
  const [tr, co, ou] = await Promise.all([signIn(t.app, tempReader.email), signIn(t.app, collaborator.email), signIn(t.app, outsiderAdmin.email)]);
  return { ...w, temp, outsider, tokens: { ...w.tokens, tempReader: tr.accessToken, collaborator: co.accessToken, outsider: ou.accessToken } };
}
export type VaultWorld = Awaited<ReturnType<typeof vaultWorld>>;

export const folderView = (t: TestApp, token: string, companyId: string, folderId?: string) =>
  t.app.inject({ url: `/api/v1/vault/${companyId}/folder${folderId ? `?folderId=${folderId}` : ''}`, headers: bearer(token) });

export const createFolder = (t: TestApp, token: string, companyId: string, name: string, parentId?: string) =>
  t.app.inject({ method: 'POST', url: `/api/v1/vault/${companyId}/folders`, headers: bearer(token), payload: { name, parentId } });

export function uploadTo(t: TestApp, token: string, companyId: string, folderId: string, file?: { name: string; bytes: Buffer }) {
  const body = multipart({}, file);
  return t.app.inject({ method: 'POST', url: `/api/v1/vault/${companyId}/folders/${folderId}/documents`, headers: { ...bearer(token), ...body.headers }, payload: body.payload });
}

export const history = (t: TestApp, token: string, fileId: string) => t.app.inject({ url: `/api/v1/blockchain/${fileId}/history`, headers: bearer(token) });
