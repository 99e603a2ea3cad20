import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../../src/server/db/schema';
import { MENSAJES_SETS as M } from '../../../src/shared/labels/document-sets';
import { buildComplianceDocument, buildDocumentSet, buildService, linkCompanies } from '../../fixtures/compliance-factories';
import { buildCompany, buildUser } from '../../fixtures/factories';
import { json, signIn } from '../../fixtures/http';
import { pngImage } from '../../fixtures/png';
import { createTestApp, type TestApp } from '../../fixtures/test-app';
import { multipartBody } from '../files/multipart-body';

const ZERO = '00000000-0000-4000-8000-000000000000';
const MONTHLY = { kind: 'MONTHLY', day: 17 } as const;

describe('[ADMINISTRACIÓN] sets de documentos (pestaña Servicios)', () => {
  let t: TestApp;
  let companyId: string;
  let providerId: string;
  let adminToken: string;
  let readerToken: string;
  let collaboratorToken: string;
  let outsiderToken: string;
  let outsiderCompanyId: string;

  beforeAll(async () => {
    t = await createTestApp();
    companyId = (await buildCompany(t.db, { name: 'Sets Corporativo SA de CV', status: 'CORPORATIVO', invitedAs: 'client' })).id;
    providerId = (await buildCompany(t.db, { name: 'Proveedor de Sets SA de CV', invitedAs: 'provider' })).id;
    await linkCompanies(t.db, companyId, providerId);
    adminToken = (await signIn(t.app, (await buildUser(t.db, { companyId })).email)).accessToken;
    readerToken = (await signIn(t.app, (await buildUser(t.db, { companyId, role: 'Lector' })).email)).accessToken;
    collaboratorToken = (await signIn(t.app, (await buildUser(t.db, { companyId, role: 'Colaborador' })).email)).accessToken;
    outsiderCompanyId = (await buildCompany(t.db)).id;
    outsiderToken = (await signIn(t.app, (await buildUser(t.db, { companyId: outsiderCompanyId })).email)).accessToken;
  });
  afterAll(() => t.close());

  const call = (method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', path: string, token: string | null, payload?: object) =>
    t.app.inject({ method, url: `/api/v1/companies/${path}`, headers: token ? { authorization: `Bearer ${token}` } : {}, ...(payload ? { payload } : {}) });
  const create = async (name: string, copyFromId?: string) => {
    // A new set starts with at least one stage (spec 3 §5): its own or the copied set's.
    const response = await call('POST', `${companyId}/document-sets`, adminToken, { name, ...(copyFromId ? { copyFromId } : { stages: ['Expediente'] }) });
    expect(response.statusCode).toBe(200);
    return json(response).respuesta;
  };
  const offered = async () => json(await t.app.inject({ method: 'GET', url: `/api/v1/service-type/company/${companyId}`, headers: { authorization: `Bearer ${adminToken}` } })).respuesta as { id: string }[];

  it('crea un set, arma su árbol (etapa, grupo, requisito), lo ordena y lo deja en la Bitácora', async () => {
    const set = await create('Limpieza industrial');
    expect(set).toMatchObject({ name: 'Limpieza industrial', platform: false, retired: false, servicesCount: 0, stagesCount: 1 });
    expect(set.stages.map((s: { name: string }) => s.name)).toEqual(['Expediente']);
    const base = `${companyId}/document-sets/${set.id}`;
    let tree = json(await call('POST', `${base}/stages`, adminToken, { name: 'Cumplimiento', description: 'Mensual' })).respuesta;
    expect(tree.stages.map((s: { name: string }) => s.name)).toEqual(['Expediente', 'Cumplimiento']);
    const [first, second] = tree.stages;
    tree = json(await call('PUT', `${base}/stages/order`, adminToken, { ids: [second.id, first.id] })).respuesta;
    expect(tree.stages.map((s: { name: string }) => s.name)).toEqual(['Cumplimiento', 'Expediente']);
    tree = json(await call('POST', `${base}/stages/${second.id}/groups`, adminToken, { name: 'Obligaciones' })).respuesta;
    const group = tree.stages[0].groups[0];
    tree = json(await call('POST', `${base}/groups/${group.id}/requirements`, adminToken, { name: 'CFDI de nómina', format: 'XML', delivery: MONTHLY, helpText: 'El XML timbrado' })).respuesta;
    tree = json(await call('POST', `${base}/groups/${group.id}/requirements`, adminToken, { name: 'Opinión SAT', format: 'PDF', delivery: { kind: 'ONCE', day: 10 } })).respuesta;
    const [cfdi, sat] = tree.stages[0].groups[0].requirements;
    expect(cfdi).toMatchObject({ name: 'CFDI de nómina', format: 'XML', delivery: MONTHLY, helpText: 'El XML timbrado', exampleImage: null, hasDocuments: false });
    tree = json(await call('PUT', `${base}/groups/${group.id}/requirements/order`, adminToken, { ids: [sat.id, cfdi.id] })).respuesta;
    expect(tree.stages[0].groups[0].requirements.map((r: { name: string }) => r.name)).toEqual(['Opinión SAT', 'CFDI de nómina']);
    tree = json(await call('PATCH', `${base}/requirements/${cfdi.id}`, adminToken, { name: 'CFDI de nómina (XML)', format: 'XML', delivery: { kind: 'BIMONTHLY', day: 5 }, helpText: '' })).respuesta;
    expect(tree.stages[0].groups[0].requirements[1]).toMatchObject({ name: 'CFDI de nómina (XML)', delivery: { kind: 'BIMONTHLY', day: 5 } });
    tree = json(await call('PATCH', `${base}/groups/${group.id}`, adminToken, { name: 'Obligaciones mensuales' })).respuesta;
    tree = json(await call('PATCH', `${base}/stages/${first.id}`, adminToken, { name: 'Expediente legal', description: '' })).respuesta;
    expect(tree.stages.map((s: { name: string }) => s.name)).toEqual(['Cumplimiento', 'Expediente legal']);
    expect(tree.stages[0].groups[0].name).toBe('Obligaciones mensuales');
    tree = json(await call('DELETE', `${base}/stages/${first.id}`, adminToken)).respuesta;
    expect(tree.stages).toHaveLength(1);
    const renamed = await call('PATCH', base, adminToken, { name: 'Limpieza industrial 2026' });
    expect(json(renamed).respuesta).toMatchObject({ name: 'Limpieza industrial 2026', stagesCount: 1 });

    const lines = await t.db.select().from(auditLog).where(and(eq(auditLog.companyId, companyId), like(auditLog.action, 'document_set.%')));
    expect(new Set(lines.map((l) => l.action))).toEqual(
      new Set(['document_set.created', 'document_set.stage_added', 'document_set.stages_reordered', 'document_set.group_added', 'document_set.requirement_added', 'document_set.requirements_reordered', 'document_set.requirement_updated', 'document_set.group_updated', 'document_set.stage_updated', 'document_set.stage_deleted', 'document_set.renamed']),
    );
    expect(await offered()).toContainEqual(expect.objectContaining({ id: set.id, name: 'Limpieza industrial 2026', platform: false }));
  });

  it('lista los de la plataforma y los propios, busca, ordena A-Z / Z-A y no muestra los de otra empresa', async () => {
    await create('Álamo');
    await create('zeta');
    await buildDocumentSet(t.db, { name: 'Ajeno de otra empresa', ownerCompanyId: outsiderCompanyId });
    const asc = json(await call('GET', `${companyId}/document-sets`, adminToken)).respuesta as { name: string; platform: boolean }[];
    expect(asc.some((s) => s.platform)).toBe(true);
    expect(asc.some((s) => s.name === 'Ajeno de otra empresa')).toBe(false);
    const names = asc.map((s) => s.name);
    expect(names.indexOf('Álamo')).toBeLessThan(names.indexOf('zeta'));
    const desc = json(await call('GET', `${companyId}/document-sets?sort=desc&search=ALAMO`, adminToken)).respuesta;
    expect(desc.map((s: { name: string }) => s.name)).toEqual(['Álamo']);
    const zDesc = json(await call('GET', `${companyId}/document-sets?sort=desc`, adminToken)).respuesta as { name: string }[];
    expect(zDesc.map((s) => s.name)).toEqual(names.toReversed());
    const duplicate = await call('POST', `${companyId}/document-sets`, adminToken, { name: 'alamo', stages: ['Expediente'] });
    expect(duplicate.statusCode).toBe(409);
    expect(json(duplicate).mensaje).toBe(M.nombreDuplicado);
  });

  it('responde 401, 403 a Lector y Colaborador, 404 a otra empresa y 400 con campos', async () => {
    const mine = await create('Para permisos');
    const foreign = await buildDocumentSet(t.db, { name: 'De otra', ownerCompanyId: outsiderCompanyId });
    const paths = [`${companyId}/document-sets`, `${companyId}/document-sets/${mine.id}`];
    for (const path of paths) {
      expect((await call('GET', path, null)).statusCode).toBe(401);
      expect((await call('GET', path, readerToken)).statusCode).toBe(403);
      expect((await call('GET', path, collaboratorToken)).statusCode).toBe(403);
      expect((await call('GET', path, outsiderToken)).statusCode).toBe(404);
    }
    expect((await call('POST', `${companyId}/document-sets`, readerToken, { name: 'X', stages: ['E'] })).statusCode).toBe(403);
    expect((await call('DELETE', `${companyId}/document-sets/${mine.id}`, collaboratorToken)).statusCode).toBe(403);
    expect((await call('POST', `${companyId}/document-sets/${mine.id}/stages`, outsiderToken, { name: 'X' })).statusCode).toBe(404);
    // Another company's set under one's own company reads as absent, for reading and writing.
    const other = `${companyId}/document-sets/${foreign.set.id}`;
    expect((await call('GET', other, adminToken)).statusCode).toBe(404);
    expect((await call('PATCH', other, adminToken, { name: 'Mío' })).statusCode).toBe(404);
    expect((await call('DELETE', other, adminToken)).statusCode).toBe(404);
    expect((await call('DELETE', `${other}/stages/${foreign.stageIds.Expediente}`, adminToken)).statusCode).toBe(404);
    expect((await call('POST', `${companyId}/document-sets`, adminToken, { name: 'Copia ajena', copyFromId: foreign.set.id })).statusCode).toBe(400);
    // An id of another set's tree under my set is 404 too.
    expect((await call('DELETE', `${companyId}/document-sets/${mine.id}/stages/${foreign.stageIds.Expediente}`, adminToken)).statusCode).toBe(404);
    expect((await call('GET', `${companyId}/document-sets/${ZERO}`, adminToken)).statusCode).toBe(404);

    const bad = await call('POST', `${companyId}/document-sets`, adminToken, { name: '  ' });
    expect(bad.statusCode).toBe(400);
    expect(json(bad).respuesta.campos).toMatchObject({ name: M.nombreRequerido, stages: M.etapaRequerida });
    // No stage and nothing to copy: 'Debe haber al menos una etapa', and no set is made.
    const noStage = await call('POST', `${companyId}/document-sets`, adminToken, { name: 'Sin etapas', stages: [] });
    expect([noStage.statusCode, json(noStage).respuesta.campos]).toEqual([400, { stages: M.etapaRequerida }]);
    const emptySource = await create('Origen de una etapa');
    await call('DELETE', `${companyId}/document-sets/${emptySource.id}/stages/${emptySource.stages[0].id}`, adminToken);
    const emptyCopy = await call('POST', `${companyId}/document-sets`, adminToken, { name: 'Copia sin etapas', copyFromId: emptySource.id });
    expect([emptyCopy.statusCode, json(emptyCopy).respuesta.campos]).toEqual([400, { copyFromId: M.etapaRequerida }]);
    const names = (json(await call('GET', `${companyId}/document-sets?search=etapas`, adminToken)).respuesta as { name: string }[]).map((x) => x.name);
    expect(names).not.toContain('Sin etapas');
    expect(names).not.toContain('Copia sin etapas');
    const stage = json(await call('POST', `${companyId}/document-sets/${mine.id}/stages`, adminToken, { name: 'E' })).respuesta.stages[0];
    const group = json(await call('POST', `${companyId}/document-sets/${mine.id}/stages/${stage.id}/groups`, adminToken, { name: 'G' })).respuesta.stages[0].groups[0];
    const badRequirement = await call('POST', `${companyId}/document-sets/${mine.id}/groups/${group.id}/requirements`, adminToken, { name: 'R', format: 'DOCX', delivery: { kind: 'WEEKLY', day: 31 } });
    expect(badRequirement.statusCode).toBe(400);
    expect(json(badRequirement).respuesta.campos).toMatchObject({ format: M.formatoInvalido, 'delivery.kind': M.periodicidadInvalida, 'delivery.day': M.diaInvalido });
    const badOrder = await call('PUT', `${companyId}/document-sets/${mine.id}/stages/order`, adminToken, { ids: [ZERO] });
    expect(badOrder.statusCode).toBe(400);
    expect(json(badOrder).mensaje).toBe(M.ordenInvalido);
  });

  it('un set en uso no se borra (mensaje claro), se retira: sigue en su servicio y deja de ofrecerse; reactivarlo lo vuelve a ofrecer', async () => {
    const set = await create('Seguridad privada');
    const service = await buildService(t.db, { clientId: companyId, providerId, setId: set.id });
    const listed = json(await call('GET', `${companyId}/document-sets?search=seguridad`, adminToken)).respuesta;
    expect(listed).toEqual([expect.objectContaining({ id: set.id, servicesCount: 1 })]);
    const refused = await call('DELETE', `${companyId}/document-sets/${set.id}`, adminToken);
    expect(refused.statusCode).toBe(409);
    expect(json(refused).mensaje).toBe(M.enUsoNoBorrar(1));
    expect(await offered()).toContainEqual(expect.objectContaining({ id: set.id }));

    const retired = await call('PUT', `${companyId}/document-sets/${set.id}/retired`, adminToken, { retired: true });
    expect(json(retired).respuesta).toMatchObject({ retired: true, servicesCount: 1 });
    expect((await offered()).some((s) => s.id === set.id)).toBe(false);
    const detail = await t.app.inject({ method: 'GET', url: `/api/v1/services/${service.id}`, headers: { authorization: `Bearer ${adminToken}` } });
    expect(json(detail).respuesta).toMatchObject({ setId: set.id, setName: 'Seguridad privada' });
    const createWithRetired = await t.app.inject({
      method: 'POST',
      url: '/api/v1/services',
      headers: { authorization: `Bearer ${adminToken}` },
      payload: { name: 'Nuevo con retirado', startDate: '2026-01-01', endDate: '2026-12-31', companyId, counterpartId: providerId, counterpartSide: 'provider', setId: set.id },
    });
    expect(createWithRetired.statusCode).toBe(400);

    await call('PUT', `${companyId}/document-sets/${set.id}/retired`, adminToken, { retired: false });
    expect(await offered()).toContainEqual(expect.objectContaining({ id: set.id }));

    const unused = await create('Sin uso');
    expect((await call('DELETE', `${companyId}/document-sets/${unused.id}`, adminToken)).statusCode).toBe(200);
    expect((await call('GET', `${companyId}/document-sets/${unused.id}`, adminToken)).statusCode).toBe(404);
  });

  it('una etapa, grupo o requisito con documentos entregados no se borra; sin documentos sí', async () => {
    const built = await buildDocumentSet(t.db, { name: 'Con documentos', ownerCompanyId: companyId });
    const service = await buildService(t.db, { clientId: companyId, providerId, setId: built.set.id });
    await buildComplianceDocument(t.db, { companyId: providerId, serviceId: service.id, requirementId: built.requirementIds['Acta constitutiva'] ?? '', year: 2026, month: 1 });
    const base = `${companyId}/document-sets/${built.set.id}`;
    const tree = json(await call('GET', base, adminToken)).respuesta;
    const expedient = tree.stages.find((s: { name: string }) => s.name === 'Expediente');
    expect(expedient).toMatchObject({ hasDocuments: true, groups: [expect.objectContaining({ hasDocuments: true, requirements: [expect.objectContaining({ hasDocuments: true })] })] });

    const stage = await call('DELETE', `${base}/stages/${built.stageIds.Expediente}`, adminToken);
    expect([stage.statusCode, json(stage).mensaje]).toEqual([409, M.etapaConDocumentos]);
    const group = await call('DELETE', `${base}/groups/${expedient.groups[0].id}`, adminToken);
    expect([group.statusCode, json(group).mensaje]).toEqual([409, M.grupoConDocumentos]);
    const requirement = await call('DELETE', `${base}/requirements/${built.requirementIds['Acta constitutiva']}`, adminToken);
    expect([requirement.statusCode, json(requirement).mensaje]).toEqual([409, M.requisitoConDocumentos]);

    // A company-level document (no service) also keeps its set from being deleted.
    const companyLevel = await buildDocumentSet(t.db, { name: 'Con documento de empresa', ownerCompanyId: companyId });
    await buildComplianceDocument(t.db, { companyId, requirementId: companyLevel.requirementIds['Acta constitutiva'] ?? '', year: 2026, month: 2 });
    const refused = await call('DELETE', `${companyId}/document-sets/${companyLevel.set.id}`, adminToken);
    expect([refused.statusCode, json(refused).mensaje]).toEqual([409, M.setConDocumentos]);

    const free = await call('DELETE', `${base}/requirements/${built.requirementIds['CFDI de nómina']}`, adminToken);
    expect(free.statusCode).toBe(200);
    expect(json(free).respuesta.stages.find((s: { name: string }) => s.name === 'Cumplimiento').groups[0].requirements).toHaveLength(1);
  });

  it('los sets de la plataforma son de solo lectura, pero se pueden copiar con todo su árbol', async () => {
    const platform = await buildDocumentSet(t.db, { name: 'Plataforma de prueba' });
    const base = `${companyId}/document-sets/${platform.set.id}`;
    expect(json(await call('GET', base, adminToken)).respuesta).toMatchObject({ platform: true, stagesCount: 2 });
    const writes = [
      call('PATCH', base, adminToken, { name: 'Mía' }),
      call('DELETE', base, adminToken),
      call('PUT', `${base}/retired`, adminToken, { retired: true }),
      call('POST', `${base}/stages`, adminToken, { name: 'Nueva' }),
      call('DELETE', `${base}/stages/${platform.stageIds.Expediente}`, adminToken),
      call('PATCH', `${base}/requirements/${platform.requirementIds['Acta constitutiva']}`, adminToken, { name: 'X', format: 'PDF', delivery: MONTHLY, helpText: '' }),
    ];
    for (const response of await Promise.all(writes)) {
      expect(response.statusCode).toBe(403);
      expect(json(response).mensaje).toBe(M.plataformaSoloLectura);
    }

    const copy = await create('Mi copia de plataforma', platform.set.id);
    expect(copy).toMatchObject({ platform: false, stagesCount: 2 });
    expect(copy.stages.map((s: { name: string }) => s.name)).toEqual(['Expediente', 'Cumplimiento']);
    expect(copy.stages[1].groups[0].requirements.map((r: { name: string; format: string }) => [r.name, r.format])).toEqual([
      ['Opinión de cumplimiento SAT 32-D', 'PDF'],
      ['CFDI de nómina', 'XML'],
    ]);
    // The copy is independent: editing it leaves the platform set as it was.
    expect((await call('DELETE', `${companyId}/document-sets/${copy.id}/stages/${copy.stages[0].id}`, adminToken)).statusCode).toBe(200);
    expect(json(await call('GET', base, adminToken)).respuesta.stagesCount).toBe(2);
  });

  it('la imagen de ejemplo: solo imágenes de hasta 2 MB, por el flujo de archivos, servida sin sesión', async () => {
    const set = await create('Con imagen');
    const base = `${companyId}/document-sets/${set.id}`;
    const stage = json(await call('POST', `${base}/stages`, adminToken, { name: 'E' })).respuesta.stages[0];
    const group = json(await call('POST', `${base}/stages/${stage.id}/groups`, adminToken, { name: 'G' })).respuesta.stages[0].groups[0];
    const requirement = json(await call('POST', `${base}/groups/${group.id}/requirements`, adminToken, { name: 'R', format: 'PDF', delivery: MONTHLY })).respuesta.stages[0].groups[0].requirements[0];
    const upload = (file: { name: string; bytes: Uint8Array }, token: string = adminToken) => {
      const body = multipartBody({}, file);
      return t.app.inject({ method: 'POST', url: `/api/v1/companies/${base}/requirements/${requirement.id}/example-image`, payload: body.payload, headers: { ...body.headers, authorization: `Bearer ${token}` } });
    };
    const pdf = await upload({ name: 'ejemplo.pdf', bytes: Buffer.from('%PDF-1.4\n%%EOF\n') });
    expect([pdf.statusCode, json(pdf).respuesta.campos]).toEqual([400, { file: M.imagenInvalida }]);
    const huge = await upload({ name: 'grande.png', bytes: Buffer.concat([pngImage(4, 4), Buffer.alloc(2 * 1024 * 1024)]) });
    expect(huge.statusCode).toBe(400);
    expect(json(huge).mensaje).toBe(M.imagenMuyGrande);
    expect((await upload({ name: 'ejemplo.png', bytes: pngImage(4, 4) }, readerToken)).statusCode).toBe(403);

    const stored = await upload({ name: 'ejemplo.png', bytes: pngImage(4, 4) });
    expect(stored.statusCode).toBe(200);
    const path = json(stored).respuesta.stages[0].groups[0].requirements[0].exampleImage as string;
    expect(path).toMatch(/^\/api\/v1\/document-set-images\/[0-9a-f-]{36}$/);
    const image = await t.app.inject({ method: 'GET', url: path });
    expect([image.statusCode, image.headers['content-type']]).toEqual([200, 'image/png']);
    // Only example images answer there, not the company's other files.
    const document = await buildComplianceDocument(t.db, { companyId, requirementId: requirement.id, year: 2026, month: 1 });
    expect((await t.app.inject({ method: 'GET', url: `/api/v1/document-set-images/${document.fileId}` })).statusCode).toBe(404);

    const cleared = await call('DELETE', `${base}/requirements/${requirement.id}/example-image`, adminToken);
    expect(json(cleared).respuesta.stages[0].groups[0].requirements[0].exampleImage).toBeNull();
  });
});
