// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { clearSessionStorage, clearSessionStorageOnPageHide } from '../../../../src/web/lib/session/session-storage-cleanup';
import { endSession, resetSessionForTests, startSession } from '../../../../src/web/lib/session/session-store';

function fill() {
  sessionStorage.setItem('avala.serviceType', 'generators');
  sessionStorage.setItem('avala.mainCompany', JSON.stringify({ userId: 'u', companyId: 'c' }));
  sessionStorage.setItem('tsr-scroll-restoration-v1_3', '{}');
  sessionStorage.setItem('otro', 'x');
}

describe('limpieza del sessionStorage al salir de la página', () => {
  afterEach(() => {
    sessionStorage.clear();
    resetSessionForTests();
  });

  it('con la sesión abierta conserva solo lo que la recarga necesita', () => {
    startSession({ accessToken: 't', userId: '0b6f7c2a-1d2e-4f3a-8b9c-0d1e2f3a4b5c', tokenExpire: new Date().toISOString(), sessionExpiresAt: new Date().toISOString() });
    fill();
    const stop = clearSessionStorageOnPageHide();
    window.dispatchEvent(new Event('pagehide'));
    stop();
    expect(sessionStorage.getItem('avala.serviceType')).toBe('generators');
    expect(sessionStorage.getItem('avala.mainCompany')).not.toBeNull();
    expect(sessionStorage.getItem('otro')).toBeNull();
    expect(sessionStorage.getItem('tsr-scroll-restoration-v1_3')).toBeNull();
  });

  it('sin sesión lo borra todo', () => {
    endSession();
    fill();
    clearSessionStorage();
    expect(sessionStorage.length).toBe(0);
  });
});
