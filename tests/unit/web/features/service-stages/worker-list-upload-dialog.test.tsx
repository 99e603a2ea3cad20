// @vitest-environment jsdom
// oxlint-disable-next-line import/no-unassigned-import -- DOM stubs and cleanup
import '../../support/setup-dom';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { WorkerListUploadDialog } from '../../../../../src/web/features/service-stages/components/payroll-lists/worker-list-upload-dialog';
import { resetSessionForTests, startSession } from '../../../../../src/web/lib/session/session-store';
import { renderWithProviders } from '../../support/render-app';

const SERVICE = '00000000-0000-4000-8000-000000000001';
const SPAN = { first: { year: 2026, month: 9 }, last: { year: 2026, month: 10 } };

/** An XMLHttpRequest that answers `reply` on send and records the form it got. */
function fakeXhr(reply: { status: number; body: unknown }) {
  const sent: FormData[] = [];
  class FakeXhr {
    status = 0;
    responseText = '';
    upload = { addEventListener: () => undefined };
    private listeners: Record<string, () => void> = {};
    open() {}
    setRequestHeader() {}
    addEventListener(name: string, listener: () => void) {
      this.listeners[name] = listener;
    }
    send(form: FormData) {
      sent.push(form);
      this.status = reply.status;
      this.responseText = JSON.stringify(reply.body);
      queueMicrotask(() => this.listeners.load?.());
    }
  }
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  return sent;
}

const open = (onClose = vi.fn<() => void>()) => {
  startSession({ accessToken: 'acceso', tokenExpire: new Date(Date.now() + 600_000).toISOString(), sessionExpiresAt: new Date(Date.now() + 7_200_000).toISOString(), userId: '00000000-0000-4000-8000-000000000009' });
  renderWithProviders(<WorkerListUploadDialog serviceId={SERVICE} kind="LISTA" span={SPAN} onClose={onClose} />);
  return { onClose, user: userEvent.setup({ applyAccept: false }) };
};
const fileInput = () => {
  const input = document.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('sin campo de archivo');
  return input;
};
const xlsx = () => new File(['PK'], 'lista.xlsx', { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' });

afterEach(() => {
  vi.unstubAllGlobals();
  resetSessionForTests();
});

describe('diálogo Subir lista de nómina', () => {
  it('ofrece solo los meses de la vigencia, el más reciente primero, y pide el archivo', async () => {
    const sent = fakeXhr({ status: 200, body: { codigo: 0, respuesta: {}, mensaje: '' } });
    const { user } = open();
    const select = screen.getAllByLabelText<HTMLInputElement>(/Mes y año/).find((e) => e.tagName === 'INPUT' && e.getAttribute('type') !== 'hidden');
    if (!select) throw new Error('sin selector de mes');
    expect(select.value).toBe('Octubre 2026');
    await user.click(select);
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Octubre 2026', 'Septiembre 2026']);
    await user.click(screen.getByRole('button', { name: 'Subir' }));
    expect(screen.getByText('Seleccione el archivo para subir.')).toBeTruthy();
    expect(sent).toHaveLength(0);
  });

  it('un archivo rechazado deja en pantalla la tabla Fila, Columna, Motivo', async () => {
    const campos = { 'fila.3.CURP': 'Fila 3: la CURP X no tiene un dígito verificador válido.', 'fila.5.NSS': 'Fila 5: el NSS 1 debe tener 11 dígitos.' };
    const sent = fakeXhr({ status: 400, body: { codigo: 400, respuesta: { campos }, mensaje: 'El archivo no se guardó: tiene 2 errores. Corríjalos y vuelva a subirlo.' } });
    const { user, onClose } = open();
    await user.upload(fileInput(), xlsx());
    await user.click(screen.getByRole('button', { name: 'Subir' }));
    const table = await screen.findByRole('table', { name: 'Errores por fila' });
    expect(screen.getByText('El archivo no se guardó: tiene 2 errores. Corríjalos y vuelva a subirlo.')).toBeTruthy();
    const rows = within(table).getAllByRole('row').map((r) => [...r.querySelectorAll('th,td')].map((c) => c.textContent));
    expect(rows).toEqual([
      ['Fila', 'Columna', 'Motivo'],
      ['3', 'CURP', 'la CURP X no tiene un dígito verificador válido.'],
      ['5', 'NSS', 'el NSS 1 debe tener 11 dígitos.'],
    ]);
    expect(onClose).not.toHaveBeenCalled();
    expect(sent[0]?.get('year')).toBe('2026');
    expect(sent[0]?.get('month')).toBe('10');
  });

  it('una lista aceptada cierra el diálogo', async () => {
    fakeXhr({ status: 200, body: { codigo: 0, respuesta: { kind: 'LISTA', year: 2026, month: 10, rows: 2, warnings: [], folderId: SERVICE }, mensaje: 'Lista de nómina guardada: 2 trabajadores.' } });
    const { user, onClose } = open();
    await user.upload(fileInput(), xlsx());
    await user.click(screen.getByRole('button', { name: 'Subir' }));
    await vi.waitFor(() => expect(onClose).toHaveBeenCalled());
  });
});
