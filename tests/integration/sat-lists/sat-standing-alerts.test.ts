import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs, mailOutbox, notifications } from '../../../src/server/db/schema';
import { sat69bFile, sat69File, type SatListedCompany } from '../../fixtures/sat-files';
import { json } from '../../fixtures/http';
import type { TestApp } from '../../fixtures/test-app';
import { startServiceWorld, type ServiceWorld } from '../compliance-documents/compliance-documents-setup';
import { bearer, listBody, operatorWorld } from './sat-lists-setup';

/**
 * Issue 23: the blacklist labels come from the current SAT lists, and a client hears when an import
 * lists one of its providers or changes its situation — once, and never for the same file again.
 */
describe('etiquetas de lista negra desde los listados del SAT y avisos a los clientes', () => {
  let t: TestApp;
  let w: ServiceWorld;
  let operator: string;

  beforeAll(async () => {
    ({ t, w } = await startServiceWorld());
    ({ operator } = await operatorWorld(t));
  }, 120_000);
  afterAll(() => t.close());

  const import69b = async (listed: SatListedCompany[], publishedAt: string) => {
    const file = sat69bFile({ rows: 30, listed, publishedAt });
    const body = listBody({ name: 'Listado_Completo_69-B.csv', bytes: file.bytes });
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/sat/lists/69b/import', headers: { ...bearer(operator), ...body.headers }, payload: body.payload });
    expect(res.statusCode).toBe(200);
    return json(res).respuesta as { same: boolean };
  };
  const providerCard = async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/v1/companies/${w.client.id}/providers`, headers: bearer(w.tokens.client) });
    expect(res.statusCode).toBe(200);
    const items = json(res).respuesta.items as { id: string; blacklist: boolean | null; blacklistDetail: { listings: { label: string; date: string | null }[]; checkedAt: string | null } }[];
    return items.find((i) => i.id === w.provider.id);
  };
  const notices = async () => (await t.db.select({ text: notifications.text, subText: notifications.subText }).from(notifications).where(and(eq(notifications.companyId, w.client.id), eq(notifications.type, 'sat.listed')))).map((n) => `${n.text} ${n.subText}`);
  const mails = async () => (await t.db.select({ subject: mailOutbox.subject, text: mailOutbox.text }).from(mailOutbox).where(eq(mailOutbox.to, w.users.clientAdmin.email))).filter((m) => m.subject.includes('listas del SAT'));
  const runAlerts = async () => t.ctx.jobs.runDue({ types: ['sat.alerts'] });
  const alertJobs = async () => t.db.select({ id: jobs.id }).from(jobs).where(eq(jobs.type, 'sat.alerts'));
  const presunto = (): SatListedCompany => ({ rfc: w.provider.rfc, name: w.provider.name.toUpperCase(), situation: 'presunto' });

  it('sin listado 69-B importado la tarjeta dice BAJO REVISIÓN (null), nunca una suposición', async () => {
    expect(await providerCard()).toMatchObject({ blacklist: null, blacklistDetail: { listings: [], checkedAt: null } });
  });

  it('un listado que no nombra al proveedor: NO PERTENECE con la fecha del listado leído, y ningún aviso', async () => {
    await import69b([], '2026-11-01');
    expect(await providerCard()).toMatchObject({ blacklist: false, blacklistDetail: { listings: [], checkedAt: '01/11/2026' } });
    await runAlerts();
    expect(await notices()).toEqual([]);
  });

  it('el proveedor aparece como Presunto: NO PERTENECE con la situación al pasar el cursor, y un aviso con correo a los administradores', async () => {
    await import69b([presunto()], '2026-11-08');
    const card = await providerCard();
    expect(card?.blacklist).toBe(false);
    expect(card?.blacklistDetail.listings.map((l) => l.label)).toEqual(['Listado 69-B: Presunto']);
    expect(card?.blacklistDetail.listings[0]?.date).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
    await runAlerts();
    const told = await notices();
    expect(told).toHaveLength(1);
    expect(told[0]).toMatch(new RegExp(`^${w.provider.name} aparece en el listado 69-B como Presunto, publicado el \\d{2}/\\d{2}/\\d{4}\\. RFC ${w.provider.rfc}\\. Listado del SAT actualizado al 08/11/2026\\.`));
    const [mail] = await mails();
    expect(await mails()).toHaveLength(1);
    // The mail carries what the bell shows under the text: the RFC and the list's date.
    expect(mail?.text).toContain(`RFC ${w.provider.rfc}. Listado del SAT actualizado al 08/11/2026.`);
  });

  it('el mismo archivo otra vez no crea versión ni avisa a nadie', async () => {
    const before = (await alertJobs()).length;
    expect((await import69b([presunto()], '2026-11-08')).same).toBe(true);
    expect(await alertJobs()).toHaveLength(before);
    await runAlerts();
    expect(await notices()).toHaveLength(1);
  });

  it('una versión nueva con la misma situación no avisa; Presunto → Definitivo da PERTENECE y avisa con la situación anterior', async () => {
    await import69b([presunto()], '2026-11-15');
    await runAlerts();
    expect(await notices()).toHaveLength(1);
    await import69b([{ ...presunto(), situation: 'definitivo' }], '2026-11-22');
    const card = await providerCard();
    expect(card?.blacklist).toBe(true);
    expect(card?.blacklistDetail.listings.map((l) => l.label)).toEqual(['Listado 69-B: Definitivo']);
    await runAlerts();
    const told = await notices();
    expect(told).toHaveLength(2);
    expect(told.find((n) => n.includes('como Definitivo'))).toContain(`${w.provider.name} aparece en el listado 69-B como Definitivo (antes Presunto), publicado el`);
    expect(await mails()).toHaveLength(2);
  });

  it('el detalle del servicio y la empresa del usuario llevan la misma etiqueta', async () => {
    const detail = await t.app.inject({ method: 'GET', url: `/api/v1/services/${w.service.id}`, headers: bearer(w.tokens.client) });
    expect(detail.statusCode).toBe(200);
    expect(json(detail).respuesta).toMatchObject({ counterpartBlacklist: true, counterpartBlacklistDetail: { checkedAt: '22/11/2026' } });
    const me = await t.app.inject({ method: 'GET', url: '/api/v1/users/me', headers: { ...bearer(w.tokens.provider), 'x-company-id': w.provider.id } });
    expect(me.statusCode).toBe(200);
    expect(json(me).respuesta.mainCompany).toMatchObject({ blackList: true });
  });

  it('un listado del artículo 69 que nombra al proveedor por primera vez avisa; la tarjeta sigue el 69-B y añade la lista', async () => {
    const file = sat69File('a', { rows: 12 });
    const text = Buffer.from(file.bytes).toString('latin1').replace(file.rows[3]?.rfc ?? '', w.provider.rfc);
    const body = listBody({ name: 'Firmes.csv', bytes: Buffer.from(text, 'latin1') }, 'firmes');
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/sat/lists/69/import', headers: { ...bearer(operator), ...body.headers }, payload: body.payload });
    expect(res.statusCode).toBe(200);
    await runAlerts();
    const told = await notices();
    expect(told).toHaveLength(3);
    expect(told.some((n) => n.startsWith(`${w.provider.name} aparece en el artículo 69 (Firmes)`))).toBe(true);
    const card = await providerCard();
    expect(card?.blacklist).toBe(true);
    expect(card?.blacklistDetail.listings.map((l) => l.label)).toEqual(['Listado 69-B: Definitivo', 'Artículo 69: Firmes']);
  });

  it('un cliente que no tiene a ese proveedor no recibe nada', async () => {
    const strangers = await t.db.select({ id: notifications.id }).from(notifications).where(eq(notifications.type, 'sat.listed'));
    expect(strangers).toHaveLength(3);
  });
});
