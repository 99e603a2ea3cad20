import { describe, expect, it } from 'vitest';
import { deductionTotal, parsePayrollCfdi } from '../../../../../src/server/modules/payroll/payroll-cfdi-parser';
import { buildPayrollCfdiXml, demoPayrollWorkers, SAMPLE_QUINCENA, type SamplePayrollCfdi } from '../../../../../src/server/seed/payroll-cfdi-sample';
import { MENSAJES_NOMINA as M } from '../../../../../src/shared/labels/payroll';

const UUID = '6F1D2C3B-4A5E-4F60-9A7B-8C9D0E1F2A3B';
const worker = demoPayrollWorkers()[0] ?? { rfc: '', name: '', curp: '', nss: '', number: '' };
const sample = (over: Partial<SamplePayrollCfdi> = {}): SamplePayrollCfdi => ({
  uuid: UUID,
  issuerRfc: 'LIT150618M43',
  issuerName: 'LIMPIEZA INTEGRAL TLALOC',
  employee: { ...worker, antiguedad: 'P243W' },
  clientRfc: 'CDE010101AB1',
  startDate: '2026-11-01',
  endDate: '2026-11-15',
  ...SAMPLE_QUINCENA,
  ...over,
});

const refusal = (xml: string) => {
  const result = parsePayrollCfdi(xml);
  return result.ok ? 'ok' : result.message;
};

describe('lectura de un CFDI de nómina (CFDI 4.0 + Nómina 1.2)', () => {
  it('lee el timbre, el emisor, el receptor, el periodo, los totales y las deducciones IMSS e ISR', () => {
    const result = parsePayrollCfdi(Buffer.from(buildPayrollCfdiXml(sample())));
    if (!result.ok) throw new Error(result.message);
    const c = result.cfdi;
    expect(c.uuid).toBe(UUID);
    expect(c.issuer).toEqual({ rfc: 'LIT150618M43', name: 'LIMPIEZA INTEGRAL TLALOC', registroPatronal: 'Y6012345104' });
    expect(c.receiver).toEqual({ rfc: 'MARL900514KT3', name: 'LUCIA MARTINEZ RAMOS' });
    expect(c.nomina).toMatchObject({ tipoNomina: 'O', fechaInicialPago: '2026-11-01', fechaFinalPago: '2026-11-15', numDiasPagados: '15.000', totalPercepciones: '5186.10', totalDeducciones: '252.91', totalOtrosPagos: '0.00' });
    expect(c.employee).toMatchObject({ curp: 'MARL900514MDFRMC05', nss: '12109012345', numEmpleado: '0107', periodicidadPago: '04', salarioBaseCotApor: '363.26', salarioDiarioIntegrado: '363.26', rfcLabora: 'CDE010101AB1' });
    expect(deductionTotal(c, '001')).toBe('130.09');
    expect(deductionTotal(c, '002')).toBe('122.82');
    expect(deductionTotal(c, '004')).toBeNull();
    expect(c.otrosPagos).toEqual([expect.objectContaining({ tipo: '002', importe: '0.00', subsidioCausado: '264.30' })]);
    expect(c.total).toBe('4933.19');
  });

  it('lee el atributo Antigüedad (nombre no ASCII)', () => {
    const result = parsePayrollCfdi(buildPayrollCfdiXml(sample({ employee: { ...worker, antiguedad: 'P3Y2M5D' } })));
    expect(result.ok && result.cfdi.employee.antiguedad).toBe('P3Y2M5D');
  });

  it('decodifica las entidades predefinidas de XML en los nombres', () => {
    const result = parsePayrollCfdi(buildPayrollCfdiXml(sample({ issuerName: 'LIMPIEZA & MANTENIMIENTO <TLALOC>' })));
    expect(result.ok && result.cfdi.issuer.name).toBe('LIMPIEZA & MANTENIMIENTO <TLALOC>');
  });

  it('rechaza un XML con DOCTYPE antes de leerlo', () => {
    const xml = buildPayrollCfdiXml(sample()).replace('<?xml version="1.0" encoding="UTF-8"?>', '<?xml version="1.0"?>\n<!DOCTYPE c [<!ENTITY xxe SYSTEM "file:///etc/passwd">]>');
    expect(refusal(xml)).toBe(M.conDoctype);
    expect(refusal(buildPayrollCfdiXml(sample()).replace('<?xml version="1.0" encoding="UTF-8"?>', '<!doctype cfdi>'))).toBe(M.conDoctype);
  });

  it('no expande una entidad no declarada: queda tal como se escribió', () => {
    const xml = buildPayrollCfdiXml(sample()).replace('Nombre="LUCIA MARTINEZ RAMOS"', 'Nombre="LUCIA &xxe; RAMOS"');
    const result = parsePayrollCfdi(xml);
    expect(result.ok && result.cfdi.receiver.name).toBe('LUCIA &xxe; RAMOS');
  });

  it('rechaza lo que no es XML', () => {
    expect(refusal('%PDF-1.4 esto no es un XML')).toBe(M.noEsXml);
    expect(refusal('<cfdi:Comprobante Version="4.0"><sin cerrar>')).toBe(M.noEsXml);
    expect(refusal('')).toBe(M.noEsXml);
  });

  it('rechaza un CFDI que no es versión 4.0', () => {
    expect(refusal(buildPayrollCfdiXml(sample({ version: '3.3' })))).toBe(M.noCfdi40);
    expect(refusal('<?xml version="1.0"?><factura Version="4.0"/>')).toBe(M.noCfdi40);
  });

  it('rechaza un CFDI de ingreso (TipoDeComprobante I) y uno sin complemento de nómina', () => {
    expect(refusal(buildPayrollCfdiXml(sample({ tipoDeComprobante: 'I' })))).toBe(M.noNomina);
    expect(refusal(buildPayrollCfdiXml(sample({ withNomina: false })))).toBe(M.noNomina);
  });

  it('rechaza un CFDI sin timbre (sin UUID)', () => {
    expect(refusal(buildPayrollCfdiXml(sample({ withStamp: false })))).toBe(M.sinTimbre);
  });

  it('rechaza un complemento sin fechas de periodo válidas', () => {
    expect(refusal(buildPayrollCfdiXml(sample({ startDate: '2026-11-16', endDate: '2026-11-15' })))).toBe(M.sinPeriodo);
  });
});
