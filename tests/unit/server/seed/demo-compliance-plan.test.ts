import { describe, expect, it } from 'vitest';
import { monthStart, planDocuments, type PlanRequirement } from '../../../../src/server/seed/demo-compliance-plan';
import { REPSE_REGISTRATION_REQUIREMENT } from '../../../../src/shared/domain/compliance';

const monthly = (name: string, format: 'PDF' | 'XML' = 'PDF'): PlanRequirement => ({ id: name, name, format, delivery: { kind: 'MONTHLY', day: 17 }, stageName: 'Cumplimiento' });
const REQUIREMENTS: PlanRequirement[] = [
  { id: 'repse', name: REPSE_REGISTRATION_REQUIREMENT, format: 'PDF', delivery: { kind: 'ONCE', day: 30 }, stageName: 'Expediente' },
  ...['SAT', 'IMSS', 'INFONAVIT', 'Nómina', 'Lista', 'SUA', 'Cuotas', 'ISR', 'IVA', 'ISN', 'CFDI', 'Pago'].map((n) => monthly(n, n === 'CFDI' ? 'XML' : 'PDF')),
  { id: 'gen', name: 'Generador', format: 'PDF', delivery: { kind: 'MONTHLY', day: 17 }, stageName: 'Cumplimiento' },
];

describe('plan de documentos de la demostración', () => {
  // Early in a month, so clamping to "before today" matters.
  const today = new Date(Date.UTC(2026, 10, 2, 10));

  it('el primer mes es seis meses atrás y ningún documento queda en el futuro ni empata en hora', () => {
    expect(monthStart(today, 6).toISOString().slice(0, 10)).toBe('2026-05-01');
    const docs = planDocuments({ monthsAgo: 6, plan: 'every-status' }, REQUIREMENTS, today);
    expect(docs.every((d) => d.uploadedAt < today && (d.validatedAt === null || (d.validatedAt > d.uploadedAt && d.validatedAt < today)))).toBe(true);
    expect(new Set(docs.map((d) => d.uploadedAt.getTime())).size).toBe(docs.length);
    expect(new Set(docs.map((d) => `${d.year}-${d.month}`))).toEqual(new Set(['2026-5', '2026-6', '2026-7', '2026-8', '2026-9', '2026-10']));
    expect(docs.some((d) => d.requirement.name === 'Generador')).toBe(false);
  });

  it('cada servicio tiene su mezcla de estados', () => {
    const every = planDocuments({ monthsAgo: 6, plan: 'every-status' }, REQUIREMENTS, today);
    expect(new Set(every.map((d) => d.status))).toEqual(new Set(['ACCEPTED', 'REVIEW', 'REJECTED']));
    expect(every.filter((d) => d.status === 'REJECTED').every((d) => d.comment.length > 0 && d.validatedAt)).toBe(true);
    const lastMonth = every.filter((d) => d.month === 10 && d.requirement.stageName === 'Cumplimiento');
    expect(lastMonth.length).toBeLessThan(12);
    const repse = every.find((d) => d.requirement.name === REPSE_REGISTRATION_REQUIREMENT);
    expect(repse).toMatchObject({ status: 'ACCEPTED', year: 2026, month: 5 });
    expect(repse?.expiresOn && repse.expiresOn > '2027-01-01').toBe(true);

    const awaiting = planDocuments({ monthsAgo: 3, plan: 'awaiting-reupload' }, REQUIREMENTS, today);
    const rejected = awaiting.filter((d) => d.status === 'REJECTED');
    expect(rejected).toHaveLength(1);
    expect(rejected[0]).toMatchObject({ year: 2026, month: 10 });
  });
});
