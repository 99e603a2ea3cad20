import { describe, expect, it } from 'vitest';
import { extensionOf, uploadFormSchema, yearOptions } from '../../../../../src/web/components/compliance/upload-form';

const file = (name: string, body = 'x') => new File([body], name);
const fields = { month: '1', year: String(new Date().getFullYear()), description: '' };
const messages = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));

describe('el formulario de carga revisa el archivo como el servidor (spec 2 §5)', () => {
  it('exige archivo, del formato del requisito y no vacío', () => {
    const pdf = uploadFormSchema('PDF');
    expect(messages(pdf.safeParse({ ...fields, file: null })).file).toBe('Campo requerido');
    expect(messages(pdf.safeParse({ ...fields, file: file('nomina.xml') })).file).toBe('El documento no es de tipo PDF');
    expect(messages(pdf.safeParse({ ...fields, file: file('vacio.pdf', '') })).file).toBe('El archivo está corrupto o vacío. Por favor, inténtalo de nuevo.');
    expect(pdf.safeParse({ ...fields, file: file('opinion.pdf') }).success).toBe(true);
    expect(messages(uploadFormSchema('XML').safeParse({ ...fields, file: file('opinion.pdf') })).file).toBe('El documento no es de tipo XML');
  });

  it('mes de 1 a 12 y año de 1990 al actual', () => {
    const result = uploadFormSchema('PDF').safeParse({ month: '13', year: '1989', description: '', file: file('a.pdf') });
    expect(Object.keys(messages(result)).toSorted()).toEqual(['month', 'year']);
    const years = yearOptions(2026);
    expect(years[0]).toBe('2026');
    expect(years.at(-1)).toBe('1990');
  });

  it('la extensión se lee después del último punto', () => {
    expect(extensionOf('acta.constitutiva.pdf')).toBe('pdf');
    expect(extensionOf('OPINION.PDF')).toBe('pdf');
    expect(extensionOf('sin-extension')).toBe('');
  });
});
