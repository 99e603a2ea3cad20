import { describe, expect, it } from 'vitest';
import { ZGeneralForm, ZGeolocationForm } from '../../../../src/shared/contracts/generators.contract';
import { MENSAJES_GENERADOR as M } from '../../../../src/shared/labels/messages';

const messageAt = (issues: readonly { path: PropertyKey[]; message: string }[], field: string) => issues.filter((i) => i.path[0] === field).map((i) => i.message);

describe('fechas requeridas del generador (issue 10 §5)', () => {
  it('una fecha vacía o ausente dice "Campo requerido", no "Fecha inválida"', () => {
    const empty = ZGeneralForm.safeParse({ startDate: '', endDate: '   ' });
    expect(messageAt(empty.error?.issues ?? [], 'startDate')).toEqual([M.campoRequerido]);
    expect(messageAt(empty.error?.issues ?? [], 'endDate')).toEqual([M.campoRequerido]);
    const missing = ZGeneralForm.safeParse({});
    expect(messageAt(missing.error?.issues ?? [], 'startDate')).toEqual([M.campoRequerido]);
    expect(messageAt(ZGeolocationForm.safeParse({ date: '' }).error?.issues ?? [], 'date')).toEqual([M.campoRequerido]);
  });

  it('una fecha escrita pero imposible sigue diciendo "Fecha inválida"', () => {
    const result = ZGeneralForm.safeParse({ startDate: '2026-02-30', endDate: '20-11-2026' });
    expect(messageAt(result.error?.issues ?? [], 'startDate')).toEqual([M.fechaInvalida]);
    expect(messageAt(result.error?.issues ?? [], 'endDate')).toEqual([M.fechaInvalida]);
  });

  it('una fecha válida pasa y conserva las reglas de mínimo', () => {
    const early = ZGeneralForm.safeParse({ startDate: '2024-04-30', endDate: '2024-05-02' });
    expect(messageAt(early.error?.issues ?? [], 'startDate')).toEqual([M.fechaInicioMinima]);
    expect(messageAt(early.error?.issues ?? [], 'endDate')).toEqual([]);
  });
});
