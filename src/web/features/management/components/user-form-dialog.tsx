import { zodResolver } from '@hookform/resolvers/zod';
import { Modal, Select, Stack, Switch, TextInput } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { z } from '../../../../shared/domain/zod-locale';
import { ZCreateCompanyUserRequest, type TCompanyUser } from '../../../../shared/contracts/users.contract';
import { MEMBER_ROLES } from '../../../../shared/domain/enums';
import { ADMINISTRACION as A, USUARIOS as U } from '../../../../shared/labels/management';
import { showToast } from '../../../components/feedback/toast';
import { isApiError } from '../../../lib/api-client';
import { applyServerFieldErrors } from '../../../lib/forms/server-field-errors';
import { companyUserActions, invalidateCompanyUsers } from '../api/company-users.mutation';
import { rolesQuery } from '../api/roles.query';
import { DialogFooter } from './dialog-footer';

export interface AdminCompany {
  id: string;
  name: string;
}

interface UserFormDialogProps {
  opened: boolean;
  onClose: () => void;
  /** The companies the signed-in user administers; Nuevo Usuario picks one. */
  companies: AdminCompany[];
  companyId: string;
  /** Editar when present: the e-mail and name are locked (spec 3 §5). */
  user?: TCompanyUser | undefined;
}

const ZForm = ZCreateCompanyUserRequest.extend({ companyId: z.uuid(), active: z.boolean() });
type TFormInput = z.input<typeof ZForm>;
type TForm = z.output<typeof ZForm>;
const NO_CUSTOM = '';

/** Nuevo Usuario (name, e-mail, roles, company) and Editar (roles, active). */
export function UserFormDialog({ opened, onClose, companies, companyId, user }: UserFormDialogProps) {
  const client = useQueryClient();
  const editing = user !== undefined;
  const form = useForm<TFormInput, unknown, TForm>({
    resolver: zodResolver(ZForm),
    values: { companyId, name: user?.name ?? '', email: user?.email ?? '', role: user?.role ?? 'Colaborador', roleId: user?.customRole?.id ?? null, active: user?.active ?? true },
  });
  const chosenCompany = useWatch({ control: form.control, name: 'companyId' });
  const roles = useQuery({ ...rolesQuery(chosenCompany), enabled: opened });
  const customRoles = (roles.data ?? []).filter((r) => !r.builtin);

  const save = useMutation({
    mutationFn: ({ companyId: target, name, email, role, roleId, active }: TForm) =>
      user ? companyUserActions.update(target, user.id, { role, roleId, active }) : companyUserActions.create(target, { name, email, role, roleId }),
    onSuccess: async (_saved, values) => {
      showToast('success', editing ? U.actualizado : U.creado);
      await invalidateCompanyUsers(client, values.companyId);
      close();
    },
    onError: (error) => applyServerFieldErrors(form, isApiError(error) ? error : null, { fields: ['name', 'email', 'role', 'roleId', 'active'] }),
  });
  const { errors } = form.formState;
  /** Leaves the dialog clean for its next opening. */
  function close() {
    form.reset();
    save.reset();
    onClose();
  }

  return (
    <Modal opened={opened} onClose={close} title={editing ? U.editarTitulo : U.nuevo} centered>
      <form noValidate onSubmit={form.handleSubmit((values) => save.mutate(values))}>
        <Stack gap="sm">
          <TextInput label={U.nombre} withAsterisk disabled={editing} {...form.register('name')} error={errors.name?.message} />
          <TextInput label={U.correo} type="email" withAsterisk disabled={editing} description={editing ? U.correoBloqueado : undefined} {...form.register('email')} error={errors.email?.message} />
          <Controller
            control={form.control}
            name="companyId"
            render={({ field }) => (
              <Select label={A.empresa} withAsterisk disabled={editing} allowDeselect={false} data={companies.map((c) => ({ value: c.id, label: c.name }))} value={field.value} onChange={(v) => {
                  if (!v) return;
                  field.onChange(v);
                  form.setValue('roleId', null);
                }}
              />
            )}
          />
          <Controller
            control={form.control}
            name="role"
            render={({ field }) => (
              <Select label={U.rolBase} withAsterisk allowDeselect={false} data={[...MEMBER_ROLES]} value={field.value} onChange={(v) => v && field.onChange(v)} error={errors.role?.message} />
            )}
          />
          <Controller
            control={form.control}
            name="roleId"
            render={({ field }) => (
              <Select
                label={U.rolPersonalizado}
                allowDeselect={false}
                data={[{ value: NO_CUSTOM, label: U.sinRolPersonalizado }, ...customRoles.map((r) => ({ value: r.id, label: r.name }))]}
                value={field.value ?? NO_CUSTOM}
                onChange={(v) => field.onChange(v ? v : null)}
                error={errors.roleId?.message}
              />
            )}
          />
          {editing ? (
            <Controller control={form.control} name="active" render={({ field }) => <Switch label={U.activo} checked={field.value} onChange={(e) => field.onChange(e.currentTarget.checked)} />} />
          ) : null}
          <DialogFooter error={save.isError ? save.error : null} fallbackError={editing ? U.errorActualizar : U.errorCrear} saving={save.isPending} onCancel={close} />
        </Stack>
      </form>
    </Modal>
  );
}
