import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_REQUIREMENT_IDS as R, DEFAULT_STAGE_IDS as S } from '../../../src/shared/domain/compliance-defaults';
import { buildCompany, buildUser } from '../../fixtures/factories';
import { json, signIn } from '../../fixtures/http';
import { createTestApp, type TestApp } from '../../fixtures/test-app';
import { bearer, folderView, history, multipart, PDF } from './vault-setup';

describe('documentos propios de la empresa en su bóveda', () => {
  let t: TestApp;
  let companyId: string;
  let token: string;
  let outsiderToken: string;
  let outsiderId: string;

  beforeAll(async () => {
    t = await createTestApp();
    companyId = (await buildCompany(t.db, { status: 'PREMIUM' })).id;
    outsiderId = (await buildCompany(t.db, { status: 'PREMIUM' })).id;
    token = (await signIn(t.app, (await buildUser(t.db, { companyId })).email)).accessToken;
    outsiderToken = (await signIn(t.app, (await buildUser(t.db, { companyId: outsiderId })).email)).accessToken;
  }, 120_000);
  afterAll(() => t.close());

  const requirementUrl = `/api/v1/stage/companyId/${'{c}'}/stageTemplateId/${S.expediente}/requirements/${R['Acta constitutiva']}`;
  const upload = (month: string) => {
    const body = multipart({ month, year: '2025' }, { name: `acta-${month}.pdf`, bytes: PDF });
    return t.app.inject({ method: 'POST', url: requirementUrl.replace('{c}', companyId), payload: body.payload, headers: { ...body.headers, ...bearer(token) } });
  };
  const child = async (name: string, folderId?: string) => {
    const view = json(await folderView(t, token, companyId, folderId)).respuesta;
    return view.folders.find((f: { name: string }) => f.name === name);
  };

  it('se archivan en Expediente de la empresa/{etapa}/{año-mes}, solo lectura, ligados a su documento, y el registro anota CREATE', async () => {
    const delivered = json(await upload('3')).respuesta;
    const root = await child('Expediente de la empresa');
    expect(root).toMatchObject({ readOnly: true });
    const stage = await child('Expediente', root.id);
    expect(stage).toMatchObject({ kind: 'STAGE', readOnly: true });
    const period = await child('2025-03', stage.id);
    expect(period).toMatchObject({ kind: 'PERIOD' });
    const inPeriod = json(await folderView(t, token, companyId, period.id)).respuesta;
    expect(inPeriod.canWrite).toBe(false);
    expect(inPeriod.breadcrumbs.map((b: { name: string }) => b.name)).toEqual(['Expediente de la empresa', 'Expediente', '2025-03']);
    const [document] = inPeriod.documents;
    expect(document).toMatchObject({ fileId: delivered.fileId, source: 'COMPLIANCE', readOnly: true });
    expect((await t.app.inject({ method: 'DELETE', url: `/api/v1/vault/${companyId}/documents/${document.id}`, headers: bearer(token) })).statusCode).toBe(403);
    expect(json(await history(t, token, delivered.fileId)).respuesta.map((e: { action: string }) => e.action)).toEqual(['CREATE']);
    // Not shared: another company does not reach the folder.
    expect((await folderView(t, outsiderToken, outsiderId, period.id)).statusCode).toBe(404);
  });

  it('un segundo periodo reutiliza las carpetas; eliminar el documento lo quita de la bóveda y el registro anota DELETE', async () => {
    const delivered = json(await upload('4')).respuesta;
    const root = await child('Expediente de la empresa');
    const stage = await child('Expediente', root.id);
    expect(json(await folderView(t, token, companyId, stage.id)).respuesta.folders.map((f: { name: string }) => f.name).toSorted()).toEqual(['2025-03', '2025-04']);
    const removed = await t.app.inject({ method: 'DELETE', url: `${requirementUrl.replace('{c}', companyId)}/documents/${delivered.id}`, headers: bearer(token) });
    expect(removed.statusCode).toBe(200);
    const april = await child('2025-04', stage.id);
    expect(json(await folderView(t, token, companyId, april.id)).respuesta.documents).toEqual([]);
    expect(json(await history(t, token, delivered.fileId)).respuesta.map((e: { action: string }) => e.action)).toEqual(['CREATE', 'DELETE']);
  });
});
