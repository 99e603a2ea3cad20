// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { resolvePostLoginDestination } from '../../../../../src/web/features/auth/lib/post-login-destination';
import { buildUserMe } from '../../support/build-user-me';

describe('destino después de iniciar sesión', () => {
  it('lleva a /update_account a quien nunca actualizó su contraseña, aunque haya un origen recordado', () => {
    const user = buildUserMe({ updatedPassword: false });
    expect(resolvePostLoginDestination(user)).toEqual({ to: '/update_account', serviceType: null });
    expect(resolvePostLoginDestination(user, '/dashboard/vault')).toEqual({ to: '/update_account', serviceType: null });
  });

  it('lleva a /pre_instructions cuando faltan los datos de la empresa', () => {
    const user = buildUserMe({}, { updatedData: false });
    expect(resolvePostLoginDestination(user, '/dashboard/home')).toEqual({ to: '/pre_instructions', serviceType: null });
  });

  it('vuelve al origen recordado con el tipo de servicio de la empresa', () => {
    expect(resolvePostLoginDestination(buildUserMe(), '/dashboard/vault?tab=2')).toEqual({ to: '/dashboard/vault?tab=2', serviceType: 'repse' });
    expect(resolvePostLoginDestination(buildUserMe({}, { generadores: true }), '/dashboard/home')).toEqual({ to: '/dashboard/home', serviceType: 'generators' });
  });

  it('pide elegir servicio cuando la empresa tiene REPSE y GENERADORES', () => {
    const user = buildUserMe({}, { additionalProducts: ['REPSE', 'GENERADORES', 'LISTAS_NEGRAS_SAT'] });
    expect(resolvePostLoginDestination(user)).toEqual({ to: '/service-selection', serviceType: null });
  });

  it('entra al tablero como REPSE cuando solo REPSE está habilitado', () => {
    expect(resolvePostLoginDestination(buildUserMe())).toEqual({ to: '/dashboard', serviceType: 'repse' });
    expect(resolvePostLoginDestination(buildUserMe({}, { additionalProducts: [] }))).toEqual({ to: '/dashboard', serviceType: 'repse' });
  });

  it('entra al tablero como generadores con la bandera generadores o con GENERADORES como único producto', () => {
    expect(resolvePostLoginDestination(buildUserMe({}, { generadores: true }))).toEqual({ to: '/dashboard', serviceType: 'generators' });
    expect(resolvePostLoginDestination(buildUserMe({}, { additionalProducts: ['GENERADORES'] }))).toEqual({ to: '/dashboard', serviceType: 'generators' });
  });

  it('no da destino a quien no tiene empresa principal', () => {
    expect(resolvePostLoginDestination(buildUserMe({}, null))).toBeNull();
  });
});
