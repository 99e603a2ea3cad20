import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../../src/server/db/schema';
import { AUDIT_PAGE_SIZE } from '../../../src/shared/contracts/management-security.contract';
import { BITACORA_TEXTOS } from '../../../src/shared/labels/management-security';
import { json, login } from '../../fixtures/http';
import { createTestApp, type TestApp } from '../../fixtures/test-app';
import { securityWorld, type SecurityWorld } from './security-world';

type Entry = { id: number; action: string; actionLabel: string; userId: string | null; userEmail: string | null };

describe('Bitácora de la empresa', () => {
  let t: TestApp;
  let w: SecurityWorld;
  beforeAll(async () => {
    t = await createTestApp();
    w = await securityWorld(t);
    await login(t.app, w.collaborator.email, 'Clave.Equivocada.1');
    await t.app.inject({ method: 'PUT', url: `/api/v1/companies/${w.company.id}/two-step`, headers: w.headers.admin, payload: { enabled: false } });
    await login(t.app, w.outsider.email, 'Clave.Equivocada.2');
  });
  afterAll(() => t.close());

  const list = (headers: Record<string, string>, query = '', companyId = w.company.id) =>
    t.app.inject({ method: 'GET', url: `/api/v1/companies/${companyId}/audit-log${query}`, headers });

  it('lista inicios de sesión, fallidos y cambios de configuración de la empresa, sin los de otra', async () => {
    const response = await list(w.headers.admin);
    expect(response.statusCode).toBe(200);
    const items: Entry[] = json(response).respuesta.items;
    const actions = items.map((i) => i.action);
    expect(actions[0]).toBe('security.two_step_updated');
    expect(actions).toContain('auth.login_failed');
    expect(actions.filter((a) => a === 'auth.login')).toHaveLength(3);
    expect(items.find((i) => i.action === 'auth.login_failed')).toMatchObject({ userId: w.collaborator.id, actionLabel: 'Inicio de sesión fallido' });
    expect(items.some((i) => i.userId === w.outsider.id)).toBe(false);
    expect(items.map((i) => i.id)).toEqual(items.map((i) => i.id).toSorted((a, b) => b - a));
  });

  it('filtra por acción, usuario y fechas', async () => {
    const failed: Entry[] = json(await list(w.headers.admin, '?action=auth.login_failed')).respuesta.items;
    expect(failed.map((i) => i.userEmail)).toEqual([w.collaborator.email]);
    const ofReader: Entry[] = json(await list(w.headers.admin, `?userId=${w.reader.id}`)).respuesta.items;
    expect(ofReader.map((i) => i.action)).toEqual(['auth.login']);
    expect(json(await list(w.headers.admin, '?from=2020-01-01&to=2020-12-31')).respuesta.items).toEqual([]);
    expect(json(await list(w.headers.admin, '?from=2020-01-01&to=2099-12-31')).respuesta.items.length).toBeGreaterThan(3);
    const bad = await list(w.headers.admin, '?from=ayer&userId=x');
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(json(bad).respuesta.campos).toSorted()).toEqual(['querystring.from', 'querystring.userId']);
  });

  it('pagina por cursor sin repetir ni saltar filas', async () => {
    const extra = Array.from({ length: AUDIT_PAGE_SIZE + 5 }, (_, i) => ({ action: 'company.data_updated', companyId: w.company.id, actorUserId: w.admin.id, details: { i } }));
    await t.db.insert(auditLog).values(extra);
    const first = json(await list(w.headers.admin, '?action=company.data_updated')).respuesta;
    expect(first.items).toHaveLength(AUDIT_PAGE_SIZE);
    expect(first.nextCursor).toBe(first.items.at(-1).id);
    const second = json(await list(w.headers.admin, `?action=company.data_updated&cursor=${first.nextCursor}`)).respuesta;
    expect(second.items).toHaveLength(5);
    expect(second.nextCursor).toBeNull();
    const ids = [...first.items, ...second.items].map((i: Entry) => i.id);
    expect(new Set(ids).size).toBe(AUDIT_PAGE_SIZE + 5);
  });

  it('exporta a Excel con los mismos filtros y registra la exportación', async () => {
    const response = await t.app.inject({ method: 'GET', url: `/api/v1/companies/${w.company.id}/audit-log/export?action=auth.login_failed`, headers: w.headers.admin });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('spreadsheetml');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet(BITACORA_TEXTOS.hoja);
    expect(sheet?.getRow(1).values).toEqual([undefined, ...BITACORA_TEXTOS.columnas]);
    expect(sheet?.rowCount).toBe(2);
    expect(sheet?.getRow(2).getCell(2).value).toBe('Inicio de sesión fallido');
    expect(sheet?.getRow(2).getCell(4).value).toBe(w.collaborator.email);
    const exported: Entry[] = json(await list(w.headers.admin, '?action=audit.exported')).respuesta.items;
    expect(exported.map((i) => i.userId)).toEqual([w.admin.id]);
  });

  it('solo el Administrador de la empresa la consulta', async () => {
    expect((await list(w.headers.reader)).statusCode).toBe(403);
    expect((await list(w.headers.collaborator)).statusCode).toBe(403);
    expect((await list(w.headers.admin, '', w.other.id)).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `/api/v1/companies/${w.company.id}/audit-log/export`, headers: w.headers.reader })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: `/api/v1/companies/${w.company.id}/audit-log` })).statusCode).toBe(401);
  });
});
