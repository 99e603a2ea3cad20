// @vitest-environment jsdom
// oxlint-disable-next-line import/no-unassigned-import -- DOM stubs and cleanup
import '../../support/setup-dom';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TServiceContract } from '../../../../../src/shared/contracts/service-contract.contract';
import type { TServiceDetail } from '../../../../../src/shared/contracts/services.contract';
import { payrollOnlyChange } from '../../../../../src/web/features/service-stages/components/contract/contract-data-dialog';
import { ServiceOspLine } from '../../../../../src/web/features/service-stages/components/contract/service-osp-line';
import { resetSessionForTests } from '../../../../../src/web/lib/session/session-store';
import { envelopeResponse, renderWithProviders } from '../../support/render-app';

const SERVICE = '00000000-0000-4000-8000-000000000001';
const detail = (values: Partial<TServiceDetail>) => ({ id: SERVICE, objetoSocialPreponderante: null, canSetOsp: false, ospOptions: [], ...values });

function stub(values: Partial<TServiceDetail>) {
  const fetchMock = vi.fn<(url: string, init?: RequestInit) => Promise<Response>>(async (url, init) => {
    if (init?.method === 'PUT') return envelopeResponse(200, { codigo: 0, respuesta: detail(values), mensaje: 'Objeto social preponderante guardado' });
    if (String(url).includes('/contracts')) return envelopeResponse(200, { codigo: 0, respuesta: { contract: null, generators: false, canUpload: false, canValidate: false }, mensaje: '' });
    return envelopeResponse(200, { codigo: 0, respuesta: detail(values), mensaje: '' });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

afterEach(() => {
  vi.unstubAllGlobals();
  resetSessionForTests();
});

describe('objeto social preponderante en la tarjeta del contrato', () => {
  it('sin indicarlo avisa que un contrato REPSE debe citarlo; el cliente no puede editarlo', { timeout: 20_000 }, async () => {
    stub({});
    renderWithProviders(<ServiceOspLine serviceId={SERVICE} />);
    expect(await screen.findByText('Falta indicar el objeto social preponderante del proveedor: un contrato REPSE debe citarlo.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Indicar objeto social' })).toBeNull();
  });

  it('el proveedor elige una de sus actividades REPSE y se envía', { timeout: 20_000 }, async () => {
    const fetchMock = stub({ canSetOsp: true, ospOptions: ['Servicios de limpieza', 'Jardinería'] });
    renderWithProviders(<ServiceOspLine serviceId={SERVICE} />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Indicar objeto social' }));
    const dialog = await screen.findByRole('dialog');
    expect((within(dialog).getByRole('button', { name: 'Guardar' }) as HTMLButtonElement).disabled).toBe(true);
    const select = within(dialog)
      .getAllByLabelText<HTMLInputElement>(/Objeto social preponderante/)
      .find((e) => e.tagName === 'INPUT' && e.getAttribute('type') !== 'hidden');
    if (!select) throw new Error('sin selector de actividad');
    await user.click(select);
    await user.click(await screen.findByRole('option', { name: 'Jardinería' }));
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'PUT')).toBe(true));
    const put = fetchMock.mock.calls.find(([, init]) => init?.method === 'PUT');
    expect(String(put?.[0])).toContain(`/services/${SERVICE}/osp/add`);
    expect(JSON.parse(String(put?.[1]?.body))).toEqual({ objetoSocialPreponderante: 'Jardinería' });
  });

  it('ya indicado muestra la línea con Cambiar para el proveedor', { timeout: 20_000 }, async () => {
    stub({ objetoSocialPreponderante: 'Servicios de limpieza', canSetOsp: true, ospOptions: ['Servicios de limpieza'] });
    renderWithProviders(<ServiceOspLine serviceId={SERVICE} />);
    expect(await screen.findByText('Objeto social preponderante: Servicios de limpieza')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Cambiar' })).toBeTruthy();
  });
});

describe('Modficar datos del contrato: solo la nómina va por …/nominas/update', () => {
  const contract = { beginDate: '2026-01-01', expirationDate: '2026-12-31', currency: 'MXN', amount: 1000, employees: 10, cfdiFrequency: '04' } as TServiceContract;
  const same = { beginDate: '2026-01-01', expirationDate: '2026-12-31', currency: 'MXN' as const, amount: 1000, employees: 10, cfdiFrequency: '04' as const };
  it('distingue un cambio de trabajadores o periodicidad de un cambio de términos', () => {
    expect(payrollOnlyChange(contract, { ...same, employees: 12 })).toBe(true);
    expect(payrollOnlyChange(contract, { ...same, cfdiFrequency: '02' })).toBe(true);
    expect(payrollOnlyChange(contract, same)).toBe(false);
    expect(payrollOnlyChange(contract, { ...same, employees: 12, amount: 2000 })).toBe(false);
  });
});
