import { describe, expect, it } from 'vitest';
import { matchWorkforce, workforceMonthStatus, type CfdiWorker } from '../../../src/shared/domain/workforce-match';

const cfdi = (over: Partial<CfdiWorker>): CfdiWorker => ({ name: '', curp: '', rfc: '', nss: '', flags: [], isrDifference: '0.00', imssDifference: '0.00', ...over });

describe('matchWorkforce: lista de nómina, SUA y CFDI por trabajador', () => {
  it('empareja por CURP, luego NSS, luego RFC; sin distinguir mayúsculas ni espacios', () => {
    const rows = matchWorkforce({
      payroll: [
        { name: 'ANA', curp: 'CURPA', rfc: 'RFCA', nss: 'NSSA' },
        { name: 'BETO', curp: 'CURPB', rfc: 'RFCB', nss: 'NSSB' },
        { name: 'CARLA', curp: 'CURPC', rfc: 'RFCC', nss: 'NSSC' },
      ],
      sua: [
        { name: 'ANA', curp: ' curpa ', nss: 'NSSA' },
        { name: 'BETO', curp: 'OTRACURP', nss: 'NSSB' },
        { name: 'CARLA', curp: 'CURPC', nss: 'NSSC' },
      ],
      cfdis: [cfdi({ name: 'ANA', curp: 'CURPA', rfc: 'RFCA', nss: 'NSSA' }), cfdi({ name: 'BETO', curp: 'OTRA', rfc: 'X', nss: 'NSSB' }), cfdi({ name: 'CARLA', curp: '', rfc: 'rfcc', nss: '' })],
    });
    expect(rows.map((r) => r.name)).toEqual(['ANA', 'BETO', 'CARLA']);
    expect(rows.every((r) => r.reasons.length === 0)).toBe(true);
    const [ana, beto, carla] = rows;
    expect(ana?.curpSua).toEqual({ value: 'CURPA', ok: true });
    expect(beto?.curpSua).toEqual({ value: 'OTRACURP', ok: false });
    expect(beto?.nssSua).toEqual({ value: 'NSSB', ok: true });
    expect(beto?.curpCfdi).toEqual({ value: 'OTRA', ok: false });
    expect(carla?.rfcCfdi).toEqual({ value: 'RFCC', ok: true });
    expect(carla?.curpCfdi).toEqual({ value: null, ok: false });
    expect(workforceMonthStatus(rows)).toBe('ok');
  });

  it('arriba quien está en la lista sin CFDI y quien tiene CFDI pero no está en el SUA, con su motivo', () => {
    const rows = matchWorkforce({
      payroll: [
        { name: 'ZOE', curp: 'Z', rfc: 'ZR', nss: 'ZN' },
        { name: 'ABEL', curp: 'A', rfc: 'AR', nss: 'AN' },
        { name: 'MARIO', curp: 'M', rfc: 'MR', nss: 'MN' },
      ],
      sua: [
        { name: 'ZOE', curp: 'Z', nss: 'ZN' },
        { name: 'ABEL', curp: 'A', nss: 'AN' },
      ],
      cfdis: [cfdi({ name: 'ABEL', curp: 'A' }), cfdi({ name: 'MARIO', curp: 'M' }), cfdi({ name: 'MARIO', curp: 'M', isrDifference: '7.50' })],
    });
    expect(rows.map((r) => [r.name, r.reasons])).toEqual([
      ['MARIO', ['SIN_SUA']],
      ['ZOE', ['SIN_CFDI']],
      ['ABEL', []],
    ]);
    expect(rows[0]?.cfdiCount).toBe(2);
    expect(rows[0]?.isrDifference).toBe('7.50');
    expect(workforceMonthStatus(rows)).toBe('error');
  });

  it('ordena por nombre con acentos y Ñ como en es-MX', () => {
    const names = ['ÑANDÚ', 'ÁLVARO', 'NORMA', 'ZAIRA', 'ÉDGAR', 'ANA'];
    const rows = matchWorkforce({ payroll: names.map((name, i) => ({ name, curp: `C${String(i)}`, rfc: '', nss: '' })), sua: [], cfdis: names.map((name, i) => cfdi({ name, curp: `C${String(i)}` })) });
    const sua = (r: (typeof rows)[number]) => r.reasons;
    expect(rows.map((r) => r.name).slice(0, 6)).toEqual(['ÁLVARO', 'ANA', 'ÉDGAR', 'NORMA', 'ÑANDÚ', 'ZAIRA']);
    expect(rows.every((r) => sua(r).includes('SIN_SUA'))).toBe(true);
  });

  it('estado del mes: advertencias, errores y sin datos', () => {
    const warn = cfdi({ name: 'A', curp: 'A', flags: [{ code: 'SIN_SUBCONTRATACION', severity: 'warning', message: 'Aviso' }] });
    expect(workforceMonthStatus(matchWorkforce({ payroll: [], sua: [{ name: 'A', curp: 'A', nss: '' }], cfdis: [warn] }))).toBe('warning');
    const err = cfdi({ name: 'A', curp: 'A', flags: [{ code: 'ISR_DIFERENCIA', severity: 'error', message: 'ISR' }] });
    const rows = matchWorkforce({ payroll: [], sua: [{ name: 'A', curp: 'A', nss: '' }], cfdis: [err, err] });
    expect(workforceMonthStatus(rows)).toBe('error');
    expect(rows[0]?.messages).toEqual(['ISR']);
    expect(rows[0]?.errors).toBe(2);
    expect(workforceMonthStatus([])).toBe('sin datos');
  });
});
