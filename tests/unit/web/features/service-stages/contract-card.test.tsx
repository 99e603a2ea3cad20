// @vitest-environment jsdom
// oxlint-disable-next-line import/no-unassigned-import -- DOM stubs and cleanup
import '../../support/setup-dom';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { TServiceContract, TServiceContractView } from '../../../../../src/shared/contracts/service-contract.contract';
import { ContractCard, type ContractCardAction } from '../../../../../src/web/features/service-stages/components/contract/contract-card';
import { contractSummary } from '../../../../../src/web/features/service-stages/lib/contract-summary';
import { renderWithProviders } from '../../support/render-app';

const COMPANY = '7f1d1c1e-4c5b-4a3e-9d3f-1a2b3c4d5e60';
const contract: TServiceContract = {
  id: '1f1d1c1e-4c5b-4a3e-9d3f-1a2b3c4d5e61',
  fileId: '2f1d1c1e-4c5b-4a3e-9d3f-1a2b3c4d5e62',
  name: 'contrato.pdf',
  beginDate: '2026-01-01',
  expirationDate: '2026-12-31',
  currency: 'MXN',
  amount: 150000.5,
  employees: null,
  cfdiFrequency: null,
  sendDate: null,
  paymentStartDay: null,
  validationStatus: { status: 'ACCEPTED', comments: '', date: '2026-01-02T10:00:00.000Z' },
  folderId: '3f1d1c1e-4c5b-4a3e-9d3f-1a2b3c4d5e63',
  providerCompanyId: COMPANY,
  appendixs: [],
  updatedAt: '2026-01-02T10:00:00.000Z',
};

function renderCard(view: Omit<TServiceContractView, 'generators'>) {
  const onAction = vi.fn<(action: ContractCardAction) => void>();
  renderWithProviders(<ContractCard view={{ generators: false, ...view }} loading={false} viewerCompanyId={COMPANY} today="2026-06-01" onAction={onAction} />);
  return { onAction, user: userEvent.setup() };
}

describe('tarjeta del contrato del servicio', () => {
  it('el resumen dice vigencia y monto con la moneda; sin datos lo dice', () => {
    expect(contractSummary(contract)).toBe('Vigencia 01/01/2026 – 31/12/2026 · Monto MX$ 150,000.50');
    expect(contractSummary({ ...contract, currency: 'USD', amount: 1200 })).toBe('Vigencia 01/01/2026 – 31/12/2026 · Monto USD 1,200.00');
    expect(contractSummary({ ...contract, amount: null, beginDate: null, expirationDate: null })).toBe('Sin datos del contrato');
  });

  it('el resumen dice también los empleados y la frecuencia de CFDI cuando se conocen', () => {
    expect(contractSummary({ ...contract, employees: 25, cfdiFrequency: '04' })).toBe('Vigencia 01/01/2026 – 31/12/2026 · Monto MX$ 150,000.50 · 25 empleados · CFDI quincenal');
    expect(contractSummary({ ...contract, beginDate: null, employees: 1, cfdiFrequency: '02' })).toBe('Monto MX$ 150,000.50 · 1 empleado · CFDI semanal');
  });

  it('sin contrato: el proveedor ve Subir contrato y Agregar anexo deshabilitado; no hay Consultar', () => {
    renderCard({ contract: null, canUpload: true, canValidate: false });
    expect(screen.getByRole('button', { name: 'Subir contrato' })).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Agregar anexo' }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.queryByRole('button', { name: 'Consultar contrato' })).toBeNull();
    expect(screen.getByText('Aún no se ha cargado el contrato del servicio.')).toBeTruthy();
  });

  it('con contrato aceptado y vigente: punto verde, resumen, Consultar contrato; Consultar anexos solo si hay anexos', async () => {
    const { onAction, user } = renderCard({ contract, canUpload: false, canValidate: true });
    expect(screen.getByText('Vigencia 01/01/2026 – 31/12/2026 · Monto MX$ 150,000.50')).toBeTruthy();
    expect(document.querySelector('[data-dot="green"]')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Subir contrato' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Modficar datos del contrato' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Consultar anexos' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Consultar contrato' }));
    expect(onAction).toHaveBeenCalledWith('view');
    expect(screen.getByRole('link', { name: 'Ver en bóveda' }).getAttribute('href')).toBe(`/dashboard/vault/${contract.folderId}?company=${COMPANY}`);
  });

  it('con anexos y permiso de carga: Consultar anexos, Modficar datos del contrato y Reemplazar; vencido se marca en rojo', async () => {
    const annex = { uid: '4f1d1c1e-4c5b-4a3e-9d3f-1a2b3c4d5e64', name: 'Anexo A', fileId: '5f1d1c1e-4c5b-4a3e-9d3f-1a2b3c4d5e65', createdAt: '2026-01-03T10:00:00.000Z', validationStatus: { status: 'REVIEW' as const, comments: '', date: null } };
    const { onAction, user } = renderCard({ contract: { ...contract, expirationDate: '2026-05-31', appendixs: [annex] }, canUpload: true, canValidate: false });
    expect(document.querySelector('[data-dot="red"]')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Consultar anexos' }));
    await user.click(screen.getByRole('button', { name: 'Modficar datos del contrato' }));
    await user.click(screen.getByRole('button', { name: 'Reemplazar contrato' }));
    expect(onAction.mock.calls.map(([a]) => a)).toEqual(['annexes', 'data', 'upload']);
  });
});
