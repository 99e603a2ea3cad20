// @vitest-environment jsdom
// oxlint-disable-next-line import/no-unassigned-import -- DOM stubs and cleanup
import '../../support/setup-dom';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { MENSAJES_SETS as M, SETS_DOCUMENTOS as S } from '../../../../../src/shared/labels/document-sets';
import { ApiError } from '../../../../../src/web/lib/http/api-error';
import { RequirementDialog } from '../../../../../src/web/features/management/components/document-sets/requirement-dialog';
import { renderWithProviders } from '../../support/render-app';

const noop = async () => undefined;

describe('sets de documentos: diálogo de requisito', () => {
  it('valida con el esquema compartido y envía nombre, formato y regla de entrega', async () => {
    const onSubmit = vi.fn<(values: unknown) => Promise<unknown>>(async () => undefined);
    const onClose = vi.fn<() => void>();
    renderWithProviders(<RequirementDialog onSubmit={onSubmit} onUploadImage={noop} onClearImage={noop} onClose={onClose} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: S.guardar }));
    expect(await screen.findByText(M.nombreRequerido)).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
    // A new requirement gets its example image once saved.
    expect(screen.getByText(S.imagenDespues)).toBeTruthy();

    await user.type(screen.getByLabelText(new RegExp(`^${S.nombre}`)), 'CFDI de nómina');
    await user.click(screen.getByText('XML'));
    const day = screen.getByLabelText(new RegExp(`^${S.dia}`));
    await user.clear(day);
    await user.type(day, '5');
    await user.click(screen.getByRole('button', { name: S.guardar }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit).toHaveBeenCalledWith({ name: 'CFDI de nómina', format: 'XML', delivery: { kind: 'MONTHLY', day: 5 }, helpText: '' });
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });

  it('muestra bajo su campo el error que responde el servidor y no se cierra', async () => {
    const onSubmit = vi.fn<(values: unknown) => Promise<unknown>>(async () => {
      throw new ApiError({ status: 400, codigo: 400, mensaje: 'Datos inválidos', campos: { name: M.nombreRequerido } });
    });
    const onClose = vi.fn<() => void>();
    renderWithProviders(<RequirementDialog onSubmit={onSubmit} onUploadImage={noop} onClearImage={noop} onClose={onClose} />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(new RegExp(`^${S.nombre}`)), 'Opinión SAT');
    await user.click(screen.getByRole('button', { name: S.guardar }));
    expect(await screen.findByText(M.nombreRequerido)).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
  });
});
