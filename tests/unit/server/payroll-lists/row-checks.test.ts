import { describe, expect, it } from 'vitest';
import { checkPayrollListRows, PAYROLL_LIST_WANTED } from '../../../../src/server/modules/payroll-lists/payroll-list-checks';
import { curpProblem, dayCount, headerKey, locateColumns, nssProblem, positiveAmount, rfcProblem } from '../../../../src/server/modules/payroll-lists/row-checks';
import { checkSuaRows, SUA_OPTIONAL, SUA_WANTED } from '../../../../src/server/modules/payroll-lists/sua-checks';
import { parseCsvRows } from '../../../../src/server/modules/payroll-lists/csv-rows';
import { curpCheckDigit } from '../../../../src/shared/mx/curp';
import { nssCheckDigit } from '../../../../src/shared/mx/nss';
import { rfcCheckDigit } from '../../../../src/shared/mx/rfc';

// Workers whose check digits are computed (CURP, RFC, NSS), so only the case under test fails.
const person = (name: string, curp17: string, rfc12: string, nss10: string) => ({ name, curp: curp17 + curpCheckDigit(`${curp17}0`), rfc: rfc12 + rfcCheckDigit(`${rfc12}0`), nss: nss10 + nssCheckDigit(nss10) });
const LUCIA = person('LUCIA MARTINEZ RAMOS', 'MARL900514MDFRMC0', 'MARL900514KT', '1210901234');
const JORGE = person('JORGE GONZALEZ HERRERA', 'GOHJ850923HMCNRR0', 'GOHJ850923PL', '1208851234');
const wrongDigit = (value: string) => value.slice(0, -1) + String((Number(value.at(-1)) + 1) % 10);
const otherRfcDigit = (rfc: string) => rfc.slice(0, -1) + (rfc.endsWith('1') ? '2' : '1');
const LIST_HEADER = ['Nombre', 'CURP', 'RFC', 'NSS', 'Salario diario', 'Días pagados'];
const listAt = locateColumns(LIST_HEADER, PAYROLL_LIST_WANTED).at;
const row = (index: number, cells: (string | number)[]) => ({ index, cells: cells.map(String) });

