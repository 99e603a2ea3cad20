// @vitest-environment jsdom
// oxlint-disable-next-line import/no-unassigned-import -- DOM stubs and cleanup
import '../../support/setup-dom';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { TServiceContractView } from '../../../../../src/shared/contracts/service-contract.contract';
import { ContractCard, type ContractCardAction } from '../../../../../src/web/features/service-stages/components/contract/contract-card';
import { PayrollUploadDialog } from '../../../../../src/web/features/service-stages/components/payroll/payroll-upload-dialog';
import { renderWithProviders } from '../../support/render-app';

const COMPANY = '7f1d1c1e-4c5b-4a3e-9d3f-1a2b3c4d5e60';
const SUBIR = 'Subir CFDI’s de nómina';
const CONSULTAR = 'Consultar CFDI’s de nómina';

function renderCard(view: TServiceContractView) {
  const onAction = vi.fn<(action: ContractCardAction) => void>();
  renderWithProviders(<ContractCard view={view} loading={false} viewerCompanyId={COMPANY} today="2026-06-01" onAction={onAction} />);
  return { onAction, user: userEvent.setup() };
}

describe('CFDI de nómina en la tarjeta del contrato', () => {
  it('quien entrega ve Subir y Consultar; cada botón abre su diálogo', async () => {
    const { onAction, user } = renderCard({ contract: null, canUpload: true, canValidate: false, generators: false });
    await user.click(screen.getByRole('button', { name: SUBIR }));
    await user.click(screen.getByRole('button', { name: CONSULTAR }));
    expect(onAction.mock.calls.map(([a]) => a)).toEqual(['payroll-upload', 'payroll-view']);
  });

  it('la otra parte solo consulta; en un servicio de generadores no aparecen', () => {
    renderCard({ contract: null, canUpload: false, canValidate: true, generators: false });
    expect(screen.queryByRole('button', { name: SUBIR })).toBeNull();
    expect(screen.getByRole('button', { name: CONSULTAR })).toBeTruthy();
    renderCard({ contract: null, canUpload: true, canValidate: false, generators: true });
    expect(screen.getAllByRole('button', { name: CONSULTAR })).toHaveLength(1);
    expect(screen.queryByRole('button', { name: SUBIR })).toBeNull();
  });
});

describe('diálogo Subir CFDI’s de nómina', () => {
  const open = (employees: number | null) => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    renderWithProviders(<PayrollUploadDialog serviceId={COMPANY} employees={employees} onClose={() => undefined} />);
    return { fetchSpy, user: userEvent.setup({ applyAccept: false }) };
  };
  const fileInput = () => {
    const input = document.querySelector<HTMLInputElement>('input[type="file"]');
    if (!input) throw new Error('sin campo de archivo');
    return input;
  };

  it('sugiere tantos archivos como empleados tiene el contrato', () => {
    open(12);
    expect(screen.getByText('Se sugiere que el número de archivos corresponda al número de empleados, (12 empleados)')).toBeTruthy();
  });

  it('sin archivos ni casilla marcada no envía nada y dice qué falta', async () => {
    const { fetchSpy, user } = open(null);
    expect(screen.queryByText(/Se sugiere/)).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Subir' }));
    expect(screen.getByText('No se ha seleccionado algún archivo para subir.')).toBeTruthy();
    expect(screen.getByText('Confirme que los archivos corresponden a este servicio.')).toBeTruthy();
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('un archivo que no es .xml se marca y deshabilita el envío', async () => {
    const { user } = open(3);
    await user.upload(fileInput(), [new File(['<a/>'], 'uno.xml', { type: 'text/xml' }), new File(['%PDF'], 'dos.pdf', { type: 'application/pdf' })]);
    expect(screen.getByText('Uno o mas documentos no son de tipo .xml')).toBeTruthy();
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Subir' }).disabled).toBe(true);
  });
});
