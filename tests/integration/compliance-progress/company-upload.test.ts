import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_REQUIREMENT_IDS as R, DEFAULT_STAGE_IDS as S } from '../../../src/shared/domain/compliance-defaults';
import { buildCompany, buildUser } from '../../fixtures/factories';
import { json, signIn } from '../../fixtures/http';
import { createTestApp, type TestApp } from '../../fixtures/test-app';
import { multipart, PDF, XML } from '../compliance-documents/compliance-documents-setup';

describe('Carga de documentos propios de la empresa en su página de etapa', () => {
  let t: TestApp;
  let companyId: string;
  let freeId: string;
  const tokens = { admin: '', lector: '', free: '', outsider: '' };

  beforeAll(async () => {
    t = await createTestApp();
    const company = await buildCompany(t.db, { status: 'PREMIUM' });
    const free = await buildCompany(t.db, { status: 'FREE' });
    const outsider = await buildCompany(t.db, { status: 'PREMIUM' });
    companyId = company.id;
    freeId = free.id;
    const token = async (id: string, role: 'Administrador' | 'Lector' = 'Administrador') => (await signIn(t.app, (await buildUser(t.db, { companyId: id, role })).email)).accessToken;
    tokens.admin = await token(company.id);
    tokens.lector = await token(company.id, 'Lector');
    tokens.free = await token(free.id);
    tokens.outsider = await token(outsider.id);
    // Generous: several sign-ins (argon2) on a shared, loaded 2-core machine.
  }, 180_000);
  afterAll(() => t.close());

  const upload = (options: { token?: string; company?: string; stage?: string; requirement?: string; fields?: Record<string, string>; file?: { name: string; bytes: Buffer } | null }) => {
    const body = multipart(options.fields ?? { month: '3', year: '2025' }, options.file === null ? undefined : (options.file ?? { name: 'acta.pdf', bytes: PDF }));
    return t.app.inject({
      method: 'POST',
      url: `/api/v1/stage/companyId/${options.company ?? companyId}/stageTemplateId/${options.stage ?? S.expediente}/requirements/${options.requirement ?? R['Acta constitutiva']}`,
      payload: body.payload,
      headers: { ...body.headers, ...(options.token ? { authorization: `Bearer ${options.token}` } : {}) },
    });
  };
  const stage = async (token: string) => json(await t.app.inject({ method: 'GET', url: `/api/v1/stage/companyId/${companyId}/stageTemplateId/${S.expediente}`, headers: { authorization: `Bearer ${token}` } })).respuesta;

  it('rechaza la carga sin sesión (401)', async () => {
    expect((await upload({})).statusCode).toBe(401);
  });

  it('solo Administrador o Colaborador de un plan con etapas en el inicio pueden cargar (403)', async () => {
    expect((await upload({ token: tokens.lector })).statusCode).toBe(403);
    expect((await upload({ token: tokens.free, company: freeId })).statusCode).toBe(403);
    expect((await stage(tokens.lector)).canUpload).toBe(false);
    expect((await stage(tokens.admin)).canUpload).toBe(true);
  });

  it('responde 404 a otra empresa y a un requisito de otra etapa', async () => {
    expect((await upload({ token: tokens.outsider })).statusCode).toBe(404);
    expect((await upload({ token: tokens.admin, requirement: R['Acuse ICSOE'] })).statusCode).toBe(404);
  });

  it('valida los campos, el archivo y su formato (400)', async () => {
    const badMonth = await upload({ token: tokens.admin, fields: { month: '13', year: '2025' } });
    expect(badMonth.statusCode).toBe(400);
    expect(Object.keys(json(badMonth).respuesta.campos)).toContain('month');
    const noFile = await upload({ token: tokens.admin, file: null });
    expect(noFile.statusCode).toBe(400);
    expect(json(noFile).respuesta.campos).toHaveProperty('file');
    expect((await upload({ token: tokens.admin, file: { name: 'acta.pdf', bytes: XML } })).statusCode).toBe(400);
    expect((await upload({ token: tokens.admin, file: { name: 'acta.pdf', bytes: Buffer.alloc(0) } })).statusCode).toBe(400);
  });

  it('carga el documento bajo revisión, lo muestra en la etapa y cuenta en el avance; el mismo periodo no se repite (409)', async () => {
    const response = await upload({ token: tokens.admin });
    expect(response.statusCode).toBe(200);
    expect(json(response).respuesta).toMatchObject({ year: 2025, month: 3, validationStatus: { status: 'REVIEW' } });
    const view = await stage(tokens.lector);
    const acta = view.groups.flatMap((g: { requirements: unknown[] }) => g.requirements).find((r: { name: string }) => r.name === 'Acta constitutiva');
    expect(acta.documents).toHaveLength(1);
    expect(view.progress).toMatchObject({ review: 1, accepted: 0 });
    expect((await upload({ token: tokens.admin })).statusCode).toBe(409);
  });

  const download = (requirementIds: string[], token?: string) =>
    t.app.inject({
      method: 'POST',
      url: `/api/v1/stage/companyId/${companyId}/stageTemplateId/${S.expediente}/download`,
      payload: { requirementIds },
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });

  it('DESCARGAR DOCUMENTOS: 401 sin sesión, 404 a otra empresa, 400 sin tipos o con un requisito de otra etapa', async () => {
    expect((await download([R['Acta constitutiva']])).statusCode).toBe(401);
    expect((await download([R['Acta constitutiva']], tokens.outsider)).statusCode).toBe(404);
    expect((await download([], tokens.admin)).statusCode).toBe(400);
    const foreign = await download([R['Acuse ICSOE']], tokens.admin);
    expect(foreign.statusCode).toBe(400);
    expect(json(foreign).respuesta.campos).toHaveProperty('requirementIds');
  });

  it('DESCARGAR DOCUMENTOS arma Documents.zip con {requisito}/{año}-{mes}/{nombre} y los bytes cargados', async () => {
    const response = await download([R['Acta constitutiva'], R['Poder del representante legal']], tokens.lector);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toContain('Documents.zip');
    const entries = unzipSync(new Uint8Array(response.rawPayload));
    expect(Object.keys(entries)).toEqual(['Acta constitutiva/2025-03/acta.pdf']);
    expect(Buffer.from(entries['Acta constitutiva/2025-03/acta.pdf'] ?? []).equals(PDF)).toBe(true);
  });

  it('elimina un documento propio: 401, 403 a Lector, 404 a otra empresa o documento ajeno, 400 mal formado, y desaparece de la etapa', async () => {
    const uploaded = json(await upload({ token: tokens.admin, fields: { month: '4', year: '2025' }, requirement: R['Comprobante de domicilio'] })).respuesta;
    const url = (documentId: string, company = companyId) => `/api/v1/stage/companyId/${company}/stageTemplateId/${S.expediente}/requirements/${R['Comprobante de domicilio']}/documents/${documentId}`;
    const remove = (documentId: string, token?: string, company?: string) => t.app.inject({ method: 'DELETE', url: url(documentId, company), headers: token ? { authorization: `Bearer ${token}` } : {} });
    expect((await remove(uploaded.id)).statusCode).toBe(401);
    expect((await remove(uploaded.id, tokens.lector)).statusCode).toBe(403);
    expect((await remove(uploaded.id, tokens.outsider)).statusCode).toBe(404);
    expect((await remove('00000000-0000-4000-8000-000000000000', tokens.admin)).statusCode).toBe(404);
    expect((await remove('no-es-uuid', tokens.admin)).statusCode).toBe(400);
    expect((await stage(tokens.admin)).canDelete).toBe(true);
    expect((await remove(uploaded.id, tokens.admin)).statusCode).toBe(200);
    const comprobante = (await stage(tokens.admin)).groups.flatMap((g: { requirements: unknown[] }) => g.requirements).find((r: { name: string }) => r.name === 'Comprobante de domicilio');
    expect(comprobante.documents).toEqual([]);
    expect((await remove(uploaded.id, tokens.admin)).statusCode).toBe(404);
  });
});
