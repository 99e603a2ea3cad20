import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatDate } from '../../../src/shared/mx/dates';
import type { Sat69bRow } from '../../../src/shared/domain/sat-lists';
import { buildCompany, buildUser } from '../../fixtures/factories';
import { json, signIn } from '../../fixtures/http';
import { readPdf } from '../../fixtures/pdf-text';
import { sat69File, sat69bFile } from '../../fixtures/sat-files';
import { createTestApp, type TestApp } from '../../fixtures/test-app';
import { bearer, listBody, operatorWorld } from './sat-lists-setup';

const dmy = (iso: string | null) => (iso ? `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}` : '---');
/** The Mexico City day of an instant as yyyy-mm-dd. */
const isoDay = (at: Date) => formatDate(at).split('/').toReversed().join('-');

describe('listas del SAT: consulta de un RFC (issue 23, spec 2 §2, §7)', () => {
  let t: TestApp;
  let tokens: { operator: string; admin: string };
  let other: string;
  const file69b = sat69bFile({ rows: 30 });
  const file69 = sat69File('a', { rows: 3 });
  // A Definitivo RFC with Ñ or & that is not on the 69 list (the 69 file repeats the first rows' RFCs).
  const definitivo = file69b.rows.find((r, i) => i >= 3 && r.situacionContribuyente === 'definitivo' && /[Ñ&]/.test(r.rfc)) as Sat69bRow;
  const onBoth = file69b.rows[0] as Sat69bRow;

  beforeAll(async () => {
    t = await createTestApp();
    tokens = await operatorWorld(t);
    const upload = (path: string, file: { name: string; bytes: Uint8Array }, list?: string) => {
      const body = listBody(file, list);
      return t.app.inject({ method: 'POST', url: `/api/v1/sat/lists/${path}/import`, headers: { ...bearer(tokens.operator), ...body.headers }, payload: body.payload });
    };
    const statuses = [(await upload('69b', { name: '69b.csv', bytes: file69b.bytes })).statusCode, (await upload('69', { name: 'firmes.csv', bytes: file69.bytes }, 'firmes')).statusCode];
    if (statuses.some((status) => status !== 200)) throw new Error(`imports answered ${statuses.join(', ')}`);
    const company = await buildCompany(t.db);
    const user = await buildUser(t.db, { companyId: company.id, role: 'Administrador', realmRole: 'Admin' });
    other = (await signIn(t.app, user.email)).accessToken;
  }, 120_000);
  afterAll(() => t.close());

  const lookup = (rfc: string, token: string | null = tokens.admin) => t.app.inject({ url: `/api/v1/general/analisis69/rfc/${encodeURIComponent(rfc)}`, headers: token ? bearer(token) : {} });

  it('un RFC en el 69-B (Definitivo, con Ñ o &, en minúsculas) devuelve el registro con los campos del §3', async () => {
    const response = await lookup(definitivo.rfc.toLowerCase());
    expect(response.statusCode).toBe(200);
    const body = json(response);
    expect(body.respuesta).toEqual([
      {
        nombreContribuyente: definitivo.nombreContribuyente,
        rfc: definitivo.rfc,
        situacionContribuyente: 'Definitivo',
        nofPresuncionSAT: definitivo.nofPresuncionSAT,
        satPresuntos: dmy(definitivo.satPresuntos),
        dofPresuntos: dmy(definitivo.dofPresuntos),
        satDesvirtuados: '---',
        nofGlobalDesvirtuaronSAT: '---',
        dofdesvirtuados: '---',
        nofGlobalDefinitivosSAT: definitivo.nofGlobalDefinitivosSAT,
        satDefinitivos: dmy(definitivo.satDefinitivos),
        dofDefinitivos: dmy(definitivo.dofDefinitivos),
        nofSentenciaFavorableSAT: '---',
        satSentenciaFavorable: '---',
        dofSentenciaFavorable: '---',
      },
    ]);
    expect(body.consulta.rfc).toBe(definitivo.rfc);
    expect(body.consulta.listasConsultadas).toEqual([
      { list: 'firmes', label: 'Artículo 69: Firmes', publishedAt: '15/11/2026' },
      { list: '69b', label: 'Listado 69-B', publishedAt: '15/11/2026' },
    ]);
    const lists = json(await t.app.inject({ url: '/api/v1/general/analisis69/lists', headers: bearer(tokens.admin) })).respuesta;
    expect(lists).toEqual(body.consulta.listasConsultadas);
    expect(body.consulta.consultadoEl).toMatch(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/);
  });

  it('un RFC en el 69-B y en Firmes da un registro por lista', async () => {
    const { respuesta } = json(await lookup(onBoth.rfc));
    expect(respuesta.map((r: { situacionContribuyente: string }) => r.situacionContribuyente)).toEqual([expect.any(String), 'Artículo 69: Firmes']);
    expect(respuesta[1]).toMatchObject({ rfc: onBoth.rfc, nombreContribuyente: file69.rows[0]?.razonSocial, satDefinitivos: '---' });
  });

  it('un RFC en ninguna lista responde []; un formato inválido 400; sin sesión 401', async () => {
    const none = json(await lookup('XAXX010101000'));
    expect(none.respuesta).toEqual([]);
    const bad = await lookup('ABC12345');
    expect(bad.statusCode).toBe(400);
    expect(json(bad).mensaje).toBe('Formato invalido');
    expect((await lookup(definitivo.rfc, null)).statusCode).toBe(401);
    // The operator has no company: no history to keep the lookup in.
    expect((await lookup(definitivo.rfc, tokens.operator)).statusCode).toBe(403);
  });

  it('el historial muestra solo las consultas de la empresa', async () => {
    expect((await lookup('GRU010101AB1', other)).statusCode).toBe(200);
    const mine = json(await t.app.inject({ url: '/api/v1/general/analisis69/history?pageSize=2', headers: bearer(tokens.admin) })).respuesta;
    expect(mine.total).toBe(3);
    expect(mine.items).toHaveLength(2);
    const all = json(await t.app.inject({ url: '/api/v1/general/analisis69/history', headers: bearer(tokens.admin) })).respuesta;
    expect(all.items.map((i: { rfc: string; found: boolean }) => [i.rfc, i.found]).toSorted()).toEqual([[definitivo.rfc, true], [onBoth.rfc, true], ['XAXX010101000', false]].toSorted());
    const theirs = json(await t.app.inject({ url: '/api/v1/general/analisis69/history', headers: bearer(other) })).respuesta;
    expect(theirs).toMatchObject({ total: 1, items: [{ rfc: 'GRU010101AB1', found: false, userName: 'Usuaria de Prueba' }] });
  });

  it('el PDF es un PDF real con el RFC, la situación y la fecha de publicación', async () => {
    const before = isoDay(new Date());
    const response = await t.app.inject({ url: `/api/v1/general/analisis69/rfc/${encodeURIComponent(definitivo.rfc)}/pdf`, headers: bearer(tokens.admin) });
    // Either side of Mexico City's midnight, the name carries the lookup's day.
    const days = [before, isoDay(new Date())].map((day) => `consulta-${encodeURIComponent(definitivo.rfc)}-${day}.pdf`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(days.some((name) => String(response.headers['content-disposition']).includes(name))).toBe(true);
    expect(response.rawPayload.subarray(0, 4).toString()).toBe('%PDF');
    const text = (await readPdf(response.rawPayload)).text.join(' ');
    expect(text).toContain(definitivo.rfc);
    expect(text).toContain('Definitivo');
    expect(text).toContain('Listado 69-B publicada el 15/11/2026');
    const none = await t.app.inject({ url: '/api/v1/general/analisis69/rfc/XAXX010101000/pdf', headers: bearer(tokens.admin) });
    expect((await readPdf(none.rawPayload)).text.join(' ')).toContain('no aparece en las listas');
  });
});
