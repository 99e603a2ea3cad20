import { describe, expect, it } from 'vitest';
import { dueItemsOf } from '../../../../src/server/modules/compliance-summary/due-items';
import { createZipEntryNamer, zipSegment } from '../../../../src/server/modules/compliance-summary/zip-entry-names';

describe('nombres de las entradas de Documents.zip', () => {
  it('arma {requisito}/{año}-{mes:02}/{nombre} con la extensión del documento', () => {
    const name = createZipEntryNamer();
    expect(name({ requirement: 'Opinión SAT', year: 2026, month: 3, name: 'opinion.pdf', extension: 'pdf' })).toBe('Opinión SAT/2026-03/opinion.pdf');
    expect(name({ requirement: 'CFDI', year: 2026, month: 11, name: 'nomina', extension: 'xml' })).toBe('CFDI/2026-11/nomina.xml');
  });

  it('numera los nombres repetidos en la misma carpeta, sin distinguir mayúsculas', () => {
    const name = createZipEntryNamer();
    const doc = { requirement: 'SUA', year: 2026, month: 1, extension: 'pdf' };
    expect(name({ ...doc, name: 'sua.pdf' })).toBe('SUA/2026-01/sua.pdf');
    expect(name({ ...doc, name: 'SUA.pdf' })).toBe('SUA/2026-01/SUA (2).pdf');
    expect(name({ ...doc, name: 'sua.pdf' })).toBe('SUA/2026-01/sua (3).pdf');
    expect(name({ ...doc, month: 2, name: 'sua.pdf' })).toBe('SUA/2026-02/sua.pdf');
  });

  it('quita separadores, caracteres reservados y nombres de puntos', () => {
    expect(zipSegment('../../etc/passwd')).toBe('_.._etc_passwd');
    expect(zipSegment('a:b*c?"d<e>|f\u0000')).toBe('a_b_c__d_e__f_');
    expect(zipSegment('...')).toBe('documento');
    expect(createZipEntryNamer()({ requirement: 'IMSS/INFONAVIT', year: 2026, month: 5, name: '..\\x.pdf', extension: '.PDF' })).toBe('IMSS_INFONAVIT/2026-05/_x.pdf');
  });
});

describe('periodos por vencer o vencidos', () => {
  const service = { id: 's', name: 'Servicio', providerCompanyId: 'p', startDate: '2026-04-01', endDate: null, answeredAt: null };
  const monthly = { id: 'r', name: 'Opinión', delivery: { kind: 'MONTHLY' as const, day: 17 } };

  it('marca el periodo que vence en exactamente 3 días y los ya vencidos sin entregar', () => {
    const items = dueItemsOf({ service, requirements: [monthly], statusesOf: () => [], today: new Date('2026-06-14T00:00:00Z') });
    expect(items.map((i) => [i.month, i.kind])).toEqual([
      [4, 'OVERDUE'],
      [5, 'DUE_SOON'],
    ]);
  });

  it('omite lo entregado, lo que vence hoy o en más de 3 días y el requisito Generador', () => {
    const generador = { ...monthly, id: 'g', name: 'Generador' };
    expect(dueItemsOf({ service, requirements: [monthly, generador], statusesOf: () => [{ year: 2026, month: 4, status: 'REVIEW' }], today: new Date('2026-06-13T00:00:00Z') })).toEqual([]);
    expect(dueItemsOf({ service, requirements: [monthly], statusesOf: () => [], today: new Date('2026-05-17T00:00:00Z') })).toEqual([]);
  });

  it('un periodo rechazado y pasado de fecha vuelve a estar vencido; uno aceptado no', () => {
    const today = new Date('2026-06-13T00:00:00Z');
    expect(dueItemsOf({ service, requirements: [monthly], statusesOf: () => [{ year: 2026, month: 4, status: 'REJECTED' }], today }).map((i) => [i.month, i.kind])).toEqual([[4, 'OVERDUE']]);
    expect(dueItemsOf({ service, requirements: [monthly], statusesOf: () => [{ year: 2026, month: 4, status: 'ACCEPTED' }], today })).toEqual([]);
  });
});