describe('revisión por fila de la lista de nómina y del SUA', () => {
  it('encuentra las columnas sin importar acentos, mayúsculas u orden, y dice cuáles faltan', () => {
    expect(headerKey('  Días   PAGADOS ')).toBe('dias pagados');
    const found = locateColumns(['nss', 'DIAS PAGADOS', 'nombre', 'curp'], PAYROLL_LIST_WANTED);
    expect(found.at).toMatchObject({ nss: 0, days: 1, name: 2, curp: 3, rfc: -1, dailySalary: -1 });
    expect(found.missing).toEqual(['RFC', 'Salario diario']);
  });

  it('lee importes y días', () => {
    expect(positiveAmount('$1,234.5')).toBe('1234.50');
    expect(positiveAmount('363.26')).toBe('363.26');
    expect(positiveAmount('0')).toBeNull();
    expect(positiveAmount('-5')).toBeNull();
    expect(positiveAmount('abc')).toBeNull();
    expect(dayCount('15', 1)).toBe(15);
    expect(dayCount('15.0', 1)).toBe(15);
    expect(dayCount('0', 1)).toBeNull();
    expect(dayCount('0', 0)).toBe(0);
    expect(dayCount('32', 0)).toBeNull();
    expect(dayCount('7.5', 0)).toBeNull();
  });

  it('CURP: formato, entidad y dígito verificador; NSS: 11 dígitos y dígito; RFC: formato es error, dígito solo advertencia', () => {
    expect(curpProblem(LUCIA.curp)).toBeNull();
    expect(curpProblem('')).toBe('falta la CURP.');
    expect(curpProblem(wrongDigit(LUCIA.curp))).toBe(`la CURP ${wrongDigit(LUCIA.curp)} no tiene un dígito verificador válido.`);
    expect(curpProblem(LUCIA.curp.replace('DF', 'XX'))).toContain('entidad federativa');
    expect(curpProblem('MARL90051')).toContain('formato');
    expect(nssProblem(LUCIA.nss)).toBeNull();
    expect(nssProblem('1210901234')).toBe('el NSS 1210901234 debe tener 11 dígitos.');
    expect(nssProblem(wrongDigit(LUCIA.nss))).toBe(`el NSS ${wrongDigit(LUCIA.nss)} no tiene un dígito verificador válido.`);
    expect(rfcProblem(LUCIA.rfc)).toEqual({});
    expect(rfcProblem(otherRfcDigit(LUCIA.rfc)).warning).toContain('dígito verificador');
    expect(rfcProblem('MARL901314KT3').error).toContain('formato');
  });

  it('una lista: errores por número de fila de la hoja, CURP repetida, la advertencia del RFC no rechaza', () => {
    const result = checkPayrollListRows(
      [
        row(2, [LUCIA.name, LUCIA.curp, LUCIA.rfc, LUCIA.nss, 363.26, 30]),
        row(3, [JORGE.name, JORGE.curp.toLowerCase(), otherRfcDigit(JORGE.rfc), JORGE.nss, '400', 15]),
        row(5, ['', LUCIA.curp, LUCIA.rfc, '1210901234', 0, 32]),
      ],
      listAt,
    );
    expect(result.records.map((r) => r.rowNumber)).toEqual([2, 3]);
    expect(result.records[1]).toMatchObject({ curp: JORGE.curp, dailySalary: '400.00', days: 15 });
    expect(result.warnings).toEqual([{ row: 3, column: 'RFC', message: expect.stringMatching(/^Fila 3: el dígito verificador del RFC GOHJ850923PL/) }]);
    expect(result.errors.map((e) => [e.row, e.column])).toEqual([
      [5, 'Nombre'],
      [5, 'CURP'],
      [5, 'NSS'],
      [5, 'Salario diario'],
      [5, 'Días pagados'],
    ]);
    expect(result.errors[1]?.message).toBe(`Fila 5: la CURP ${LUCIA.curp} ya aparece en la fila 2.`);
  });

  it('un SUA: NSS repetido, días 0–31, SBC mayor que cero, ausentismos opcionales', () => {
    const header = ['NSS', 'CURP', 'Nombre', 'Días cotizados', 'SBC', 'Ausentismos'];
    const at = locateColumns(header, { ...SUA_WANTED, ...SUA_OPTIONAL }).at;
    const result = checkSuaRows(
      [row(2, [LUCIA.nss, LUCIA.curp, LUCIA.name, 0, '380.5', '']), row(3, [JORGE.nss, JORGE.curp, JORGE.name, 30, 380, 2]), row(4, [LUCIA.nss, JORGE.curp, 'X', 31, 0, 40])],
      at,
    );
    expect(result.records).toEqual([
      { rowNumber: 2, nss: LUCIA.nss, curp: LUCIA.curp, name: LUCIA.name, days: 0, sbc: '380.50', absences: 0, incapacities: 0 },
      { rowNumber: 3, nss: JORGE.nss, curp: JORGE.curp, name: JORGE.name, days: 30, sbc: '380.00', absences: 2, incapacities: 0 },
    ]);
    expect(result.errors.map((e) => [e.row, e.column])).toEqual([
      [4, 'NSS'],
      [4, 'SBC'],
      [4, 'Ausentismos'],
    ]);
  });

  it('CSV: comillas, punto y coma, filas vacías y números de fila como en la hoja', () => {
    expect(parseCsvRows('a;b\r\n\r\n"x;1";"di ""y"""\n', 10)).toEqual([
      { index: 1, cells: ['a', 'b'] },
      { index: 3, cells: ['x;1', 'di "y"'] },
    ]);
    expect(parseCsvRows('a,b\n"abierta', 10)).toBeNull();
  });
});
