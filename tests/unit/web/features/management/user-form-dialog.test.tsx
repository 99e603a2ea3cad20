// @vitest-environment jsdom
// oxlint-disable-next-line import/no-unassigned-import -- DOM stubs and cleanup
import '../../support/setup-dom';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TCompanyUser } from '../../../../../src/shared/contracts/users.contract';
import { MENSAJES_USUARIOS as M, USUARIOS as U } from '../../../../../src/shared/labels/management';
import { UserFormDialog, type TUserFormValues } from '../../../../../src/web/features/management/components/user-form-dialog';
import { ApiError } from '../../../../../src/web/lib/http/api-error';
import { envelopeResponse, renderWithProviders } from '../../support/render-app';

const NORTE = { id: '11111111-1111-4111-8111-111111111111', name: 'Norte SA de CV' };
const SUR = { id: '22222222-2222-4222-8222-222222222222', name: 'Sur SA de CV' };
const AUDITORIA = '33333333-3333-4333-8333-333333333333';

/** GET /companies/{id}/roles: the built-ins, plus an "Auditoría" custom role in Sur. */
function stubRoles() {
  const fetchMock = vi.fn<typeof fetch>(async (input) => {
    const builtins = ['Administrador', 'Colaborador', 'Lector'].map((name) => ({ id: name, name, color: '#3949AB', grants: [], builtin: true, usersCount: 0 }));
    const custom = String(input).includes(SUR.id) ? [{ id: AUDITORIA, name: 'Auditoría', color: '#E53935', grants: [], builtin: false, usersCount: 0 }] : [];
    return envelopeResponse(200, { codigo: 0, respuesta: [...builtins, ...custom], mensaje: 'OK' });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function renderDialog(props: { companyId?: string; user?: TCompanyUser; onSubmit?: (values: TUserFormValues) => Promise<unknown> } = {}) {
  const onSubmit = vi.fn<(values: TUserFormValues) => Promise<unknown>>(props.onSubmit ?? (async () => undefined));
  const onClose = vi.fn<() => void>();
  renderWithProviders(<UserFormDialog companies={[NORTE, SUR]} companyId={props.companyId} user={props.user} onSubmit={onSubmit} onClose={onClose} />);
  return { onSubmit, onClose, user: userEvent.setup() };
}

const field = (label: string) => screen.getByRole('textbox', { name: new RegExp(`^${label}`) });
/** A MultiSelect's search input, by its label (the asterisk of a required one aside). */
const picker = (label: string) => screen.getByLabelText(new RegExp(`^${label}( \\*)?$`), { selector: 'input' });
const save = () => screen.getByRole('button', { name: 'Guardar' });

describe('Administración › Usuarios: formulario de usuario', () => {
  beforeEach(() => {
    stubRoles();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('pide nombre, apellido, correo, al menos una empresa y al menos un rol, con los textos de la especificación', async () => {
    const { onSubmit, user } = renderDialog();
    await user.click(save());
    expect(await screen.findByText(M.seleccionaEmpresa)).toBeInTheDocument();
    expect(screen.getByText(M.seleccionaRol)).toBeInTheDocument();
    expect(screen.getAllByText(M.campoRequerido)).toHaveLength(3);

    await user.type(field(U.correo), 'no-es-correo');
    await user.click(save());
    expect(await screen.findByText(M.correoInvalido)).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('envía varias empresas y varios roles, y ofrece los roles personalizados de cada empresa elegida', async () => {
    const { onSubmit, onClose, user } = renderDialog({ companyId: NORTE.id });
    await user.type(field(U.nombre), 'Paola');
    await user.type(field(U.apellido), 'Nueva Integrante');
    await user.type(field(U.correo), 'paola@prueba.mx');
    // The name shows its length against the limit.
    expect(screen.getByText('5/120')).toBeInTheDocument();

    await user.click(picker(U.empresas));
    await user.click(await screen.findByRole('option', { name: SUR.name }));
    await user.click(picker(U.roles));
    await user.click(await screen.findByRole('option', { name: 'Colaborador' }));
    await user.click(await screen.findByRole('option', { name: 'Lector' }));
    await user.click(picker(U.rolesPersonalizados));
    await user.click(await screen.findByRole('option', { name: 'Auditoría' }));
    await user.click(save());

    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ name: 'Paola', lastName: 'Nueva Integrante', email: 'paola@prueba.mx', companies: [NORTE.id, SUR.id], kivitRolList: ['Colaborador', 'Lector'], roles: [AUDITORIA], active: true }),
    );
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });

  it('Editar llega con los datos del usuario, el correo bloqueado, y muestra bajo su campo lo que responde el servidor', async () => {
    const edited: TCompanyUser = {
      id: '44444444-4444-4444-8444-444444444444',
      name: 'Luis',
      lastName: 'Lector',
      completeName: 'Luis Lector',
      email: 'luis@prueba.mx',
      color: '#1E88E5',
      role: 'Lector',
      kivitRolList: ['Lector'],
      customRoles: [],
      companies: [NORTE],
      active: true,
      activated: true,
    };
    const { onSubmit, onClose, user } = renderDialog({
      companyId: NORTE.id,
      user: edited,
      onSubmit: async () => {
        throw new ApiError({ status: 409, codigo: 409, mensaje: M.ultimoAdministrador, campos: { kivitRolList: M.ultimoAdministrador } });
      },
    });
    expect(field(U.nombre)).toHaveValue('Luis');
    expect(field(U.apellido)).toHaveValue('Lector');
    expect(field(U.correo)).toHaveAttribute('readonly');
    expect(screen.getByText(U.correoBloqueado)).toBeInTheDocument();

    await user.clear(field(U.apellido));
    await user.click(save());
    expect(await screen.findByText(M.campoRequerido)).toBeInTheDocument();
    await user.type(field(U.apellido), 'López');
    await user.click(save());
    expect(await screen.findByText(M.ultimoAdministrador)).toBeInTheDocument();
    expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ lastName: 'López', email: 'luis@prueba.mx', companies: [NORTE.id], kivitRolList: ['Lector'] }));
    expect(onClose).not.toHaveBeenCalled();
  });
});
