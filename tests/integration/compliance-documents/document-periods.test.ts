import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { complianceDocuments, requirements, services } from '../../../src/server/db/schema';
import { DOCUMENTS_PER_REQUIREMENT } from '../../../src/shared/contracts/compliance-documents.contract';
import { daysUntil } from '../../../src/shared/domain/compliance';
import { mexicoDayOf } from '../../../src/shared/domain/compliance-due';
import { buildComplianceDocument, buildService } from '../../fixtures/compliance-factories';
import { json } from '../../fixtures/http';
import type { TestApp } from '../../fixtures/test-app';
import { bearer, PDF, review, startServiceWorld, upload, type ServiceWorld } from './compliance-documents-setup';

let t: TestApp;
let w: ServiceWorld;
/** Months relative to this one, as the server counts them (its clock is the wall clock). */
const now = new Date();
const month = (offset: number) => {
  const d = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + offset, 1));
  return { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, iso: d.toISOString().slice(0, 10) };
};
const start = month(-3);
const MONTHS = ['Enero', 'Febrero', 'Marzo', 'Abril', 'Mayo', 'Junio', 'Julio', 'Agosto', 'Septiembre', 'Octubre', 'Noviembre', 'Diciembre'];
const label = (p: { year: number; month: number }) => `${MONTHS[p.month - 1]} ${p.year}`;
const mexicoToday = mexicoDayOf(now);

beforeAll(async () => {
  ({ t, w } = await startServiceWorld({ startDate: start.iso }));
  // The small set's 30 days exceed the rule's 1–28 that the stage's response allows.
  await t.db.update(requirements).set({ delivery: { kind: 'ONCE', day: 15 } }).where(eq(requirements.id, acta()));
}, 180_000);
afterAll(async () => t?.close());

const acta = () => w.set.requirementIds['Acta constitutiva'] as string;
const file = (name: string) => ({ name, bytes: PDF });
async function stage(serviceId: string, name: string) {
  const res = await t.app.inject({ url: `/api/v1/services/${serviceId}/stage/${w.set.stageIds[name]}`, headers: bearer(w.tokens.provider) });
  expect({ status: res.statusCode, body: res.statusCode === 200 ? null : res.body }).toEqual({ status: 200, body: null });
  return json(res).respuesta.groups[0].requirements[0];
}

describe('el periodo de un documento cae dentro de la vigencia del servicio', () => {
  it('rechaza un mes anterior al inicio o posterior al mes en curso con un mensaje claro', async () => {
    const message = `Seleccione un periodo entre ${label(start)} y ${label(mexicoMonth())}, dentro de la vigencia del servicio.`;
    for (const p of [month(-5), month(2)]) {
      const res = await upload(t, w, w.tokens.provider, w.sat, { month: String(p.month), year: String(p.year) }, file('fuera.pdf'));
      expect(res.statusCode).toBe(400);
      expect(json(res).mensaje).toBe(message);
      expect(json(res).respuesta.campos.month).toBe(message);
    }
    const inside = await upload(t, w, w.tokens.provider, w.sat, { month: String(start.month), year: String(start.year) }, file('inicio.pdf'));
    expect(inside.statusCode).toBe(200);
    expect(json(inside).respuesta).toMatchObject({ year: start.year, month: start.month });
  });

  it('un requisito de una sola vez toma la fecha de entrega y admite un solo documento vivo', async () => {
    const first = await upload(t, w, w.tokens.provider, acta(), {}, file('acta.pdf'));
    expect(first.statusCode).toBe(200);
    expect(json(first).respuesta).toMatchObject(mexicoMonth());
    // Another month sent by hand changes nothing: one delivery, already under review.
    const again = await upload(t, w, w.tokens.provider, acta(), { month: String(start.month), year: String(start.year) }, file('acta-2.pdf'));
    expect(again.statusCode).toBe(409);
  });
});

