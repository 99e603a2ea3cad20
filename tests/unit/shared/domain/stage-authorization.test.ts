import { describe, expect, it } from 'vitest';
import { requirementValidated, stageValidation } from '../../../../src/shared/domain/stage-authorization';

const utc = (iso: string) => new Date(`${iso}T00:00:00Z`);
const service = { start: utc('2026-01-01'), end: null, acceptedAt: null };
const monthly = { kind: 'MONTHLY', day: 17 } as const;
const today = utc('2026-03-10');

describe('una etapa se autoriza con todos sus requisitos validados', () => {
  it('un requisito de una sola vez: su entrega aceptada', () => {
    expect(requirementValidated({ kind: 'ONCE', day: 15 }, service, [{ year: 2026, month: 1, status: 'ACCEPTED' }], today)).toBe(true);
    expect(requirementValidated({ kind: 'ONCE', day: 15 }, service, [{ year: 2026, month: 1, status: 'REVIEW' }], today)).toBe(false);
    expect(requirementValidated({ kind: 'ONCE', day: 15 }, service, [], today)).toBe(false);
  });

  it('un requisito mensual: lo vencido aceptado; lo que no vence y falta no cuenta; lo entregado antes debe estar aceptado', () => {
    expect(requirementValidated(monthly, service, [{ year: 2026, month: 1, status: 'ACCEPTED' }], today)).toBe(true);
    expect(requirementValidated(monthly, service, [], today)).toBe(false);
    expect(requirementValidated(monthly, service, [{ year: 2026, month: 1, status: 'ACCEPTED' }, { year: 2026, month: 2, status: 'REVIEW' }], today)).toBe(false);
    expect(requirementValidated(monthly, service, [{ year: 2026, month: 1, status: 'ACCEPTED' }, { year: 2026, month: 2, status: 'REJECTED' }], today)).toBe(false);
    // On 20 March, February is overdue: missing it holds the requirement back.
    expect(requirementValidated(monthly, service, [{ year: 2026, month: 1, status: 'ACCEPTED' }], utc('2026-03-20'))).toBe(false);
  });

  it('cuenta los requisitos pendientes y deja fuera el Generador', () => {
    const requirements = [
      { id: 'a', name: 'Opinión SAT', delivery: monthly },
      { id: 'b', name: 'CFDI de nómina', delivery: monthly },
      { id: 'g', name: 'Generador', delivery: monthly },
    ];
    expect(stageValidation(requirements, [{ requirementId: 'a', year: 2026, month: 1, status: 'ACCEPTED' }], service, today)).toEqual({ validated: false, pending: 1, total: 2 });
    const both = [
      { requirementId: 'a', year: 2026, month: 1, status: 'ACCEPTED' as const },
      { requirementId: 'b', year: 2026, month: 1, status: 'ACCEPTED' as const },
    ];
    expect(stageValidation(requirements, both, service, today)).toEqual({ validated: true, pending: 0, total: 2 });
    expect(stageValidation([{ id: 'g', name: 'Generador', delivery: monthly }], [], service, today)).toEqual({ validated: false, pending: 0, total: 0 });
  });
});
