import { describe, expect, it } from 'vitest';
import { companyFormValues } from '../../../../../src/web/components/company-form/company-form-values';
import { rfcCheckDigitWarning } from '../../../../../src/web/components/company-form/rfc-field';
import { classifySaveCompanyError } from '../../../../../src/web/components/company-form/save-company-errors';
import { serviceChipText, withCurrentValues } from '../../../../../src/web/components/company-form/services-chip';
import { needsCompanyData, pathAfterCompanyData } from '../../../../../src/web/features/company-data/lib/next-step';
import { ApiError } from '../../../../../src/web/lib/http/api-error';
import { MENSAJES_EMPRESA } from '../../../../../src/shared/labels/messages';
import { buildCompany } from '../../support/build-user-me';

describe('reglas del formulario de datos de la empresa', () => {
  it('recorta el texto de los chips de servicios a 24 caracteres', () => {
    expect(serviceChipText('Servicios jurídicos')).toBe('Servicios jurídicos');
    expect(serviceChipText('Servicios de vigilancia y seguridad')).toBe('Servicios de vigilancia…');
    expect(serviceChipText('Servicios de contabilidad y auditoría').replace('…', '').length).toBeLessThanOrEqual(24);
  });

  it('conserva un valor guardado que ya no está en el catálogo', () => {
    expect(withCurrentValues(['A', 'B'], ['B', 'Servicio antiguo', ''])).toEqual(['A', 'B', 'Servicio antiguo']);
  });

  it('advierte, sin bloquear, cuando el dígito verificador del RFC no coincide', () => {
    expect(rfcCheckDigitWarning('SDE180725K38')).toBeNull();
    expect(rfcCheckDigitWarning('SDE180725K3A')).toBe(MENSAJES_EMPRESA.rfcDigitoNoCoincide);
    // A malformed RFC is an error of the schema, not a warning.
    expect(rfcCheckDigitWarning('SDE18072')).toBeNull();
  });

  it('empieza con un representante y una actividad vacíos y México como país', () => {
    const values = companyFormValues(buildCompany({ legalRepresentatives: [], repses: [], taxResidence: { street: '', outdoorNum: '', interiorNumber: '', colonia: '', cp: '', city: '', country: '' } }));
    expect(values.legalRepresentatives).toEqual([{ name: '', apaterno: '', amaterno: '', curp: '' }]);
    expect(values.repses).toEqual([{ name: '' }]);
    expect(values.taxResidence.country).toBe('México');
  });

  it('distingue el duplicado (409), los errores por campo (400) y cualquier otra falla', () => {
    expect(classifySaveCompanyError(new ApiError({ status: 409, mensaje: MENSAJES_EMPRESA.empresaDuplicada }))).toEqual({ kind: 'duplicate', message: MENSAJES_EMPRESA.empresaDuplicada });
    expect(classifySaveCompanyError(new ApiError({ status: 400, campos: { 'legalRepresentatives.0.curp': 'Formato inválido', otro: 'x' } }))).toEqual({
      kind: 'fields',
      fields: { 'legalRepresentatives.0.curp': 'Formato inválido' },
    });
    expect(classifySaveCompanyError(new ApiError({ status: 400, campos: { desconocido: 'x' } }))).toEqual({ kind: 'other' });
    expect(classifySaveCompanyError(new ApiError({ status: 500 }))).toEqual({ kind: 'other' });
    expect(classifySaveCompanyError(new Error('boom'))).toEqual({ kind: 'other' });
  });

  it('tras el primer guardado, PREMIUM, CORPORATIVO o invitada como cliente van al tablero; el resto a elegir plan', () => {
    expect(pathAfterCompanyData({ status: 'CORPORATIVO', invitedAs: 'provider', invited: true })).toBe('/dashboard/home');
    expect(pathAfterCompanyData({ status: 'PREMIUM', invitedAs: 'provider', invited: false })).toBe('/dashboard/home');
    expect(pathAfterCompanyData({ status: 'FREE', invitedAs: 'client', invited: true })).toBe('/dashboard/home');
    expect(pathAfterCompanyData({ status: 'FREE', invitedAs: 'provider', invited: true })).toBe('/payment');
    expect(pathAfterCompanyData({ status: 'FREE', invitedAs: 'client', invited: false })).toBe('/payment');
    expect(pathAfterCompanyData({ status: 'PYME', invitedAs: 'client', invited: false })).toBe('/payment');
  });

  it('la compuerta solo aplica a una empresa con datos incompletos', () => {
    expect(needsCompanyData({ updatedData: false })).toBe(true);
    expect(needsCompanyData({ updatedData: true })).toBe(false);
    expect(needsCompanyData(null)).toBe(false);
  });
});
