// @vitest-environment jsdom
// oxlint-disable-next-line import/no-unassigned-import -- DOM stubs and cleanup
import '../../support/setup-dom';
import { QueryClient } from '@tanstack/react-query';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../../../../src/web/lib/api-client';
import { chooseMainCompany } from '../../../../../src/web/lib/company/choose-main-company';
import { getMainCompanyId } from '../../../../../src/web/lib/company/main-company-store';
import { currentUserQuery } from '../../../../../src/web/lib/session/current-user.query';
import { getServiceType, setServiceType } from '../../../../../src/web/lib/session/service-type';
import { resetSessionForTests, startSession } from '../../../../../src/web/lib/session/session-store';
import { envelopeResponse } from '../../support/render-app';

const USER = '0b6f7c2a-1d2e-4f3a-8b9c-0d1e2f3a4b5c';
const OTHER_USER = '1c7a8d3b-2e3f-4a5b-9c0d-1e2f3a4b5c6d';
const COMPANY = '7f1d1c1e-4c5b-4a3e-9d3f-1a2b3c4d5e60';

const signIn = (userId = USER) =>
  startSession({ accessToken: 'acceso', tokenExpire: new Date(Date.now() + 600_000).toISOString(), sessionExpiresAt: new Date(Date.now() + 7_200_000).toISOString(), userId });

type Call = [string, RequestInit];
const headersOf = (call: unknown) => (call as Call)[1].headers as Record<string, string>;

describe('empresa principal', () => {
  beforeEach(() => {
    resetSessionForTests();
    setServiceType(null);
  });

  it('elegirla la guarda, la envía como X-Company-Id y vuelve a pedir el usuario', async () => {
    signIn();
    const fetchMock = vi.fn<typeof fetch>(async () => envelopeResponse(200, { codigo: 0, respuesta: { id: USER }, mensaje: '' }));
    vi.stubGlobal('fetch', fetchMock);
    const queryClient = new QueryClient();
    await queryClient.fetchQuery(currentUserQuery());
    expect(headersOf(fetchMock.mock.calls[0])['x-company-id']).toBeUndefined();

    await chooseMainCompany(queryClient, { id: COMPANY, generadores: false });
    expect(getMainCompanyId()).toBe(COMPANY);
    // The user of the previous company is not kept: the next read asks the server again.
    const state = queryClient.getQueryState(currentUserQuery().queryKey);
    expect(state === undefined || state.isInvalidated).toBe(true);

    await api.get('/users/me');
    expect(headersOf(fetchMock.mock.calls.at(-1))['x-company-id']).toBe(COMPANY);
  });

  it('una empresa con generadores cambia el tipo de servicio, salvo desde el inicio de grupo', async () => {
    signIn();
    vi.stubGlobal('fetch', vi.fn<typeof fetch>(async () => envelopeResponse(200, { codigo: 0, respuesta: {}, mensaje: '' })));
    setServiceType('repse');
    await chooseMainCompany(new QueryClient(), { id: COMPANY, generadores: true }, { keepServiceType: true });
    expect(getServiceType()).toBe('repse');
    await chooseMainCompany(new QueryClient(), { id: COMPANY, generadores: true });
    expect(getServiceType()).toBe('generators');
  });

  it('otra cuenta en la misma pestaña no hereda la empresa elegida', async () => {
    signIn();
    await chooseMainCompany(new QueryClient(), { id: COMPANY, generadores: false });
    signIn(OTHER_USER);
    expect(getMainCompanyId()).toBeNull();
    const fetchMock = vi.fn<typeof fetch>(async () => envelopeResponse(200, { codigo: 0, respuesta: {}, mensaje: '' }));
    vi.stubGlobal('fetch', fetchMock);
    await api.get('/users/me');
    expect(headersOf(fetchMock.mock.calls[0])['x-company-id']).toBeUndefined();
  });
});
