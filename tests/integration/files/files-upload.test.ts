import { createHash, randomUUID } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, files } from '../../../src/server/db/schema';
import { createFilesService } from '../../../src/server/modules/files/files.service';
import { createFileBlobStore } from '../../../src/server/storage/blob-store';
import { MENSAJES_ARCHIVO, MENSAJES_CATALOGO } from '../../../src/shared/labels/messages';
import { macroEnabled, manyEntries, smallCatalogue } from '../../fixtures/catalogue-workbooks';
import { buildCompany, buildUser } from '../../fixtures/factories';
import { json, signIn } from '../../fixtures/http';
import { pngImage } from '../../fixtures/png';
import { createTestApp, type TestApp } from '../../fixtures/test-app';
import { independentCid, multipartBody } from './multipart-body';

const PDF = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');
const MB = 1024 * 1024;

describe('archivos: subida multipart por el pipeline único', () => {
  let t: TestApp;
  let companyId: string;
  let adminToken: string;
  let readerToken: string;
  let outsiderToken: string;

  beforeAll(async () => {
    t = await createTestApp();
    companyId = (await buildCompany(t.db)).id;
    adminToken = (await signIn(t.app, (await buildUser(t.db, { companyId, role: 'Administrador' })).email)).accessToken;
    readerToken = (await signIn(t.app, (await buildUser(t.db, { companyId, role: 'Lector' })).email)).accessToken;
    outsiderToken = (await signIn(t.app, (await buildUser(t.db, { companyId: (await buildCompany(t.db)).id })).email)).accessToken;
  });
  afterAll(() => t.close());

  const upload = (file: { name: string; bytes: Uint8Array } | undefined, token: string | null = adminToken, fields: Record<string, string> = { kind: 'document', companyId: '' }) => {
    const body = multipartBody({ ...fields, companyId: fields.companyId || companyId }, file);
    return t.app.inject({ method: 'POST', url: '/api/v1/files', payload: body.payload, headers: { ...body.headers, ...(token ? { authorization: `Bearer ${token}` } : {}) } });
  };

  it('guarda un PDF y devuelve sha256 y CID iguales a un cálculo independiente', async () => {
    const response = await upload({ name: 'Opinión de cumplimiento.pdf', bytes: PDF });
    expect(response.statusCode).toBe(200);
    const stored = json(response).respuesta;
    const sha256 = createHash('sha256').update(PDF).digest('hex');
    expect(stored).toMatchObject({ name: 'Opinión de cumplimiento.pdf', mime: 'application/pdf', size: PDF.byteLength, sha256, cid: independentCid(sha256) });
    expect(stored.cid).toMatch(/^bafkrei[a-z2-7]+$/);

    const [row] = await t.db.select().from(files).where(eq(files.id, stored.id));
    expect(row).toMatchObject({ companyId, kind: 'document', ext: 'pdf', sha256, cid: stored.cid });
    const audit = await t.db.select().from(auditLog).where(and(eq(auditLog.action, 'file.stored'), eq(auditLog.entityId, stored.id)));
    expect(audit).toHaveLength(1);

    const download = await t.app.inject({ method: 'GET', url: `/api/v1/files/${stored.id}`, headers: { authorization: `Bearer ${readerToken}` } });
    expect(download.statusCode).toBe(200);
    expect(Buffer.compare(download.rawPayload, PDF)).toBe(0);
    expect(download.headers['content-disposition']).toContain("filename*=UTF-8''Opini%C3%B3n%20de%20cumplimiento.pdf");
  });

  it('rechaza un PDF renombrado .png', async () => {
    const response = await upload({ name: 'foto.png', bytes: PDF });
    expect(response.statusCode).toBe(400);
    expect(json(response).mensaje).toBe(MENSAJES_ARCHIVO.tipoNoPermitido);
  });

  it('rechaza un XML con DOCTYPE y acepta uno sin él', async () => {
    const xxe = Buffer.from('<?xml version="1.0"?><!DOCTYPE nomina [<!ENTITY x SYSTEM "file:///etc/passwd">]><nomina>&x;</nomina>');
    const refused = await upload({ name: 'nomina.xml', bytes: xxe }, adminToken, { kind: 'payroll_xml', companyId });
    expect(refused.statusCode).toBe(400);
    expect(json(refused).mensaje).toBe(MENSAJES_ARCHIVO.xmlConDoctype);

    const accepted = await upload({ name: 'nomina.xml', bytes: Buffer.from('<?xml version="1.0"?><nomina/>') }, adminToken, { kind: 'payroll_xml', companyId });
    expect(accepted.statusCode).toBe(200);
    expect(json(accepted).respuesta.mime).toBe('application/xml');
  });

  it('rechaza un libro de Excel con macros o con demasiadas entradas y acepta uno limpio', async () => {
    const clean = await smallCatalogue();
    const withMacros = await upload({ name: 'reporte.xlsx', bytes: macroEnabled(clean) });
    expect(withMacros.statusCode).toBe(400);
    expect(json(withMacros).mensaje).toBe(MENSAJES_CATALOGO.archivoConMacros);

    const crowded = await upload({ name: 'reporte.xlsx', bytes: manyEntries(clean) });
    expect(crowded.statusCode).toBe(400);
    expect(json(crowded).mensaje).toBe(MENSAJES_CATALOGO.archivoDanado);

    const accepted = await upload({ name: 'reporte.xlsx', bytes: clean });
    expect(accepted.statusCode).toBe(200);
    expect(json(accepted).respuesta.name).toBe('reporte.xlsx');
  });

  it('rechaza un archivo de 25 MB + 1 byte con 413 y un mensaje en español, sin dejar fila', async () => {
    const before = await t.db.select({ id: files.id }).from(files);
    const big = Buffer.alloc(25 * MB + 1, 0x20);
    big.write('%PDF-1.4\n');
    const response = await upload({ name: 'grande.pdf', bytes: big });
    expect(response.statusCode).toBe(413);
    expect(json(response).mensaje).toBe(MENSAJES_ARCHIVO.muyGrande(25 * MB));
    expect(await t.db.select({ id: files.id }).from(files)).toHaveLength(before.length);
  });

  it('acepta exactamente 25 MB', async () => {
    const exact = Buffer.alloc(25 * MB, 0x20);
    exact.write('%PDF-1.4\n');
    const response = await upload({ name: 'limite.pdf', bytes: exact });
    expect(response.statusCode).toBe(200);
    expect(json(response).respuesta.size).toBe(25 * MB);
  });

  it('pide el archivo y un tipo de archivo válido', async () => {
    expect((await upload(undefined)).statusCode).toBe(400);
    const badKind = await upload({ name: 'a.pdf', bytes: PDF }, adminToken, { kind: 'ejecutable', companyId });
    expect(badKind.statusCode).toBe(400);
    expect(json(badKind).mensaje).toBe(MENSAJES_ARCHIVO.tipoDeArchivoInvalido);
  });

  it('exige sesión (401), rol que gestione documentos (403) y empresa propia (404)', async () => {
    expect((await upload({ name: 'a.pdf', bytes: PDF }, null)).statusCode).toBe(401);
    expect((await upload({ name: 'a.pdf', bytes: PDF }, readerToken)).statusCode).toBe(403);
    expect((await upload({ name: 'a.pdf', bytes: PDF }, outsiderToken)).statusCode).toBe(404);
  });

  it('otra empresa no puede descargar el archivo (404)', async () => {
    const stored = json(await upload({ name: 'logo.png', bytes: pngImage(8, 8) })).respuesta;
    const response = await t.app.inject({ method: 'GET', url: `/api/v1/files/${stored.id}`, headers: { authorization: `Bearer ${outsiderToken}` } });
    expect(response.statusCode).toBe(404);
  });

  it('las subidas base64 existentes pasan por el mismo pipeline (sha256, CID, extensión comprobada)', async () => {
    const picture = pngImage(16, 16);
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/v1/companies/${companyId}/profilepicture`,
      payload: { name: 'perfil.jpeg', extension: 'png', content: picture.toString('base64') },
      headers: { authorization: `Bearer ${adminToken}` },
    });
    expect(response.statusCode).toBe(200);
    const [row] = await t.db.select().from(files).where(and(eq(files.companyId, companyId), eq(files.kind, 'profile_picture')));
    const sha256 = createHash('sha256').update(picture).digest('hex');
    expect(row).toMatchObject({ name: 'perfil.png', ext: 'png', mime: 'image/png', sha256, cid: independentCid(sha256) });
  });

  it('si falla la escritura en la base de datos borra el blob ya guardado', async () => {
    const disk = createFileBlobStore(join(tmpdir(), `avala-files-${randomUUID()}`));
    const written: string[] = [];
    const service = createFilesService({ db: t.db, blobs: { ...disk, put: async (bytes) => { const blob = await disk.put(bytes); written.push(blob.id); return blob; } } });
    // A company that does not exist breaks the foreign key after the blob is written.
    const attempt = service.storeUpload({ actor: null, companyId: randomUUID(), kind: 'document', source: PDF, filename: 'a.pdf', allowed: ['pdf'], maxBytes: MB });
    await expect(attempt).rejects.toBeInstanceOf(Error);
    expect(written).toHaveLength(1);
    expect(await disk.get(written[0] ?? '')).toBeUndefined();
  });

  it('la fila y su línea de auditoría se deshacen con la transacción de quien llama', async () => {
    let storedId = '';
    const failing = t.db.transaction(async (tx) => {
      storedId = (await t.ctx.files.storeUpload({ actor: null, companyId, kind: 'document', source: PDF, filename: 'b.pdf', allowed: ['pdf'], maxBytes: MB, tx })).id;
      throw new Error('falla posterior del llamador');
    });
    await expect(failing).rejects.toThrow('falla posterior del llamador');
    expect(storedId).not.toBe('');
    expect(await t.db.select().from(files).where(eq(files.id, storedId))).toHaveLength(0);
    expect(await t.db.select().from(auditLog).where(eq(auditLog.entityId, storedId))).toHaveLength(0);
  });
});
