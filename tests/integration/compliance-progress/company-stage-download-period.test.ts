import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_REQUIREMENT_IDS as R, DEFAULT_STAGE_IDS as S } from '../../../src/shared/domain/compliance-defaults';
import { buildCompany, buildUser } from '../../fixtures/factories';
import { json, signIn } from '../../fixtures/http';
import { createTestApp, type TestApp } from '../../fixtures/test-app';
import { multipart, PDF } from '../compliance-documents/compliance-documents-setup';

describe('DESCARGAR DOCUMENTOS de la página de etapa: tipos y periodo', () => {
  let t: TestApp;
  let companyId: string;
  let token: string;

  beforeAll(async () => {
    t = await createTestApp();
    companyId = (await buildCompany(t.db, { status: 'PREMIUM' })).id;
    token = (await signIn(t.app, (await buildUser(t.db, { companyId })).email)).accessToken;
    for (const [month, name] of [
      ['3', 'acta-marzo.pdf'],
      ['6', 'acta-junio.pdf'],
      ['9', 'acta-septiembre.pdf'],
    ] as const) {
      const body = multipart({ month, year: '2025' }, { name, bytes: PDF });
      const response = await t.app.inject({
        method: 'POST',
        url: `/api/v1/stage/companyId/${companyId}/stageTemplateId/${S.expediente}/requirements/${R['Acta constitutiva']}`,
        payload: body.payload,
        headers: { ...body.headers, authorization: `Bearer ${token}` },
      });
      if (response.statusCode !== 200) throw new Error(`upload ${name}: ${response.statusCode}`);
    }
  }, 120_000);
  afterAll(() => t.close());

  const download = (payload: object) =>
    t.app.inject({ method: 'POST', url: `/api/v1/stage/companyId/${companyId}/stageTemplateId/${S.expediente}/download`, payload, headers: { authorization: `Bearer ${token}` } });
  const names = async (payload: object) => {
    const response = await download(payload);
    expect(response.statusCode).toBe(200);
    return Object.keys(unzipSync(new Uint8Array(response.rawPayload))).toSorted();
  };

  it('sin periodo descarga todos los meses', async () => {
    expect(await names({ requirementIds: [R['Acta constitutiva']] })).toHaveLength(3);
  });

  it('con periodo descarga solo los meses de desde–hasta, incluidos ambos', async () => {
    expect(await names({ requirementIds: [R['Acta constitutiva']], from: '2025-05', to: '2025-09' })).toEqual(['Acta constitutiva/2025-06/acta-junio.pdf', 'Acta constitutiva/2025-09/acta-septiembre.pdf']);
    expect(await names({ requirementIds: [R['Acta constitutiva']], from: '2025-03', to: '2025-03' })).toEqual(['Acta constitutiva/2025-03/acta-marzo.pdf']);
  });

  it('un periodo sin documentos lo dice en vez de enviar un zip vacío', async () => {
    const empty = await download({ requirementIds: [R['Acta constitutiva']], from: '2025-10', to: '2025-12' });
    expect(empty.statusCode).toBe(404);
    expect(json(empty).mensaje).toBe('No hay documentos en el periodo seleccionado');
  });

  it('valida el periodo como la descarga del servicio (400)', async () => {
    const early = await download({ requirementIds: [R['Acta constitutiva']], from: '2016-12', to: '2025-01' });
    expect(early.statusCode).toBe(400);
    expect(json(early).respuesta.campos).toHaveProperty('from');
    const reversed = await download({ requirementIds: [R['Acta constitutiva']], from: '2025-06', to: '2025-05' });
    expect(reversed.statusCode).toBe(400);
    expect(json(reversed).respuesta.campos).toHaveProperty('to');
    expect((await download({ requirementIds: [R['Acta constitutiva']], from: '2025-06' })).statusCode).toBe(400);
    expect((await download({ requirementIds: [R['Acta constitutiva']], from: '2025-13', to: '2025-14' })).statusCode).toBe(400);
  });
});
