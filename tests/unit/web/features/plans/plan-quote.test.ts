import { describe, expect, it } from 'vitest';
import type { TProduct } from '../../../../../src/shared/contracts/payments.contract';
import { formatMxnCents } from '../../../../../src/shared/domain/plans';
import { MENSAJES_PAGO } from '../../../../../src/shared/labels/messages';
import { EXPIRY_MONTHS, expiryYearOptions, formatCardNumber } from '../../../../../src/web/features/plans/lib/card-fields';
import { findPlanProducts, listPriceQuote, quotePlan } from '../../../../../src/web/features/plans/lib/plan-quote';
import { paymentErrorMessage, plansErrorMessage } from '../../../../../src/web/features/plans/lib/plans-error';
import { ApiError } from '../../../../../src/web/lib/http/api-error';

let next = 0;
const product = (name: string, monthlyPesos: number): TProduct => {
  const [quantity, kind] = name.split('_') as [string, 'empleados' | 'gb'];
  next += 1;
  return { _id: `00000000-0000-4000-8000-${String(next).padStart(12, '0')}`, name, kind, quantity: Number(quantity), monthlyCents: monthlyPesos * 100 };
};
const PRODUCTS = [product('100_empleados', 1000), product('300_empleados', 5000), product('20_gb', 0), product('40_gb', 200)];

describe('precio del plan PyME', () => {
  it('300 trabajadores y 40 GB cuestan $5,200.00 al mes, con la tabla y con los productos', () => {
    const fromTable = listPriceQuote({ employees: 300, gigas: 40 });
    expect(fromTable).toEqual({ employeesCents: 500_000, storageCents: 20_000, monthlyCents: 520_000 });
    expect(quotePlan({ employees: 300, gigas: 40 }, PRODUCTS)).toEqual(fromTable);
    expect(formatMxnCents(520_000)).toBe('$5,200.00');
  });

  it('cada opción de trabajadores tiene su precio y 20 GB van incluidos', () => {
    const prices = [100, 150, 200, 300, 400, 500].map((employees) => listPriceQuote({ employees, gigas: 20 })?.monthlyCents);
    expect(prices).toEqual([100_000, 200_000, 300_000, 500_000, 700_000, 900_000]);
    expect(listPriceQuote({ employees: 120, gigas: 20 })).toBeNull();
  });

  it('el precio del servidor manda cuando los productos están cargados', () => {
    const cheaper = [product('100_empleados', 900), product('20_gb', 0)];
    expect(quotePlan({ employees: 100, gigas: 20 }, cheaper)?.monthlyCents).toBe(90_000);
  });

  it('busca los productos {n}_empleados y {n}_gb; sin alguno no hay orden', () => {
    const found = findPlanProducts(PRODUCTS, { employees: 300, gigas: 40 });
    expect(found?.employees.name).toBe('300_empleados');
    expect(found?.storage.name).toBe('40_gb');
    expect(findPlanProducts(PRODUCTS, { employees: 500, gigas: 40 })).toBeNull();
  });
});

describe('campos de la tarjeta', () => {
  it('agrupa el número de cuatro en cuatro y descarta lo que no es dígito', () => {
    expect(formatCardNumber('4242424242424242')).toBe('4242 4242 4242 4242');
    expect(formatCardNumber('4000-0000 00a00 0002')).toBe('4000 0000 0000 0002');
    expect(formatCardNumber('42424')).toBe('4242 4');
  });

  it('ofrece los meses 01–12 y años desde el actual como AA', () => {
    expect(EXPIRY_MONTHS).toHaveLength(12);
    expect(EXPIRY_MONTHS[0]).toBe('01');
    const years = expiryYearOptions(new Date('2026-05-01T12:00:00Z'));
    expect(years[0]).toEqual({ value: '26', label: '2026' });
    expect(years.at(-1)).toEqual({ value: '36', label: '2036' });
  });
});

describe('mensajes de error de planes y pago', () => {
  it('planes: el mensaje del servidor si lo hay, si no el del catálogo', () => {
    expect(plansErrorMessage(new ApiError({ status: 503, mensaje: 'Servicio en mantenimiento' }))).toBe('Servicio en mantenimiento');
    expect(plansErrorMessage(new ApiError({ status: 0 }))).toBe(MENSAJES_PAGO.errorPlanes);
    expect(plansErrorMessage(new Error('x'))).toBe(MENSAJES_PAGO.errorPlanes);
  });

  it('pago: la razón del servidor (402, 409) o «Error al procesar el pago»', () => {
    const declined = 'Error al procesar el pago: La tarjeta fue declinada por el banco emisor.';
    expect(paymentErrorMessage(new ApiError({ status: 402, mensaje: declined }))).toBe(declined);
    expect(paymentErrorMessage(new ApiError({ status: 409, mensaje: MENSAJES_PAGO.ordenPagada }))).toBe(MENSAJES_PAGO.ordenPagada);
    expect(paymentErrorMessage(new ApiError({ status: 500, mensaje: 'stack' }))).toBe(MENSAJES_PAGO.pagoFallido);
    expect(paymentErrorMessage(new ApiError({ status: 0 }))).toBe(MENSAJES_PAGO.pagoFallido);
  });
});