describe('vencido solo lo que el proveedor debe', () => {
  it('una entrega única vence N días después de aceptado el servicio, no desde su inicio', async () => {
    const other = await buildService(t.db, { clientId: w.client.id, providerId: w.provider.id, setId: w.set.set.id, startDate: start.iso });
    const acceptedAt = new Date(now.getTime() - 2 * 86_400_000);
    await t.db.update(services).set({ answeredAt: acceptedAt }).where(eq(services.id, other.id));
    const card = await stage(other.id, 'Expediente');
    // 'Acta constitutiva' is due 15 days after acceptance (counted from its start, it was overdue two months ago).
    const due = new Date(mexicoDayOf(acceptedAt).getTime() + 15 * 86_400_000);
    expect(card).toMatchObject({ name: 'Acta constitutiva', dueState: 'PENDING', nextDue: due.toISOString().slice(0, 10), daysLeft: daysUntil(due, mexicoToday) });
    expect(card.daysLeft).toBeGreaterThan(0);
  });

  it('bajo revisión no está vencido, rechazado y pasado de fecha sí, aceptado ya no cuenta', async () => {
    // One month, three months ago: due on the 17th of the next one, long past.
    const ended = await buildService(t.db, { clientId: w.client.id, providerId: w.provider.id, setId: w.set.set.id, startDate: start.iso, endDate: new Date(Date.UTC(start.year, start.month, 0)).toISOString().slice(0, 10) });
    const world = { ...w, service: ended };
    expect(await stage(ended.id, 'Cumplimiento')).toMatchObject({ dueState: 'OVERDUE', duePeriod: { year: start.year, month: start.month } });

    const sent = json(await upload(t, world, w.tokens.provider, w.sat, { month: String(start.month), year: String(start.year) }, file('opinion.pdf'))).respuesta;
    const underReview = await stage(ended.id, 'Cumplimiento');
    expect(underReview.dueState).toBe('REVIEW');

    expect((await review(t, world, w.tokens.client, w.sat, sent.id, 'REJECTED', 'Ilegible')).statusCode).toBe(200);
    const rejected = await stage(ended.id, 'Cumplimiento');
    expect(rejected.dueState).toBe('OVERDUE');
    expect(rejected.daysLeft).toBeLessThan(0);

    const again = json(await upload(t, world, w.tokens.provider, w.sat, { month: String(start.month), year: String(start.year) }, file('opinion-2.pdf'))).respuesta;
    expect((await review(t, world, w.tokens.client, w.sat, again.id, 'ACCEPTED')).statusCode).toBe(200);
    expect(await stage(ended.id, 'Cumplimiento')).toMatchObject({ nextDue: null, daysLeft: null, dueState: null });
  });
});

describe('el vencimiento lee cada periodo, también los más viejos que los documentos que trae la etapa', () => {
  it(`con 20 meses entregados, la tarjeta trae ${DOCUMENTS_PER_REQUIREMENT} y un periodo viejo aceptado no vence; rechazado, sí`, async () => {
    const longAgo = month(-20);
    const long = await buildService(t.db, { clientId: w.client.id, providerId: w.provider.id, setId: w.set.set.id, startDate: longAgo.iso });
    const oldest = await buildComplianceDocument(t.db, { companyId: w.provider.id, serviceId: long.id, requirementId: w.sat, year: longAgo.year, month: longAgo.month, status: 'ACCEPTED' });
    for (let offset = -19; offset <= -1; offset++) {
      const p = month(offset);
      await buildComplianceDocument(t.db, { companyId: w.provider.id, serviceId: long.id, requirementId: w.sat, year: p.year, month: p.month, status: 'ACCEPTED' });
    }
    const accepted = await stage(long.id, 'Cumplimiento');
    expect(accepted.documents).toHaveLength(DOCUMENTS_PER_REQUIREMENT);
    expect(accepted.documentsTotal).toBe(20);
    expect(accepted.duePeriod).not.toEqual({ year: longAgo.year, month: longAgo.month });
    expect(accepted.dueState).not.toBe('OVERDUE');

    await t.db.update(complianceDocuments).set({ status: 'REJECTED' }).where(eq(complianceDocuments.id, oldest.id));
    expect(await stage(long.id, 'Cumplimiento')).toMatchObject({ dueState: 'OVERDUE', duePeriod: { year: longAgo.year, month: longAgo.month } });
  });
});

function mexicoMonth() {
  const day = mexicoDayOf(new Date());
  return { year: day.getUTCFullYear(), month: day.getUTCMonth() + 1 };
}
