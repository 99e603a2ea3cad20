import { zodResolver } from '@hookform/resolvers/zod';
import { Modal, MultiSelect, SimpleGrid, Stack, Switch, Text, TextInput } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { USER_NAME_MAX, ZCreateCompanyUserRequest, type TCompanyUser } from '../../../../shared/contracts/users.contract';
import { MEMBER_ROLES } from '../../../../shared/domain/enums';
import { z } from '../../../../shared/domain/zod-locale';
import { USUARIOS as U } from '../../../../shared/labels/management';
import { CountedTextInput } from '../../../components/fields/length-counter';
import { isApiError } from '../../../lib/api-client';
import { applyServerFieldErrors } from '../../../lib/forms/server-field-errors';
import { useCompanyCustomRoles } from '../hooks/use-company-custom-roles';
import { errorOutsideFields } from '../lib/error-outside-fields';
import { DialogFooter } from './dialog-footer';

export interface AdminCompany {
  id: string;
  name: string;
}

/** The shared create schema (spec 3 §5 messages) plus the Activo switch of Editar. */
const ZUserForm = ZCreateCompanyUserRequest.extend({ active: z.boolean() });
export type TUserFormInput = z.input<typeof ZUserForm>;
export type TUserFormValues = z.output<typeof ZUserForm>;
const FIELDS = ['name', 'lastName', 'email', 'companies', 'kivitRolList', 'roles', 'active'];

interface UserFormDialogProps {
  onClose: () => void;
  /** The companies the signed-in user administers (the Empresas choices). */
  companies: AdminCompany[];
  /** The company being administered: the first choice of Nuevo Usuario (none when absent). */
  companyId?: string | undefined;
  /** Editar when present: the e-mail is locked (spec 3 §5). */
  user?: TCompanyUser | undefined;
  /** Creates or updates; a rejected 400 puts its messages under the fields. */
  onSubmit: (values: TUserFormValues) => Promise<unknown>;
}

/**
 * Nuevo Usuario and Editar: name, last name, e-mail, several companies and several roles. The
 * roles apply in each chosen company (the built-ins nest, so the highest decides); a custom role
 * applies only in its own company. Mount it to open it.
 */
export function UserFormDialog({ onClose, companies, companyId, user, onSubmit }: UserFormDialogProps) {
  const editing = user !== undefined;
  const form = useForm<TUserFormInput, unknown, TUserFormValues>({
    resolver: zodResolver(ZUserForm),
    defaultValues: {
      name: user?.name ?? '',
      lastName: user?.lastName ?? '',
      email: user?.email ?? '',
      companies: user ? user.companies.map((c) => c.id) : companyId ? [companyId] : [],
      kivitRolList: user?.kivitRolList ?? [],
      roles: user?.customRoles.map((r) => r.id) ?? [],
      active: user?.active ?? true,
    },
  });
  const chosen = useWatch({ control: form.control, name: 'companies' });
  const custom = useCompanyCustomRoles(chosen);
  // The user's companies stay choosable even when they are not in the picker (e.g. disabled ones).
  const companyChoices = [...companies, ...(user?.companies ?? []).filter((c) => !companies.some((o) => o.id === c.id))];
  const nameOf = (id: string) => companyChoices.find((c) => c.id === id)?.name ?? '';
  const roleChoices = chosen.map((id) => ({ group: nameOf(id), items: custom.roles.filter((r) => r.companyId === id).map((r) => ({ value: r.id, label: r.name })) })).filter((g) => g.items.length);
  const save = useMutation({
    mutationFn: (values: TUserFormValues) => onSubmit(values),
    onSuccess: onClose,
    onError: (error) => applyServerFieldErrors(form, isApiError(error) ? error : null, { fields: FIELDS }),
  });
  const { errors } = form.formState;

  /** Leaving a company drops its custom roles from the choice. */
  const chooseCompanies = (ids: string[]) => {
    form.setValue('companies', ids, { shouldValidate: form.formState.isSubmitted });
    const kept = (form.getValues('roles') ?? []).filter((roleId) => custom.roles.some((r) => r.id === roleId && ids.includes(r.companyId)));
    form.setValue('roles', kept);
  };

  return (
    <Modal opened onClose={onClose} title={editing ? U.editarTitulo : U.nuevo} centered size="lg">
      <form noValidate onSubmit={form.handleSubmit((values) => save.mutate(values))}>
        <Stack gap="sm">
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <CountedTextInput label={U.nombre} withAsterisk maxLength={USER_NAME_MAX} data-autofocus {...form.register('name')} error={errors.name?.message} />
            <CountedTextInput label={U.apellido} withAsterisk maxLength={USER_NAME_MAX} {...form.register('lastName')} error={errors.lastName?.message} />
          </SimpleGrid>
          <TextInput label={U.correo} type="email" withAsterisk readOnly={editing} variant={editing ? 'filled' : 'default'} description={editing ? U.correoBloqueado : undefined} {...form.register('email')} error={errors.email?.message} />
          <Controller
            control={form.control}
            name="companies"
            render={({ field }) => (
              <MultiSelect
                label={U.empresas}
                description={U.empresasAyuda}
                withAsterisk
                searchable
                data={companyChoices.map((c) => ({ value: c.id, label: c.name }))}
                value={field.value}
                onChange={chooseCompanies}
                onBlur={field.onBlur}
                error={errors.companies?.message ?? errors.companies?.root?.message}
              />
            )}
          />
          <Controller
            control={form.control}
            name="kivitRolList"
            render={({ field }) => (
              <MultiSelect
                label={U.roles}
                description={U.rolesAyuda}
                withAsterisk
                searchable
                data={[...MEMBER_ROLES]}
                value={field.value}
                onChange={(roles) => field.onChange(roles)}
                onBlur={field.onBlur}
                error={errors.kivitRolList?.message ?? errors.kivitRolList?.root?.message}
              />
            )}
          />
          <Controller
            control={form.control}
            name="roles"
            render={({ field }) => (
              <Stack gap={4}>
                <MultiSelect
                  label={U.rolesPersonalizados}
                  description={U.rolesPersonalizadosAyuda}
                  searchable
                  disabled={!roleChoices.length}
                  data={roleChoices}
                  value={field.value ?? []}
                  onChange={(roles) => field.onChange(roles)}
                  onBlur={field.onBlur}
                  error={errors.roles?.message ?? errors.roles?.root?.message}
                />
                {!roleChoices.length ? (
                  <Text c="dimmed" fz="xs">
                    {custom.loading ? U.cargandoRoles : U.sinRolesPersonalizados}
                  </Text>
                ) : null}
              </Stack>
            )}
          />
          {editing ? (
            <Controller control={form.control} name="active" render={({ field }) => <Switch label={U.activo} checked={field.value} onChange={(e) => field.onChange(e.currentTarget.checked)} />} />
          ) : null}
          <DialogFooter error={errorOutsideFields(save.error, (key) => FIELDS.includes(key.split('.')[0] ?? ''))} fallbackError={editing ? U.errorActualizar : U.errorCrear} saving={save.isPending} onCancel={onClose} />
        </Stack>
      </form>
    </Modal>
  );
}
