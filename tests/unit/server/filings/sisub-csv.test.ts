import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { buildFilingData } from '../../../../src/server/modules/filings/filing-data';
import type { PeriodCfdiRow, PeriodServiceRow, ProviderRow } from '../../../../src/server/modules/filings/filings.repository';
import { csvField, ddmmyyyy, SISUB_HEADERS, sisubCsv, toCsv } from '../../../../src/server/modules/filings/sisub-csv';

const provider: NonNullable<ProviderRow> = { id: 'p', name: 'Servicios Ñandú, SA de CV', rfc: 'SNA200101AB1', repses: [{ name: 'AR12345/2024' }], street: 'Av. Reforma', outdoorNum: '10', interiorNumber: '', colonia: 'Juárez', cp: '06600', city: 'Ciudad de México' };

const service = (over: Partial<PeriodServiceRow>): PeriodServiceRow => ({
  serviceId: 's1',
  serviceName: 'Limpieza',
  startDate: '2026-01-01',
  endDate: null,
  clientId: 'c1',
  clientName: 'Cliente Uno',
  clientRfc: 'CUN010101AA1',
  clientStreet: '',
  clientOutdoorNum: '',
  clientInteriorNumber: '',
  clientColonia: '',
  clientCp: '',
  clientCity: '',
  contractId: null,
  contractName: null,
  contractBegin: null,
  contractEnd: null,
  amount: null,
  currency: null,
  employees: null,
  ...over,
});

const cfdi = (over: Partial<PeriodCfdiRow>): PeriodCfdiRow => ({ serviceId: 's1', fullName: 'LUCIA MARTINEZ RAMOS', curp: 'MARL900514MDFRMC05', nss: '12109012345', rfc: 'MARL900514KT3', registroPatronal: 'Y6012345104', sbc: '363.26', paidDays: '15.000', periodEnd: '2026-03-15', ...over });

describe('archivos CSV del SISUB', () => {
  it('entrecomilla comas, comillas, saltos y espacios en los extremos, y deja lo demás igual', () => {
    expect(csvField('Peña, Ñandú')).toBe('"Peña, Ñandú"');
    expect(csvField('Dice "hola"')).toBe('"Dice ""hola"""');
    expect(csvField('dos\nlíneas')).toBe('"dos\nlíneas"');
    expect(csvField(' borde')).toBe('" borde"');
    expect(csvField('José Ñúñez')).toBe('José Ñúñez');
    expect(csvField(null)).toBe('');
    expect(csvField(12.5)).toBe('12.5');
    expect(toCsv([['a', 'b'], ['c', 'd']])).toBe('a,b\r\nc,d');
    expect(ddmmyyyy('2026-01-31')).toBe('31/01/2026');
    expect(ddmmyyyy('')).toBe('');
  });

  it('junta los CFDI del periodo: un renglón por trabajador y contrato, días sumados y el SBC más reciente', () => {
    const services = [service({ contractName: 'Contrato 7', amount: '1000.5', currency: 'MXN', employees: 3, contractBegin: '2026-01-15', contractEnd: '2026-12-31' }), service({ serviceId: 's2', serviceName: 'Vigilancia', clientRfc: 'CDO020202BB2', clientName: 'Cliente Dos' })];
    const data = buildFilingData({ year: 2026, period: 1 }, provider, services, [
      cfdi({}),
      cfdi({ sbc: '400.00', paidDays: '16.000', periodEnd: '2026-03-31' }),
      cfdi({ serviceId: 's2' }),
      cfdi({ fullName: 'JORGE GONZALEZ', curp: '', rfc: 'GOHJ850923PL1', nss: '12088512346', registroPatronal: 'Z1234567890' }),
      cfdi({ serviceId: 'otro' }),
    ]);
    expect(data.provider).toMatchObject({ repse: 'AR12345/2024', registrosPatronales: ['Y6012345104', 'Z1234567890'], address: 'Av. Reforma 10, Juárez, C.P. 06600, Ciudad de México' });
    expect(data.workers.map((w) => [w.serviceId, w.name, w.sbc, w.daysPaid])).toEqual([
      ['s1', 'JORGE GONZALEZ', '363.26', 15],
      ['s1', 'LUCIA MARTINEZ RAMOS', '400.00', 31],
      ['s2', 'LUCIA MARTINEZ RAMOS', '363.26', 15],
    ]);
    expect(data.contracts.map((c) => [c.contractName, c.workersInPeriod, c.sbcTotal, c.daysPaid, c.amount, c.start, c.end])).toEqual([
      ['Contrato 7', 2, '763.26', 46, '1000.50', '2026-01-15', '2026-12-31'],
      ['Vigilancia', 1, '363.26', 15, '', '2026-01-01', ''],
    ]);

    const subject = parse(sisubCsv(data, 1).toString('utf8')) as string[][];
    expect(subject[0]).toEqual([...SISUB_HEADERS[1]]);
    expect(subject.slice(1).map((r) => r[4])).toEqual(['Y6012345104', 'Z1234567890']);
    expect(subject[1]?.[3]).toBe('Servicios Ñandú, SA de CV');
    expect(subject[1]?.slice(-2)).toEqual(['2', '2']);
    const contracts = parse(sisubCsv(data, 2).toString('utf8')) as string[][];
    expect(contracts[1]).toEqual(['1', '2026', 'SNA200101AB1', 'Contrato 7', 'CUN010101AA1', 'Cliente Uno', '', 'Limpieza', '15/01/2026', '31/12/2026', '1000.50', 'MXN', '3', '2']);
    const detail = sisubCsv(data, 3).toString('utf8');
    expect(detail.split('\r\n')).toHaveLength(4);
    expect(detail.endsWith('\n')).toBe(false);
  });

  it('sin CFDI ni registro patronal, el sujeto obligado lleva un renglón con el registro vacío', () => {
    const data = buildFilingData({ year: 2026, period: 3 }, provider, [], []);
    const rows = parse(sisubCsv(data, 1).toString('utf8')) as string[][];
    expect(rows).toEqual([[...SISUB_HEADERS[1]], ['3', '2026', 'SNA200101AB1', 'Servicios Ñandú, SA de CV', '', 'AR12345/2024', 'Av. Reforma 10, Juárez, C.P. 06600, Ciudad de México', '0', '0']]);
    expect(sisubCsv(data, 3).toString('utf8')).toBe(SISUB_HEADERS[3].join(','));
  });
});
