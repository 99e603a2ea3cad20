import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications } from '../../../src/server/db/schema';
import { DEFAULT_REQUIREMENT_IDS as R, DEFAULT_STAGE_IDS as S } from '../../../src/shared/domain/compliance-defaults';
import { linkCompanies } from '../../fixtures/compliance-factories';
import { buildCompany, buildUser } from '../../fixtures/factories';
import { json, signIn } from '../../fixtures/http';
import { createTestApp, type TestApp } from '../../fixtures/test-app';
import { bearer, multipart, PDF } from '../compliance-documents/compliance-documents-setup';

describe('validación de los documentos propios de la empresa por sus clientes', () => {
  let t: TestApp;
  let providerId: string;
  let providerUserId: string;
  const tokens = { provider: '', client: '', clientReader: '', outsider: '', ownProvider: '' };

  beforeAll(async () => {
    t = await createTestApp();
    const provider = await buildCompany(t.db, { name: 'Proveedor Expediente SA de CV', status: 'PREMIUM' });
    const client = await buildCompany(t.db, { name: 'Cliente Revisor SA de CV', status: 'CORPORATIVO', invitedAs: 'client' });
    const subcontractor = await buildCompany(t.db, { name: 'Subcontratista SA de CV', status: 'CORPORATIVO' });
    const outsider = await buildCompany(t.db, { status: 'CORPORATIVO' });
    providerId = provider.id;
    await linkCompanies(t.db, client.id, provider.id);
    // The provider's own provider sees the expedient (linked) but is not its client.
    await linkCompanies(t.db, provider.id, subcontractor.id);
    const providerUser = await buildUser(t.db, { companyId: provider.id });
    providerUserId = providerUser.id;
    const token = async (email: string) => (await signIn(t.app, email)).accessToken;
    tokens.provider = await token(providerUser.email);
    tokens.client = await token((await buildUser(t.db, { companyId: client.id })).email);
    tokens.clientReader = await token((await buildUser(t.db, { companyId: client.id, role: 'Lector' })).email);
    tokens.outsider = await token((await buildUser(t.db, { companyId: outsider.id })).email);
    tokens.ownProvider = await token((await buildUser(t.db, { companyId: subcontractor.id })).email);
  }, 180_000);
  afterAll(() => t.close());

  const upload = async (month: string) => {
    const body = multipart({ month, year: '2025' }, { name: `acta-${month}.pdf`, bytes: PDF });
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/v1/stage/companyId/${providerId}/stageTemplateId/${S.expediente}/requirements/${R['Acta constitutiva']}`,
      payload: body.payload,
      headers: { ...body.headers, ...bearer(tokens.provider) },
    });
    expect(response.statusCode).toBe(200);
    return json(response).respuesta as { id: string; fileId: string };
  };
  const decide = (token: string | undefined, uid: string, status: 'ACCEPTED' | 'REJECTED', comments = '', requirementId: string = R['Acta constitutiva']) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/v1/expedientes/${providerId}/requirements/${requirementId}`,
      headers: token ? bearer(token) : {},
      payload: { uid, validationStatus: { status, comments } },
    });
  const expedient = async (token: string) => json(await t.app.inject({ url: `/api/v1/expedientes/${providerId}`, headers: bearer(token) })).respuesta;

  it('el expediente dice quién puede validar: el cliente sí; la propia empresa, su Lector y su proveedor no', async () => {
    expect((await expedient(tokens.client)).canValidate).toBe(true);
    expect((await expedient(tokens.clientReader)).canValidate).toBe(false);
    expect((await expedient(tokens.provider)).canValidate).toBe(false);
    expect((await expedient(tokens.ownProvider)).canValidate).toBe(false);
  });

  it('401 sin sesión, 404 a un extraño o a otro requisito, 403 a la propia empresa, a su proveedor y al Lector, 400 sin comentario al rechazar', async () => {
    const { id } = await upload('1');
    expect((await decide(undefined, id, 'ACCEPTED')).statusCode).toBe(401);
    expect((await decide(tokens.outsider, id, 'ACCEPTED')).statusCode).toBe(404);
    expect((await decide(tokens.client, id, 'ACCEPTED', '', '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await decide(tokens.client, id, 'ACCEPTED', '', R['Poder del representante legal'])).statusCode).toBe(404);
    expect((await decide(tokens.provider, id, 'ACCEPTED')).statusCode).toBe(403);
    expect((await decide(tokens.ownProvider, id, 'ACCEPTED')).statusCode).toBe(403);
    expect((await decide(tokens.clientReader, id, 'ACCEPTED')).statusCode).toBe(403);
    const noComment = await decide(tokens.client, id, 'REJECTED');
    expect(noComment.statusCode).toBe(400);
    expect((await decide(tokens.client, 'no-uuid', 'ACCEPTED')).statusCode).toBe(400);
  });

  it('el cliente vinculado abre el documento desde el expediente; un extraño no (404), sin sesión 401', async () => {
    const { id } = await upload('5');
    const file = (token?: string) => t.app.inject({ url: `/api/v1/expedientes/${providerId}/documents/${id}/file`, headers: token ? bearer(token) : {} });
    const opened = await file(tokens.client);
    expect(opened.statusCode).toBe(200);
    expect(opened.headers['content-type']).toBe('application/pdf');
    expect(Buffer.from(opened.rawPayload).equals(PDF)).toBe(true);
    expect((await file(tokens.provider)).statusCode).toBe(200);
    expect((await file(tokens.outsider)).statusCode).toBe(404);
    expect((await file()).statusCode).toBe(401);
  });

  it('el cliente rechaza con comentario, el proveedor recibe el aviso y carga de nuevo; el cliente lo valida y queda en el registro', async () => {
    const first = await upload('2');
    const rejected = await decide(tokens.client, first.id, 'REJECTED', 'Falta la última hoja');
    expect(rejected.statusCode).toBe(200);
    expect(json(rejected).respuesta.validationStatus).toMatchObject({ status: 'REJECTED', comments: 'Falta la última hoja' });
    expect((await decide(tokens.client, first.id, 'ACCEPTED')).statusCode).toBe(409);
    const notices = await t.db.select().from(notifications).where(eq(notifications.userId, providerUserId));
    expect(notices.map((n) => n.text).join('\n')).toContain('Falta la última hoja');

    const second = await upload('2');
    const accepted = await decide(tokens.client, second.id, 'ACCEPTED');
    expect(accepted.statusCode).toBe(200);
    expect(json(accepted).respuesta.validationStatus.status).toBe('ACCEPTED');
    const acta = (await expedient(tokens.provider)).stages
      .flatMap((s: { groups: { requirements: unknown[] }[] }) => s.groups.flatMap((g) => g.requirements))
      .find((r: { name: string }) => r.name === 'Acta constitutiva');
    expect(acta.documents.find((d: { id: string }) => d.id === second.id).validationStatus.status).toBe('ACCEPTED');
    const history = json(await t.app.inject({ url: `/api/v1/blockchain/${second.fileId}/history`, headers: bearer(tokens.provider) })).respuesta;
    expect(history.map((e: { action: string }) => e.action)).toEqual(['CREATE', 'VALIDATE']);
  });
});
