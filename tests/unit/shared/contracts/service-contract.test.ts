import { describe, expect, it } from 'vitest';
import { contractUploadFields, ZContractData } from '../../../../src/shared/contracts/service-contract.contract';
import { PERIODICIDAD_PAGO, periodicidadPagoLabel } from '../../../../src/shared/domain/payroll-periodicity';

const errorsOf = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));

describe('datos del contrato al subirlo (un solo esquema para el formulario y el multipart)', () => {
  const schema = contractUploadFields(false);

  it('lee los campos como texto (multipart) y como los deja el formulario (números, vacío como "")', () => {
    const multipart = schema.parse({ name: ' Contrato ', amount: '1500.50', employees: '25', cfdiFrequency: '02', paymentStartDay: '1', sendDate: '2026-01-05' });
    const form = schema.parse({ name: 'Contrato', amount: 1500.5, employees: 25, cfdiFrequency: '02', paymentStartDay: 1, sendDate: '2026-01-05', beginDate: '', expirationDate: '', currency: 'MXN' });
    expect(multipart).toEqual({ name: 'Contrato', amount: 1500.5, currency: 'MXN', cfdiFrequency: '02', employees: 25, paymentStartDay: 1, sendDate: '2026-01-05' });
    expect(form).toEqual(multipart);
  });

  it('valores por omisión: MXN y Quincenal; un número vacío es un campo requerido, no un cero', () => {
    expect(schema.parse({ name: 'C', amount: 0, employees: 0 })).toMatchObject({ currency: 'MXN', cfdiFrequency: '04', amount: 0, employees: 0 });
    expect(errorsOf(schema.safeParse({ name: 'C', amount: '', employees: '' }))).toEqual({ amount: 'Campo requerido', employees: 'Campo requerido' });
  });

  it('los mensajes del spec: número positivo, entero, PDF aparte; vencimiento no antes del inicio', () => {
    expect(errorsOf(schema.safeParse({ name: 'C', amount: -0.01, employees: 1.5 }))).toEqual({ amount: 'Debe ser un número positivo', employees: 'Debe ser un entero' });
    expect(errorsOf(schema.safeParse({ name: 'C', amount: 1, employees: 1, beginDate: '2026-02-01', expirationDate: '2026-01-31' }))).toEqual({
      expirationDate: 'La fecha de vencimiento debe ser mayor o igual a la fecha de inicio',
    });
    expect(schema.safeParse({ name: 'C', amount: 1, employees: 1, beginDate: '2026-02-01', expirationDate: '2026-02-01' }).success).toBe(true);
  });

  it('en generadores no se piden ni se guardan los empleados', () => {
    const generators = contractUploadFields(true);
    expect(generators.parse({ name: 'C', amount: 1 })).not.toHaveProperty('employees');
    expect(generators.parse({ name: 'C', amount: 1, employees: 'x' }).employees).toBeUndefined();
  });

  it('Modficar datos acepta monto cero y, si vienen, empleados enteros y una periodicidad del catálogo', () => {
    const base = { beginDate: '2026-01-01', expirationDate: '2026-12-31', currency: 'MXN', amount: 0 };
    expect(ZContractData.safeParse(base).success).toBe(true);
    expect(errorsOf(ZContractData.safeParse({ ...base, employees: 2.5, cfdiFrequency: '00' }))).toEqual({ employees: 'Debe ser un entero', cfdiFrequency: 'Seleccione una periodicidad de pago válida' });
  });

  it('catálogo c_PeriodicidadPago del SAT con etiquetas en español', () => {
    expect(PERIODICIDAD_PAGO).toMatchObject({ '02': 'Semanal', '03': 'Catorcenal', '04': 'Quincenal', '05': 'Mensual', '99': 'Otra periodicidad' });
    expect(periodicidadPagoLabel('04')).toBe('Quincenal');
    expect(periodicidadPagoLabel('77')).toBe('77');
  });
});
