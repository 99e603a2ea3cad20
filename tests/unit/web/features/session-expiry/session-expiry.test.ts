// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createSessionEndFlow } from '../../../../../src/web/features/session-expiry/lib/session-end-flow';
import type { SessionEndReason } from '../../../../../src/web/lib/session/session-events';
import { SESSION_CHECK_INTERVAL_MS, sessionHasExpired, watchSessionExpiry } from '../../../../../src/web/lib/session/session-expiry';
import { endSession, getSession, resetSessionForTests, startSession } from '../../../../../src/web/lib/session/session-store';

const HOUR = 3_600_000;
const T0 = Date.parse('2026-03-02T15:00:00.000Z');

function signIn(at: number) {
  startSession({
    accessToken: 'token',
    userId: '0b6f7c2a-1d2e-4f3a-8b9c-0d1e2f3a4b5c',
    tokenExpire: new Date(at + 10 * 60_000).toISOString(),
    sessionExpiresAt: new Date(at + 2 * HOUR).toISOString(),
  });
}

describe('vencimiento de la sesión a las 2 horas', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: T0 });
    resetSessionForTests();
  });
  afterEach(() => {
    vi.useRealTimers();
    resetSessionForTests();
  });

  it('solo una sesión abierta que llegó a su fin está vencida', () => {
    signIn(T0);
    expect(sessionHasExpired(getSession(), T0 + 2 * HOUR - 1)).toBe(false);
    expect(sessionHasExpired(getSession(), T0 + 2 * HOUR)).toBe(true);
    endSession();
    expect(sessionHasExpired(getSession(), T0 + 3 * HOUR)).toBe(false);
  });

  it('revisa cada 60 s y avisa una sola vez al pasar las 2 horas', () => {
    signIn(T0);
    const onExpired = vi.fn<() => void>();
    const stop = watchSessionExpiry(onExpired);

    vi.advanceTimersByTime(2 * HOUR - SESSION_CHECK_INTERVAL_MS);
    expect(onExpired).not.toHaveBeenCalled();
    vi.advanceTimersByTime(SESSION_CHECK_INTERVAL_MS);
    expect(onExpired).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(10 * SESSION_CHECK_INTERVAL_MS);
    expect(onExpired).toHaveBeenCalledTimes(1);
    stop();
  });

  it('no espera al siguiente minuto cuando la pestaña vuelve a primer plano', () => {
    signIn(T0);
    const onExpired = vi.fn<() => void>();
    const stop = watchSessionExpiry(onExpired);
    // The tab slept in the background: the clock jumped without the interval firing.
    vi.setSystemTime(T0 + 2 * HOUR + 5_000);
    document.dispatchEvent(new Event('visibilitychange'));
    expect(onExpired).toHaveBeenCalledTimes(1);
    stop();
  });

  it('una sesión nueva con otro vencimiento puede volver a vencer; al detenerse deja de revisar', () => {
    signIn(T0);
    const onExpired = vi.fn<() => void>();
    const stop = watchSessionExpiry(onExpired);
    vi.advanceTimersByTime(2 * HOUR);
    expect(onExpired).toHaveBeenCalledTimes(1);

    signIn(Date.now());
    vi.advanceTimersByTime(2 * HOUR);
    expect(onExpired).toHaveBeenCalledTimes(2);

    signIn(Date.now());
    stop();
    vi.advanceTimersByTime(3 * HOUR);
    expect(onExpired).toHaveBeenCalledTimes(2);
  });

  it('sin sesión no avisa nada', () => {
    endSession();
    const onExpired = vi.fn<() => void>();
    const stop = watchSessionExpiry(onExpired);
    vi.advanceTimersByTime(5 * HOUR);
    expect(onExpired).not.toHaveBeenCalled();
    stop();
  });
});

describe('fin de la sesión: aviso y salida 2 s después', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('avisa al momento y cierra la sesión a los 2 s, una sola vez aunque lleguen varios avisos', async () => {
    const warn = vi.fn<(reason: SessionEndReason) => void>();
    const logout = vi.fn<() => Promise<void>>(async () => undefined);
    const flow = createSessionEndFlow({ warn, logout });

    flow.onEnded('expired');
    flow.onEnded('expired');
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn).toHaveBeenCalledWith('expired');

    await vi.advanceTimersByTimeAsync(1_999);
    expect(logout).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(logout).toHaveBeenCalledTimes(1);

    // After the logout a later session can end again.
    flow.onEnded('unavailable');
    expect(warn).toHaveBeenLastCalledWith('unavailable');
    flow.cancel();
    await vi.advanceTimersByTimeAsync(5_000);
    expect(logout).toHaveBeenCalledTimes(1);
  });
});
