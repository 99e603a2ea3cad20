// @vitest-environment jsdom
// oxlint-disable-next-line import/no-unassigned-import -- DOM stubs and cleanup
import '../../support/setup-dom';
import { Notifications } from '@mantine/notifications';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TSecurityPolicies } from '../../../../../src/shared/contracts/management-security.contract';
import { EMPRESAS_TEXTOS, MENSAJES_SEGURIDAD, SEGURIDAD_TEXTOS as T } from '../../../../../src/shared/labels/management-security';
import { CompaniesTab, ConfigurationTab } from '../../../../../src/web/features/management-security';
import { resetSessionForTests } from '../../../../../src/web/lib/session/session-store';
import { envelopeResponse, renderWithProviders } from '../../support/render-app';

const COMPANY = '7f1d1c1e-4c5b-4a3e-9d3f-1a2b3c4d5e60';
const POLICIES: TSecurityPolicies = {
  passwordMinLength: 10,
  passwordMaxLength: 20,
  requireUppercase: true,
  requireLowercase: true,
  requireNumber: true,
  requireSpecial: true,
  sessionHours: 2,
  otpLength: 5,
  otpMinutes: 5,
  passwordExpiryDays: 0,
  passwordHistory: 0,
  lockoutAttempts: 5,
  lockoutMinutes: 15,
};
const USERS = Array.from({ length: 6 }, (_, i) => ({
  userId: `7f1d1c1e-4c5b-4a3e-9d3f-1a2b3c4d5e7${i}`,
  name: `Persona ${i + 1}`,
  email: `persona${i + 1}@prueba.mx`,
  userType: i === 5 ? 'Externo' : 'Interno',
  appliesOtp: i !== 0,
}));

/** A fake server answering by method and path; records every request. */
function server(routes: Record<string, unknown>) {
  const calls: { method: string; url: string; body: unknown }[] = [];
  const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init?.method ?? 'GET';
    calls.push({ method, url: url.pathname + url.search, body: init?.body ? JSON.parse(String(init.body)) : undefined });
    const key = `${method} ${url.pathname.replace(`/api/v1/companies/${COMPANY}`, '')}`;
    if (!(key in routes)) return envelopeResponse(404, { codigo: 404, respuesta: null, mensaje: 'No encontrado' });
    return envelopeResponse(200, { codigo: 0, respuesta: routes[key], mensaje: 'ok' });
  });
  vi.stubGlobal('fetch', fetchMock);
  return calls;
}

describe('Administración › Configuración y Empresas', () => {
  beforeEach(() => resetSessionForTests());
  afterEach(() => vi.unstubAllGlobals());

  it('muestra las políticas, no envía un mínimo mayor que el máximo y guarda los valores', async () => {
    const calls = server({ 'GET /policies': POLICIES, 'GET /two-step': { enabled: false }, 'PUT /policies': { ...POLICIES, passwordMinLength: 12 } });
    renderWithProviders(
      <>
        <Notifications />
        <ConfigurationTab companyId={COMPANY} />
      </>,
    );
    const minLength = await screen.findByLabelText(T.longitudMinima);
    expect((minLength as HTMLInputElement).value).toBe('10');
    const user = userEvent.setup();
    await user.clear(minLength);
    await user.type(minLength, '30');
    await user.click(screen.getByRole('button', { name: T.guardar }));
    expect(await screen.findByText(MENSAJES_SEGURIDAD.minimoMayorMaximo)).toBeTruthy();
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);

    await user.clear(minLength);
    await user.type(minLength, '12');
    await user.click(screen.getByRole('button', { name: T.guardar }));
    expect(await screen.findByText(MENSAJES_SEGURIDAD.politicasGuardadas)).toBeTruthy();
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ ...POLICIES, passwordMinLength: 12 });
  });

  // Typing into number inputs under jsdom is slow on a busy machine: a roomier timeout.
  it('ofrece la vigencia, el historial y los umbrales de bloqueo y envía sus valores', async () => {
    const calls = server({ 'GET /policies': POLICIES, 'GET /two-step': { enabled: false }, 'PUT /policies': { ...POLICIES, passwordHistory: 3 } });
    renderWithProviders(
      <>
        <Notifications />
        <ConfigurationTab companyId={COMPANY} />
      </>,
    );
    const history = await screen.findByLabelText(T.historial);
    expect((screen.getByLabelText(T.diasVigencia) as HTMLInputElement).value).toBe('0');
    expect((screen.getByLabelText(T.intentosBloqueo) as HTMLInputElement).value).toBe('5');
    expect((screen.getByLabelText(T.minutosBloqueo) as HTMLInputElement).value).toBe('15');
    const user = userEvent.setup();
    await user.type(history, '3');
    await user.click(screen.getByRole('button', { name: T.guardar }));
    // The toast's package loads on demand: a loaded machine can take longer than findBy's 1 s.
    expect(await screen.findByText(MENSAJES_SEGURIDAD.politicasGuardadas, undefined, { timeout: 10_000 })).toBeTruthy();
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ ...POLICIES, passwordHistory: 3 });
  }, 20_000);

  it('al activar los 2 pasos abre las excepciones y el switch "Aplica OTP" exceptúa a un usuario', async () => {
    const calls = server({
      'GET /policies': POLICIES,
      'GET /two-step': { enabled: false },
      'PUT /two-step': { enabled: true },
      'GET /otp-exceptions': { items: USERS, total: 7, page: 0, size: 6 },
      [`PUT /otp-exceptions/${USERS[1]?.userId}`]: { ...USERS[1], appliesOtp: false },
    });
    renderWithProviders(
      <>
        <Notifications />
        <ConfigurationTab companyId={COMPANY} />
      </>,
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole('switch', { name: T.dosPasosActiva }));
    const dialog = await screen.findByRole('dialog', { name: T.excepciones });
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ enabled: true });
    expect(await within(dialog).findByText(MENSAJES_SEGURIDAD.dosPasosActivada)).toBeTruthy();
    expect(await within(dialog).findByText('Persona 6')).toBeTruthy();
    expect(within(dialog).getAllByRole('row')).toHaveLength(7);
    expect(within(dialog).getByText(T.externo)).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: '2' })).toBeTruthy();
    await user.click(within(dialog).getByRole('switch', { name: `${T.aplicaOtp}: Persona 2` }));
    // Shown inside the dialog, under the table, not as a toast over its title.
    expect(await within(dialog).findByText(MENSAJES_SEGURIDAD.excepcionGuardada)).toBeTruthy();
    expect(calls.find((c) => c.url.includes(`/otp-exceptions/${USERS[1]?.userId}`))?.body).toEqual({ appliesOtp: false });
  });

  it('Empresas muestra "No hay empresas registradas" y sin grupo no ofrece Nueva Empresa', async () => {
    server({ 'GET /group-companies': { groupId: null, groupName: null, items: [] } });
    renderWithProviders(<CompaniesTab companyId={COMPANY} />);
    expect(await screen.findByText(EMPRESAS_TEXTOS.vacio)).toBeTruthy();
    expect(screen.getByText(EMPRESAS_TEXTOS.sinGrupo)).toBeTruthy();
    expect(screen.queryByRole('button', { name: EMPRESAS_TEXTOS.nueva })).toBeNull();
  });
});
