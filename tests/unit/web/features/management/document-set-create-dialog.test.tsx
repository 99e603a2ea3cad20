// @vitest-environment jsdom
// oxlint-disable-next-line import/no-unassigned-import -- DOM stubs and cleanup
import '../../support/setup-dom';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { IMPORTACION_SETS as X, MENSAJES_SETS as M, SETS_DOCUMENTOS as S } from '../../../../../src/shared/labels/document-sets';
import { ApiError } from '../../../../../src/web/lib/http/api-error';
import { DocumentSetCreateDialog } from '../../../../../src/web/features/management/components/document-sets/document-set-create-dialog';
import { rowProblemsOf } from '../../../../../src/web/features/management/components/document-sets/document-set-import-form';
import { envelopeResponse, renderWithProviders } from '../../support/render-app';

const COMPANY = '7f1d1c1e-4c5b-4a3e-9d3f-1a2b3c4d5e60';
const SET_ID = '11111111-2222-4333-8444-555555555555';

function renderDialog() {
  const fetchMock = vi.fn<typeof fetch>(async () =>
    envelopeResponse(200, { codigo: 0, respuesta: { id: SET_ID, name: 'Limpieza', platform: false, retired: false, generators: false, stagesCount: 1, servicesCount: 0, stages: [] }, mensaje: S.creado }),
  );
  vi.stubGlobal('fetch', fetchMock);
  const onCreated = vi.fn<(id: string) => void>();
  renderWithProviders(<DocumentSetCreateDialog opened onClose={() => undefined} companyId={COMPANY} sources={[]} onCreated={onCreated} />);
  return { fetchMock, onCreated, user: userEvent.setup() };
}

describe('Nuevo set de documentos', () => {
  it("sin etapas muestra 'Debe haber al menos una etapa' y no envía nada; con una etapa crea el set", async () => {
    const { fetchMock, onCreated, user } = renderDialog();
    await user.type(screen.getByRole('textbox', { name: new RegExp(`^${S.nombre}`) }), 'Limpieza');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText(M.etapaRequerida)).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();

    await user.type(screen.getByRole('combobox', { name: new RegExp(`^${S.etapasNuevas}`) }), 'Expediente{Enter}');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(onCreated).toHaveBeenCalledWith(SET_ID));
    const [, init] = fetchMock.mock.calls[0] ?? [];
    expect(JSON.parse(String(init?.body))).toEqual({ name: 'Limpieza', copyFromId: null, stages: ['Expediente'] });
  });

  it('desde Excel pide nombre y archivo, y ofrece la plantilla', async () => {
    const { fetchMock, user } = renderDialog();
    await user.click(screen.getByRole('radio', { name: S.modoExcel }));
    expect(screen.getByRole('button', { name: S.descargarPlantilla })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText(M.nombreRequerido)).toBeInTheDocument();
    expect(screen.getByText(X.archivoRequerido)).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('lee las filas con errores de la respuesta en el orden de la hoja', () => {
    const error = new ApiError({ status: 400, mensaje: X.conErrores(2), campos: { file: X.conErrores(2), 'filas.000': 'Fila 3: falta la etapa', 'filas.001': 'Fila 9: falta el requisito' } });
    expect(rowProblemsOf(error)).toEqual(['Fila 3: falta la etapa', 'Fila 9: falta el requisito']);
    expect(rowProblemsOf(new Error('x'))).toEqual([]);
  });
});
