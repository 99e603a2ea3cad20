import { describe, expect, it } from 'vitest';
import { differenceCents, exceedsTolerance, inclusiveDays, payrollFlags, stampedImss, validationStatusOf, withDuplicates, workerKey, type PayrollCheckInput } from '../../../src/shared/domain/payroll-checks';
import { curpCheckDigit } from '../../../src/shared/mx/curp';
import { nssCheckDigit } from '../../../src/shared/mx/nss';
import { rfcCheckDigit } from '../../../src/shared/mx/rfc';

const curp = `MARL900514MDFRMC0${curpCheckDigit('MARL900514MDFRMC0')}`;
const rfc = `MARL900514KT${rfcCheckDigit('MARL900514KT0')}`;
const nss = `1210901234${nssCheckDigit('12109012340')}`;

/** A CFDI that passes every rule: the DOMAIN-MX quincena. */
const right = (over: Partial<PayrollCheckInput> = {}): PayrollCheckInput => ({
  isr: { stamped: '122.82', computed: { ok: true, amount: '122.82' } },
  imss: { stamped: '130.09', aportaciones: null, computed: { ok: true, amount: '130.09' } },
  clientRfc: 'CDE150312AB5',
  rfcLabora: 'CDE150312AB5',
  specialised: true,
  service: { startDate: '2026-01-01', endDate: null },
  period: { startDate: '2026-11-01', endDate: '2026-11-15' },
  curp,
  rfc,
  nss,
  subTotal: '5186.10',
  discount: '252.91',
  total: '4933.19',
  paidDays: '15.000',
  ...over,
});
const codes = (input: PayrollCheckInput) => payrollFlags(input).map((f) => `${f.code}:${f.severity}`);

describe('revisiones de un CFDI de nómina (reglas puras)', () => {
  it('un CFDI que cuadra no tiene marcas y queda CORRECTO', () => {
    expect(payrollFlags(right())).toEqual([]);
    expect(validationStatusOf([])).toBe('CORRECTO');
  });

  it('diferencia = timbrado − calculado; más de 1 peso es error, exactamente 1 peso no', () => {
    expect(differenceCents('130.32', '122.82')).toBe(750);
    expect(differenceCents(null, '10.00')).toBe(-1000);
    expect(exceedsTolerance('1.00')).toBe(false);
    expect(exceedsTolerance('-1.01')).toBe(true);
    expect(exceedsTolerance(null)).toBe(false);
    expect(codes(right({ isr: { stamped: '123.82', computed: { ok: true, amount: '122.82' } } }))).toEqual([]);
    const high = payrollFlags(right({ isr: { stamped: '130.32', computed: { ok: true, amount: '122.82' } } }));
    expect(high).toEqual([{ code: 'ISR_DIFERENCIA', severity: 'error', message: 'El ISR retenido ($130.32) no coincide con el calculado ($122.82): diferencia de $7.50.' }]);
    expect(payrollFlags(right({ imss: { stamped: '127.99', aportaciones: null, computed: { ok: true, amount: '130.09' } } }))[0]?.message).toContain('diferencia de -$2.10');
  });

  it('el IMSS timbrado suma la deducción 001 y las aportaciones 003', () => {
    expect(stampedImss('100.00', '30.09')).toBe('130.09');
    expect(stampedImss(null, null)).toBeNull();
    expect(codes(right({ imss: { stamped: '100.00', aportaciones: '30.09', computed: { ok: true, amount: '130.09' } } }))).toEqual([]);
  });

  it('un año sin tabla es error con el motivo del cálculo, nunca un pase silencioso', () => {
    const flags = payrollFlags(right({ isr: { stamped: '1.00', computed: { ok: false, message: 'Sin tabla de ISR para 2027' } } }));
    expect(flags).toEqual([{ code: 'ISR_SIN_CALCULO', severity: 'error', message: 'No se pudo calcular el ISR: Sin tabla de ISR para 2027.' }]);
  });

  it('RfcLabora de otro cliente es error; sin SubContratacion en un servicio especializado es advertencia', () => {
    expect(codes(right({ rfcLabora: 'GOHJ850923PL1' }))).toEqual(['RFC_LABORA_AJENO:error']);
    expect(codes(right({ rfcLabora: 'cde150312ab5' }))).toEqual([]);
    expect(codes(right({ rfcLabora: null }))).toEqual(['SIN_SUBCONTRATACION:warning']);
    expect(codes(right({ rfcLabora: null, specialised: false }))).toEqual([]);
  });

  it('un periodo fuera de las fechas del servicio es error; uno que se traslapa con el inicio no', () => {
    expect(codes(right({ service: { startDate: '2026-09-01', endDate: null }, period: { startDate: '2026-03-01', endDate: '2026-03-15' } }))).toEqual(['FUERA_DEL_SERVICIO:error']);
    expect(codes(right({ service: { startDate: '2026-01-01', endDate: '2026-06-30' } }))).toEqual(['FUERA_DEL_SERVICIO:error']);
    expect(codes(right({ service: { startDate: '2026-11-10', endDate: null } }))).toEqual([]);
  });

  it('CURP, RFC y NSS con dígito verificador inválido son advertencias', () => {
    expect(codes(right({ curp: 'MARL900514MDFRMC05', rfc: 'MARL900514KT3', nss: '12109012345' }))).toEqual(['CURP_INVALIDA:warning', 'RFC_INVALIDO:warning', 'NSS_INVALIDO:warning']);
  });

  it('Total ≠ SubTotal − Descuento (tolerancia 0.01) y días pagados de más son errores', () => {
    expect(codes(right({ total: '4933.20' }))).toEqual([]);
    expect(codes(right({ total: '4933.21' }))).toEqual(['TOTAL_DESCUADRADO:error']);
    expect(inclusiveDays('2026-11-01', '2026-11-15')).toBe(15);
    expect(inclusiveDays('2026-02-16', '2026-02-28')).toBe(13);
    expect(codes(right({ paidDays: '16' }))).toEqual(['DIAS_EXCEDIDOS:error']);
  });

  it('el mismo trabajador dos veces: marca de duplicado por CURP, o por RFC sin CURP; el estado sigue a la marca más grave', () => {
    expect(workerKey({ curp: ' marl900514mdfrmc05', rfc: 'X' })).toBe('CURP:MARL900514MDFRMC05');
    expect(workerKey({ curp: '', rfc: 'marl900514kt3' })).toBe('RFC:MARL900514KT3');
    const twice = withDuplicates([], 2);
    expect(twice).toEqual([{ code: 'PAGO_DUPLICADO', severity: 'error', message: 'El trabajador aparece en 2 CFDI de este periodo.' }]);
    expect(withDuplicates(twice, 1)).toEqual([]);
    expect(withDuplicates(twice, 3)).toHaveLength(1);
    expect(validationStatusOf([{ code: 'NSS_INVALIDO', severity: 'warning', message: '' }])).toBe('CON_ADVERTENCIAS');
    expect(validationStatusOf([...twice, { code: 'NSS_INVALIDO', severity: 'warning', message: '' }])).toBe('CON_ERRORES');
  });
});
