// @vitest-environment jsdom
// oxlint-disable-next-line import/no-unassigned-import -- DOM stubs and cleanup
import '../../support/setup-dom';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SAT_DETAIL_FIELDS, type TSatDetailRecord } from '../../../../../src/shared/contracts/sat-lookup.contract';
import { SatLookupDialog } from '../../../../../src/web/features/sat-lookup/components/sat-lookup-dialog';
import { resetSessionForTests } from '../../../../../src/web/lib/session/session-store';
import { envelopeResponse, renderWithProviders } from '../../support/render-app';

const LISTS = [{ list: '69b', label: 'Listado 69-B', publishedAt: '15/11/2026' }];
const record: TSatDetailRecord = {
  ...(Object.fromEntries(SAT_DETAIL_FIELDS.map((f) => [f, '---'])) as TSatDetailRecord),
  nombreContribuyente: 'Comercializadora Ñandú SA de CV',
  rfc: 'ÑAN010101AB1',
  situacionContribuyente: 'Definitivo',
  satDefinitivos: '05/06/2024',
};

function renderDialog(records: TSatDetailRecord[]) {
  const fetchMock = vi.fn<typeof fetch>(async (input) =>
    String(input).endsWith('/lists') ? envelopeResponse(200, { codigo: 0, respuesta: LISTS, mensaje: 'ok' }) : envelopeResponse(200, { codigo: 0, respuesta: records, mensaje: 'ok' }),
  );
  vi.stubGlobal('fetch', fetchMock);
  renderWithProviders(<SatLookupDialog opened onClose={() => {}} />);
  return { user: userEvent.setup(), fetchMock };
}

describe("'Consulta un nuevo proveedor' (spec 2 §2)", () => {
  beforeEach(() => resetSessionForTests());
  afterEach(() => vi.unstubAllGlobals());

  it('un RFC mal escrito muestra Formato invalido y no consulta', async () => {
    const { user, fetchMock } = renderDialog([]);
    await user.type(await screen.findByLabelText('RFC'), 'ABC123');
    await user.click(screen.getByRole('button', { name: 'Consultar' }));
    expect(await screen.findByText('Formato invalido')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('un RFC en las listas abre el detalle con todos los campos', async () => {
    const { user, fetchMock } = renderDialog([record]);
    await user.type(await screen.findByLabelText('RFC'), 'ñan010101ab1');
    await user.click(screen.getByRole('button', { name: 'Consultar' }));
    expect(await screen.findByText('Status SAT: Artículo 69 y 69-B del CFF')).toBeTruthy();
    expect(String(fetchMock.mock.calls[0]?.[0])).toContain(`/general/analisis69/rfc/${encodeURIComponent('ÑAN010101AB1')}`);
    expect(screen.getByText('Definitivo')).toBeTruthy();
    expect(screen.getByText('05/06/2024')).toBeTruthy();
    expect(screen.getAllByText('---')).toHaveLength(SAT_DETAIL_FIELDS.length - 4);
    expect(screen.getByText('Listado 69-B publicada el 15/11/2026')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Descargar resultado' })).toBeTruthy();
  });

  it('un RFC en ninguna lista abre el resultado simple', async () => {
    const { user } = renderDialog([]);
    await user.type(await screen.findByLabelText('RFC'), 'XAXX010101000');
    await user.click(screen.getByRole('button', { name: 'Consultar' }));
    expect(await screen.findByText('Status 69 y 69B SAT')).toBeTruthy();
    expect(screen.getByText('El RFC XAXX010101000 no aparece en las listas de los artículos 69 y 69-B del SAT.')).toBeTruthy();
    expect(screen.getByText('Listado 69-B publicada el 15/11/2026')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Descargar resultado' })).toBeTruthy();
  });

  it('si la consulta falla muestra el mensaje del servidor y conserva el formulario', async () => {
    vi.stubGlobal('fetch', vi.fn<typeof fetch>(async () => envelopeResponse(500, { codigo: 500, respuesta: null, mensaje: 'Ocurrió un error en el servidor.' })));
    renderWithProviders(<SatLookupDialog opened onClose={() => {}} />);
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('RFC'), 'XAXX010101000');
    await user.click(screen.getByRole('button', { name: 'Consultar' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Ocurrió un error en el servidor.');
    expect(screen.getByText('Consulta un nuevo proveedor')).toBeTruthy();
  });
});
