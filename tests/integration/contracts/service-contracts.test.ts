import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildService } from '../../fixtures/compliance-factories';
import { buildUser } from '../../fixtures/factories';
import { json, signIn } from '../../fixtures/http';
import type { TestApp } from '../../fixtures/test-app';
import { bearer, multipart, PDF, startServiceWorld, type ServiceWorld } from '../compliance-documents/compliance-documents-setup';
import { folderView, history } from '../vault/vault-setup';

describe('contrato y anexos de un servicio (spec 2 §2, §5, §7)', () => {
  let t: TestApp;
  let w: ServiceWorld;
  let pendingServiceId: string;

  beforeAll(async () => {
    ({ t, w } = await startServiceWorld());
    // A second, not yet accepted service between the same companies.
    pendingServiceId = (await buildService(t.db, { clientId: w.client.id, providerId: w.provider.id, setId: w.set.set.id, status: 'PENDING', startDate: '2026-01-01' })).id;
  }, 120_000);
  afterAll(() => t.close());

  const url = (path: string, serviceId = w.service.id) => `/api/v1/services/${serviceId}${path}`;
  const send = (token: string | undefined, path: string, fields: Record<string, string>, file?: { name: string; bytes: Buffer }, serviceId?: string) => {
    const body = multipart(fields, file);
    return t.app.inject({ method: 'POST', url: url(path, serviceId), headers: { ...(token ? bearer(token) : {}), ...body.headers }, payload: body.payload });
  };
  const contractFields = { name: 'Contrato de limpieza', amount: '120000', employees: '25' };
  const uploadContract = (token: string | undefined, file?: { name: string; bytes: Buffer }, serviceId?: string, fields: Record<string, string> = contractFields) =>
    send(token, '/contracts/add', fields, file, serviceId);
  const addAnnex = (token: string, fields: Record<string, string>, file?: { name: string; bytes: Buffer }) => send(token, '/appendixs/add', fields, file);
  const putData = (token: string, payload: unknown) => t.app.inject({ method: 'PUT', url: url('/contracts/update'), headers: bearer(token), payload: payload as object });
  const decide = (token: string, status: 'ACCEPTED' | 'REJECTED', comments = '') =>
    t.app.inject({ method: 'PUT', url: url('/contracts/validate'), headers: bearer(token), payload: { validationStatus: { status, comments } } });
  const view = (token: string) => t.app.inject({ url: url('/contracts'), headers: bearer(token) });
  const contractPdf = { name: 'contrato.pdf', bytes: PDF };

  it('rechaza sin sesión (401), a otra empresa (404), a quien no entrega (403) y un servicio inexistente (404)', async () => {
    expect((await uploadContract(undefined, contractPdf)).statusCode).toBe(401);
    expect((await t.app.inject({ url: url('/contracts') })).statusCode).toBe(401);
    expect((await view(w.tokens.stranger)).statusCode).toBe(404);
    expect((await uploadContract(w.tokens.stranger, contractPdf)).statusCode).toBe(404);
    expect((await uploadContract(w.tokens.client, contractPdf)).statusCode).toBe(403);
    expect((await uploadContract(w.tokens.reader, contractPdf)).statusCode).toBe(403);
    expect((await uploadContract(w.tokens.provider, contractPdf, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await uploadContract(w.tokens.provider, contractPdf, pendingServiceId)).statusCode).toBe(409);
    const empty = json(await view(w.tokens.provider)).respuesta;
    expect(empty).toEqual({ contract: null, generators: false, canUpload: true, canValidate: false });
    expect(json(await view(w.tokens.client)).respuesta).toMatchObject({ contract: null, canUpload: false, canValidate: true });
  });

  it('un anexo sin contrato se rechaza con 409; sin archivo o sin nombre, 400 con el mensaje del campo', async () => {
    const refused = await addAnnex(w.tokens.provider, { name: 'Anexo A' }, { name: 'anexo.pdf', bytes: PDF });
    expect(refused.statusCode).toBe(409);
    expect(json(refused).mensaje).toBe('Primero suba el contrato del servicio para poder agregar anexos.');
    const noName = await addAnnex(w.tokens.provider, { name: '  ' }, { name: 'anexo.pdf', bytes: PDF });
    expect(noName.statusCode).toBe(400);
    expect(JSON.stringify(json(noName))).toContain('Campo requerido');
    const noFile = await addAnnex(w.tokens.provider, { name: 'Anexo A' });
    expect(noFile.statusCode).toBe(400);
    expect(json(noFile).mensaje).toBe('Debe seleccionar un documento.');
  });

  it('el contrato debe ser un PDF de verdad y no vacío', async () => {
    const notPdf = await uploadContract(w.tokens.provider, { name: 'contrato.pdf', bytes: Buffer.from('no soy un pdf') });
    expect(notPdf.statusCode).toBe(400);
    expect(json(notPdf).mensaje).toBe('El documento no es de tipo PDF');
    const missing = await uploadContract(w.tokens.provider);
    expect(missing.statusCode).toBe(400);
    expect(json(missing).mensaje).toBe('Debe seleccionar un documento.');
    expect(json(await view(w.tokens.provider)).respuesta.contract).toBeNull();
  });

  it('el proveedor sube el contrato: queda en revisión y archivado en Contratos/{servicio} de su bóveda, compartido con el cliente, con CREATE en su historial', async () => {
    const uploaded = await uploadContract(w.tokens.provider, contractPdf);
    expect(uploaded.statusCode).toBe(200);
    const body = json(uploaded);
    expect(body.mensaje).toBe('Contrato subido con éxito');
    const contract = body.respuesta;
    expect(contract).toMatchObject({ name: 'Contrato de limpieza', validationStatus: { status: 'REVIEW' }, amount: 120000, currency: 'MXN', employees: 25, cfdiFrequency: '04', appendixs: [] });
    expect(contract.folderId).toEqual(expect.any(String));

    const root = json(await folderView(t, w.tokens.provider, w.provider.id)).respuesta;
    const contratos = root.folders.find((f: { name: string }) => f.name === 'Contratos');
    expect(contratos).toMatchObject({ readOnly: true });
    const inContratos = json(await folderView(t, w.tokens.provider, w.provider.id, contratos.id)).respuesta;
    const serviceFolder = inContratos.folders.find((f: { id: string }) => f.id === contract.folderId);
    expect(serviceFolder).toMatchObject({ name: w.service.name, readOnly: true });
    const filed = json(await folderView(t, w.tokens.provider, w.provider.id, contract.folderId)).respuesta;
    expect(filed.canWrite).toBe(false);
    expect(filed.documents).toEqual([expect.objectContaining({ fileId: contract.fileId, source: 'CONTRACT', readOnly: true })]);
    // Shared with the client, read-only; a stranger does not reach it.
    const shared = json(await folderView(t, w.tokens.client, w.client.id, contract.folderId)).respuesta;
    expect(shared.documents.map((d: { fileId: string }) => d.fileId)).toEqual([contract.fileId]);
    // In the client's shared list the contract folder is told apart from the service's deliveries.
    const sharedList = json(await t.app.inject({ url: `/api/v1/vault/${w.client.id}/shared`, headers: bearer(w.tokens.client) })).respuesta;
    expect(sharedList.items.find((f: { id: string }) => f.id === contract.folderId)).toMatchObject({ name: `Contratos › ${w.service.name}` });
    expect((await folderView(t, w.tokens.stranger, w.provider.id, contract.folderId)).statusCode).toBe(404);
    expect(json(await history(t, w.tokens.provider, contract.fileId)).respuesta.map((e: { action: string }) => e.action)).toEqual(['CREATE']);
    const notices = json(await t.app.inject({ url: '/api/v1/notifications/?read=false', headers: bearer(w.tokens.client) })).respuesta;
    expect(JSON.stringify(notices)).toContain('cargó el contrato del servicio para su revisión.');

    const file = await t.app.inject({ url: url(`/contracts/files/${contract.fileId}`), headers: bearer(w.tokens.client) });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect((await t.app.inject({ url: url(`/contracts/files/${contract.fileId}`), headers: bearer(w.tokens.stranger) })).statusCode).toBe(404);
  });

  it('los datos: vencimiento no antes del inicio, moneda MXN o USD, monto no negativo; solo el proveedor los modifica', async () => {
    const good = { beginDate: '2026-01-01', expirationDate: '2026-12-31', currency: 'USD', amount: 150000.5 };
    const backwards = await putData(w.tokens.provider, { ...good, expirationDate: '2025-12-31' });
    expect(backwards.statusCode).toBe(400);
    expect(JSON.stringify(json(backwards))).toContain('La fecha de vencimiento debe ser mayor o igual a la fecha de inicio');
    const negative = await putData(w.tokens.provider, { ...good, amount: -1 });
    expect(negative.statusCode).toBe(400);
    expect(JSON.stringify(json(negative))).toContain('Debe ser un número positivo');
    const fraction = await putData(w.tokens.provider, { ...good, employees: 2.5 });
    expect(fraction.statusCode).toBe(400);
    expect(JSON.stringify(json(fraction))).toContain('Debe ser un entero');
    expect((await putData(w.tokens.provider, { ...good, currency: 'EUR' })).statusCode).toBe(400);
    expect((await putData(w.tokens.provider, { ...good, beginDate: '2026-02-30' })).statusCode).toBe(400);
    expect((await putData(w.tokens.client, good)).statusCode).toBe(403);
    const updated = await putData(w.tokens.provider, good);
    expect(updated.statusCode).toBe(200);
    expect(json(updated)).toMatchObject({ mensaje: 'Contrato actualizado', respuesta: { beginDate: '2026-01-01', expirationDate: '2026-12-31', currency: 'USD', amount: 150000.5, employees: 25, cfdiFrequency: '04' } });
    // Employees and CFDI frequency change only when sent.
    const more = await putData(w.tokens.provider, { ...good, employees: 30, cfdiFrequency: '05' });
    expect(json(more).respuesta).toMatchObject({ employees: 30, cfdiFrequency: '05', amount: 150000.5 });
  });

  it('valida el cliente, no el proveedor (403); la decisión queda en el historial del archivo', async () => {
    expect((await decide(w.tokens.provider, 'ACCEPTED')).statusCode).toBe(403);
    expect((await decide(w.tokens.reader, 'ACCEPTED')).statusCode).toBe(403);
    const rejected = await decide(w.tokens.client, 'REJECTED', 'Falta el folio REPSE');
    expect(rejected.statusCode).toBe(200);
    expect(json(rejected).respuesta.validationStatus).toMatchObject({ status: 'REJECTED', comments: 'Falta el folio REPSE' });
    expect((await decide(w.tokens.client, 'ACCEPTED')).statusCode).toBe(409);
    const notices = json(await t.app.inject({ url: '/api/v1/notifications/?read=false', headers: bearer(w.tokens.provider) })).respuesta;
    expect(JSON.stringify(notices)).toContain('rechazó el contrato del servicio. Motivo: Falta el folio REPSE');
    const fileId = json(rejected).respuesta.fileId;
    expect(json(await history(t, w.tokens.provider, fileId)).respuesta.map((e: { action: string }) => e.action)).toContain('REJECT');

    // Replacing puts it back under review with the dialog's data, and files the new PDF beside the old.
    const v2 = { name: 'Contrato de limpieza v2', amount: '150000.50', currency: 'USD', beginDate: '2026-01-01', expirationDate: '2026-12-31', employees: '30', cfdiFrequency: '05' };
    const replaced = json(await uploadContract(w.tokens.provider, { name: 'contrato-v2.pdf', bytes: Buffer.concat([PDF, Buffer.from('%v2\n')]) }, undefined, v2)).respuesta;
    expect(replaced).toMatchObject({ name: 'Contrato de limpieza v2', validationStatus: { status: 'REVIEW' }, currency: 'USD', amount: 150000.5, employees: 30, cfdiFrequency: '05' });
    expect(replaced.fileId).not.toBe(fileId);
    const filed = json(await folderView(t, w.tokens.provider, w.provider.id, replaced.folderId)).respuesta;
    expect(filed.documents.map((d: { fileId: string }) => d.fileId)).toEqual([fileId, replaced.fileId]);
    const accepted = await decide(w.tokens.client, 'ACCEPTED');
    expect(json(accepted)).toMatchObject({ mensaje: 'Contrato validado correctamente', respuesta: { validationStatus: { status: 'ACCEPTED' } } });
    expect(json(await history(t, w.tokens.client, replaced.fileId)).respuesta.map((e: { action: string }) => e.action)).toEqual(['CREATE', 'VALIDATE']);
  });

  it('los anexos: nombre y PDF, listados en el contrato, archivados junto a él y validados por el cliente', async () => {
    const notPdf = await addAnnex(w.tokens.provider, { name: 'Anexo A' }, { name: 'anexo.pdf', bytes: Buffer.from('hola') });
    expect(notPdf.statusCode).toBe(400);
    expect(json(notPdf).mensaje).toBe('El documento no es de tipo PDF');
    expect((await addAnnex(w.tokens.client, { name: 'Anexo A' }, { name: 'anexo.pdf', bytes: PDF })).statusCode).toBe(403);
    const added = await addAnnex(w.tokens.provider, { name: 'Anexo A' }, { name: 'anexo.pdf', bytes: Buffer.concat([PDF, Buffer.from('%anexo\n')]) });
    expect(added.statusCode).toBe(200);
    expect(json(added).mensaje).toBe('¡Anexo subido con éxito!');
    const annex = json(added).respuesta;
    expect(annex).toMatchObject({ name: 'Anexo A', validationStatus: { status: 'REVIEW' } });
    const contract = json(await view(w.tokens.client)).respuesta.contract;
    expect(contract.appendixs.map((a: { uid: string }) => a.uid)).toEqual([annex.uid]);
    const filed = json(await folderView(t, w.tokens.provider, w.provider.id, contract.folderId)).respuesta;
    expect(filed.documents.map((d: { fileId: string }) => d.fileId)).toContain(annex.fileId);
    expect(json(await history(t, w.tokens.provider, annex.fileId)).respuesta.map((e: { action: string }) => e.action)).toEqual(['CREATE']);

    const annexUrl = url(`/appendixs/${annex.uid}`);
    const payload = { validationStatus: { status: 'ACCEPTED' } };
    expect((await t.app.inject({ method: 'PUT', url: annexUrl, headers: bearer(w.tokens.provider), payload })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'PUT', url: url('/appendixs/00000000-0000-4000-8000-000000000000'), headers: bearer(w.tokens.client), payload })).statusCode).toBe(404);
    const ok = await t.app.inject({ method: 'PUT', url: annexUrl, headers: bearer(w.tokens.client), payload });
    expect(json(ok)).toMatchObject({ mensaje: 'Anexo validado correctamente', respuesta: { validationStatus: { status: 'ACCEPTED' } } });
    expect(json(await history(t, w.tokens.provider, annex.fileId)).respuesta.map((e: { action: string }) => e.action)).toEqual(['CREATE', 'VALIDATE']);
  });

  it('un Colaborador del proveedor también sube; un Lector del proveedor no', async () => {
    const collaborator = await buildUser(t.db, { companyId: w.provider.id, role: 'Colaborador' });
    const reader = await buildUser(t.db, { companyId: w.provider.id, role: 'Lector' });
    const [c, r] = await Promise.all([signIn(t.app, collaborator.email), signIn(t.app, reader.email)]);
    expect((await addAnnex(c.accessToken, { name: 'Anexo B' }, { name: 'b.pdf', bytes: Buffer.concat([PDF, Buffer.from('%b\n')]) })).statusCode).toBe(200);
    expect((await addAnnex(r.accessToken, { name: 'Anexo C' }, { name: 'c.pdf', bytes: PDF })).statusCode).toBe(403);
    expect(json(await view(r.accessToken)).respuesta).toMatchObject({ canUpload: false, canValidate: false });
  });
});
