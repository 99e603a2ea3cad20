// @vitest-environment jsdom
// oxlint-disable-next-line import/no-unassigned-import -- DOM stubs and cleanup
import '../../support/setup-dom';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TVaultDocument } from '../../../../../src/shared/contracts/vault.contract';
import { MENSAJES_BOVEDA as M, TEXTOS_BOVEDA as T } from '../../../../../src/shared/labels/vault';
import { EditDocumentDialog } from '../../../../../src/web/features/vault/components/edit-document-dialog';
import { envelopeResponse, renderWithProviders } from '../../support/render-app';

const COMPANY = '7f1d1c1e-4c5b-4a3e-9d3f-1a2b3c4d5e60';
const FOLDER = '22222222-3333-4444-8555-666666666666';
const DOCUMENT: TVaultDocument = {
  id: '11111111-2222-4333-8444-555555555555',
  fileId: '99999999-8888-4777-8666-555555555555',
  name: 'Acta constitutiva.pdf',
  mime: 'application/pdf',
  size: 2048,
  sha256: 'a'.repeat(64),
  cid: 'bafkreiexample',
  createdAt: '2026-04-02T10:00:00.000Z',
  uploadedBy: 'Usuaria de Prueba',
  source: 'VAULT',
  readOnly: false,
  extension: 'pdf',
  description: 'Copia simple',
  tags: ['Legal'],
  updatedAt: null,
};

function renderDialog(answer: () => Response = () => envelopeResponse(200, { codigo: 0, respuesta: { ...DOCUMENT, name: 'Acta 2026.pdf' }, mensaje: M.actualizado })) {
  const fetchMock = vi.fn<typeof fetch>(async () => answer());
  vi.stubGlobal('fetch', fetchMock);
  const onClose = vi.fn<() => void>();
  renderWithProviders(<EditDocumentDialog companyId={COMPANY} folderId={FOLDER} document={DOCUMENT} onClose={onClose} />);
  return { fetchMock, onClose, user: userEvent.setup() };
}

const nameField = () => screen.getByRole('textbox', { name: new RegExp(`^${T.nombreDocumento}`) }) as HTMLInputElement;
const descriptionField = () => screen.getByRole('textbox', { name: new RegExp(`^${T.descripcion}`) }) as HTMLTextAreaElement;
const tagsField = () => screen.getByRole('combobox', { name: new RegExp(`^${T.etiquetas}`) });
const save = () => screen.getByRole('button', { name: T.guardar });

describe('Bóveda › Editar documento', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('muestra el nombre sin la extensión (que se conserva), la descripción, las etiquetas y sus contadores', () => {
    renderDialog();
    expect(screen.getByRole('dialog', { name: T.editarDocumento })).toBeInTheDocument();
    expect(nameField().value).toBe('Acta constitutiva');
    expect(screen.getByText('.pdf')).toBeInTheDocument();
    expect(screen.getByText(T.extensionConservada('pdf'))).toBeInTheDocument();
    expect(screen.getByText('17/200')).toBeInTheDocument();
    expect(descriptionField().value).toBe('Copia simple');
    expect(screen.getByText('12/500')).toBeInTheDocument();
    expect(screen.getByText('Legal')).toBeInTheDocument();
    expect(screen.getByText(`${T.cuentaEtiquetas(1, 10)} · 0/30`)).toBeInTheDocument();
  });

  it('valida con el contrato compartido: un nombre vacío o con caracteres no válidos no se envía', async () => {
    const { fetchMock, user } = renderDialog();
    await user.clear(nameField());
    await user.click(save());
    expect(await screen.findByText(M.nombreDocumentoRequerido)).toBeInTheDocument();
    await user.type(nameField(), 'a/b');
    await user.click(save());
    expect(await screen.findByText(M.nombreDocumentoInvalido)).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('envía PUT /document con el nombre, la descripción y las etiquetas (sin repetir) y cierra', async () => {
    const { fetchMock, onClose, user } = renderDialog();
    await user.clear(nameField());
    await user.type(nameField(), 'Acta 2026');
    await user.clear(descriptionField());
    await user.type(descriptionField(), 'Copia certificada');
    await user.type(tagsField(), 'legal{Enter}Notaría 12{Enter}');
    await user.click(save());
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(String(url)).toContain('/api/v1/document');
    expect(init?.method).toBe('PUT');
    expect(JSON.parse(String(init?.body))).toEqual({ id: DOCUMENT.id, companyId: COMPANY, name: 'Acta 2026', description: 'Copia certificada', tags: ['Legal', 'Notaría 12'] });
  });

  it('muestra bajo su campo el error que devuelve el servidor y no cierra', async () => {
    const { onClose, user } = renderDialog(() => envelopeResponse(400, { codigo: 1, respuesta: { campos: { name: M.nombreSoloPuntos } }, mensaje: 'Datos no válidos' }));
    await user.click(save());
    expect(await screen.findByText(M.nombreSoloPuntos)).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('un documento de solo consulta (403) deja el mensaje del servidor en el diálogo', async () => {
    const { onClose, user } = renderDialog(() => envelopeResponse(403, { codigo: 1, respuesta: null, mensaje: M.documentoDeOtroModulo }));
    await user.click(save());
    expect(await screen.findByRole('alert')).toHaveTextContent(M.documentoDeOtroModulo);
    expect(onClose).not.toHaveBeenCalled();
  });
});
