// @vitest-environment jsdom
// oxlint-disable-next-line import/no-unassigned-import -- DOM stubs and cleanup
import '../../support/setup-dom';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TSatListsOverview, TSatSnapshot } from '../../../../../src/shared/contracts/sat-lists.contract';
import { SatOperatorScreen } from '../../../../../src/web/features/sat-operator/components/sat-operator-screen';
import { formatListDate } from '../../../../../src/web/features/sat-operator/lib/sat-list-format';
import { resetSessionForTests, startSession } from '../../../../../src/web/lib/session/session-store';
import { envelopeResponse, renderWithProviders } from '../../support/render-app';

const snapshot = (over: Partial<TSatSnapshot>): TSatSnapshot => ({
  id: '00000000-0000-4000-8000-000000000001',
  kind: '69B',
  list: '69b',
  publishedAt: '2026-11-15',
  source: 'ARCHIVO',
  sourceName: 'Listado_Completo_69-B.csv',
  rowsRead: 15_030,
  rowsKept: 15_000,
  rowsSuppressed: 20,
  rowsFiller: 7,
  rowsInvalid: 3,
  sha256: 'a'.repeat(64),
  createdAt: '2026-11-16T16:05:00.000Z',
  ...over,
});
const firmes = snapshot({ id: '00000000-0000-4000-8000-000000000002', kind: '69', list: 'firmes', source: 'DESCARGA', sourceName: 'https://sat.example/firmes.csv', rowsRead: 60, rowsKept: 58, rowsSuppressed: 1, rowsFiller: 1, rowsInvalid: 0 });
const OVERVIEW: TSatListsOverview = {
  current: [firmes, snapshot({})],
  history: [snapshot({}), firmes],
  failures: [{ id: '00000000-0000-4000-8000-000000000003', list: 'exigibles', url: 'https://sat.example/exigibles.csv', error: 'La descarga respondió con el código HTTP 404.', createdAt: '2026-11-17T12:00:00.000Z' }],
};

function stubOverview(reply: () => Response) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => reply()),
  );
}

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

const open = () => {
  startSession({ accessToken: 'acceso', tokenExpire: new Date(Date.now() + 600_000).toISOString(), sessionExpiresAt: new Date(Date.now() + 7_200_000).toISOString(), userId: '00000000-0000-4000-8000-000000000009' });
  renderWithProviders(<SatOperatorScreen />);
  return userEvent.setup({ applyAccept: false });
};
const fileInput = () => {
  const input = document.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('sin campo de archivo');
  return input;
};
const cells = (table: HTMLElement) => within(table).getAllByRole('row').map((r) => [...r.querySelectorAll('th,td')].map((c) => c.textContent));

afterEach(() => {
  vi.unstubAllGlobals();
  resetSessionForTests();
});

describe('pantalla del operador: listas del SAT', () => {
  it('muestra los vigentes (69-B primero) con fechas y conteos, y las fallas de la descarga', async () => {
    stubOverview(() => envelopeResponse(200, { codigo: 0, respuesta: OVERVIEW, mensaje: '' }));
    open();
    const current = await screen.findByRole('table', { name: 'Listados vigentes' });
    const rows = cells(current);
    expect(rows[0]).toEqual(['Listado', 'Publicado', 'Importado', 'Origen', 'Leídos', 'Conservados', 'Suprimidos', 'Relleno', 'Inválidos']);
    expect(rows[1]).toEqual(['Listado 69-B', '15/11/2026', '16/11/2026 10:05', 'Archivo subido', '15030', '15000', '20', '7', '3']);
    expect(rows[2]?.[0]).toBe('Artículo 69: Firmes');
    expect(rows[2]?.[3]).toBe('Sitio del SAT');
    const failures = screen.getByRole('table', { name: 'Últimas fallas de la descarga diaria' });
    expect(cells(failures)[1]).toEqual(['17/11/2026 06:00', 'Artículo 69: Exigibles', 'La descarga respondió con el código HTTP 404.', 'https://sat.example/exigibles.csv']);
    expect(screen.getByRole('table', { name: 'Historial de importaciones' })).toBeTruthy();
  });

  it('sin listados lo dice; un error de carga ofrece reintentar', async () => {
    let fail = true;
    stubOverview(() => (fail ? envelopeResponse(500, { codigo: 500, respuesta: null, mensaje: 'Error' }) : envelopeResponse(200, { codigo: 0, respuesta: { current: [], history: [], failures: [] }, mensaje: '' })));
    const user = open();
    expect(await screen.findByText('No se pudieron cargar los listados. Intente de nuevo.')).toBeTruthy();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByText('Aún no se ha importado ningún listado.')).toBeTruthy();
    expect(screen.getByText('La descarga diaria no ha registrado fallas.')).toBeTruthy();
  });

  it('sube un listado del artículo 69 con su nombre y muestra el resumen; un rechazo muestra el mensaje en español', async () => {
    stubOverview(() => envelopeResponse(200, { codigo: 0, respuesta: { current: [], history: [], failures: [] }, mensaje: '' }));
    const sent = fakeXhr({ status: 200, body: { codigo: 0, respuesta: { same: false, snapshot: firmes }, mensaje: 'Listado importado.' } });
    const user = open();
    await user.click(screen.getByRole('button', { name: 'Importar' }));
    expect(screen.getByText('Seleccione el archivo CSV del listado.')).toBeTruthy();
    expect(sent).toHaveLength(0);
    const select = screen.getAllByLabelText<HTMLInputElement>('Listado').find((e) => e.tagName === 'INPUT' && e.getAttribute('type') !== 'hidden');
    if (!select) throw new Error('sin selector de listado');
    await user.click(select);
    await user.click(screen.getByRole('option', { name: 'Artículo 69: Firmes' }));
    await user.upload(fileInput(), new File(['RFC'], 'Firmes.csv', { type: 'text/csv' }));
    await user.click(screen.getByRole('button', { name: 'Importar' }));
    expect(await screen.findByText('Leídos: 60. Conservados: 58. Suprimidos: 1. Relleno: 1. Inválidos: 0.')).toBeTruthy();
    expect(screen.getByText('Artículo 69: Firmes: Listado importado.')).toBeTruthy();
    const form = sent[0];
    if (!form) throw new Error('no se envió el formulario');
    expect(form.get('list')).toBe('firmes');
    expect((form.get('file') as File).name).toBe('Firmes.csv');

    fakeXhr({ status: 400, body: { codigo: 400, respuesta: null, mensaje: 'El archivo no tiene registros: se conserva el listado vigente.' } });
    await user.upload(fileInput(), new File(['RFC'], 'vacio.csv', { type: 'text/csv' }));
    await user.click(screen.getByRole('button', { name: 'Importar' }));
    expect((await screen.findByRole('alert')).textContent).toBe('El archivo no tiene registros: se conserva el listado vigente.');
  });

  it('las fechas de solo día no se corren por zona horaria', () => {
    expect(formatListDate('2026-01-01')).toBe('01/01/2026');
    expect(formatListDate(null)).toBe('---');
  });
});
