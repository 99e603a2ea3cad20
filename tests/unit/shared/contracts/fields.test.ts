import { describe, expect, it } from 'vitest';
import { ZCompanyForm } from '../../../../src/shared/contracts/companies.contract';
import { curp, email, isoDate, money, nss, optionalText, rfc, text, uuid } from '../../../../src/shared/contracts/fields';
import { ZSupervisorForm } from '../../../../src/shared/contracts/generators.contract';
import { MENSAJES_EMPRESA, MENSAJES_GENERADOR, VALIDACION } from '../../../../src/shared/labels/messages';
import { isNssFormat, nssCheckDigit } from '../../../../src/shared/mx/nss';

const messageOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) => result.error?.issues[0]?.message;

describe('reglas de campo compartidas', () => {
  it('text recorta, exige contenido y acota la longitud con el mensaje de la pantalla', () => {
    expect(text().parse('  Hola  ')).toBe('Hola');
    expect(messageOf(text().safeParse('   '))).toBe(VALIDACION.campoRequerido);
    expect(messageOf(text(MENSAJES_EMPRESA.campoRequerido).safeParse(undefined))).toBe(MENSAJES_EMPRESA.campoRequerido);
    expect(text('x', 3).safeParse('abcd').success).toBe(false);
    expect(optionalText().parse(undefined)).toBe('');
    expect(optionalText(2).safeParse('abc').success).toBe(false);
  });

  it('isoDate solo acepta yyyy-MM-dd', () => {
    expect(isoDate().parse('2026-03-31')).toBe('2026-03-31');
    expect(messageOf(isoDate().safeParse('31-03-2026'))).toBe(MENSAJES_GENERADOR.fechaInvalida);
    expect(isoDate().safeParse('2026-02-30').success).toBe(false);
  });

  it('isoDate no pasa del 31/12/2999, tope de toda fecha (spec 1 §5)', () => {
    expect(isoDate().parse('2999-12-31')).toBe('2999-12-31');
    expect(messageOf(isoDate().safeParse('3000-01-01'))).toBe(VALIDACION.fechaMaxima);
    expect(messageOf(isoDate('x', 'requerida').safeParse('3000-01-01'))).toBe(VALIDACION.fechaMaxima);
  });

  it('email distingue vacío de mal escrito', () => {
    expect(email().parse(' ana@example.com ')).toBe('ana@example.com');
    expect(messageOf(email().safeParse(''))).toBe(VALIDACION.correoRequerido);
    expect(messageOf(email().safeParse('ana@'))).toBe(VALIDACION.correoInvalido);
  });

  it('rfc y curp usan los validadores de src/shared/mx', () => {
    expect(rfc().safeParse('CDE150312AB5').success).toBe(true);
    expect(rfc().safeParse('GAPL850612H76').success).toBe(true);
    expect(messageOf(rfc().safeParse('CDE151312AB5'))).toBe(MENSAJES_EMPRESA.formatoInvalido);
    expect(curp().safeParse('GAPL850612HDFRRS09').success).toBe(true);
    expect(messageOf(curp().safeParse('GAPL850612HXXRRS09'))).toBe(MENSAJES_EMPRESA.formatoInvalido);
  });

  it('nss exige 11 dígitos con dígito verificador válido', () => {
    expect(nssCheckDigit('1234567890')).toBe('3');
    expect(isNssFormat('12345678903')).toBe(true);
    expect(nss().safeParse('12345678903').success).toBe(true);
    expect(messageOf(nss().safeParse('12345678904'))).toBe(MENSAJES_EMPRESA.formatoInvalido);
    expect(nss().safeParse('1234567890').success).toBe(false);
  });

  it('uuid y money', () => {
    expect(uuid().safeParse('6f1c2b7e-0d4a-4b8e-9a55-3c2d1e0f9a11').success).toBe(true);
    expect(messageOf(uuid('Identificador inválido').safeParse('x'))).toBe('Identificador inválido');
    expect(money().safeParse('1234.50').success).toBe(true);
    expect(money().safeParse('1234.5').success).toBe(false);
    expect(money().safeParse(1234.5).success).toBe(false);
  });
});

describe('contratos que ya las usan', () => {
  const company = {
    name: 'Servicios Norte',
    type: 'moral',
    rfc: 'CDE150312AB5',
    web: '',
    sector: 'Telecomunicaciones',
    employeesSize: 10,
    servicesOffered: ['Instalación'],
    taxResidence: { street: 'Av. Uno', outdoorNum: '', interiorNumber: '', colonia: 'Centro', cp: '64000', city: 'Monterrey', country: 'México' },
    legalRepresentatives: [{ name: 'Ana', apaterno: 'Pérez', amaterno: '', curp: 'GAPL850612HDFRRS09' }],
    repses: [{ name: 'Mantenimiento' }],
  };

  it('la empresa conserva sus mensajes por campo', () => {
    const bad = ZCompanyForm.safeParse({ ...company, name: ' ', rfc: 'XYZ', legalRepresentatives: [{ ...company.legalRepresentatives[0], curp: 'NO' }] });
    expect(bad.success).toBe(false);
    const byPath = Object.fromEntries((bad.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));
    expect(byPath).toMatchObject({ name: MENSAJES_EMPRESA.campoRequerido, rfc: MENSAJES_EMPRESA.formatoInvalido, 'legalRepresentatives.0.curp': MENSAJES_EMPRESA.formatoInvalido });
  });

  it('el supervisor del generador conserva los mensajes de correo', () => {
    const supervisor = { name: 'a', lastName: 'b', motherLastName: 'c', phone: '1', email: 'x', listRegions: 'r', listResponsible: 'l', phoneResponsible: '2', emailResponsible: '', emailManager: 'm@example.com' };
    const issues = ZSupervisorForm.safeParse(supervisor).error?.issues ?? [];
    expect(Object.fromEntries(issues.map((i) => [i.path.join('.'), i.message]))).toEqual({ email: MENSAJES_GENERADOR.correoInvalido, emailResponsible: MENSAJES_GENERADOR.campoRequerido });
  });
});
