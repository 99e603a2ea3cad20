import { zodResolver } from '@hookform/resolvers/zod';
import { Checkbox, ColorSwatch, Group, Modal, Radio, ScrollArea, SimpleGrid, Stack, Switch, Text, TextInput } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Controller, useForm } from 'react-hook-form';
import { ROLE_COLORS, ZRoleRequest, type TRole, type TRoleRequest } from '../../../../shared/contracts/roles.contract';
import { PERMISSION_GROUP_LABELS, PERMISSION_LABELS, ROLES as R } from '../../../../shared/labels/management';
import { keysOfGroup, PERMISSION_GROUPS, type PermissionKey } from '../../../../shared/permissions';
import { showToast } from '../../../components/feedback/toast';
import { isApiError } from '../../../lib/api-client';
import { applyServerFieldErrors } from '../../../lib/forms/server-field-errors';
import { invalidateRoles, roleActions } from '../api/roles.mutation';
import { DialogFooter } from './dialog-footer';

interface RoleFormDialogProps {
  opened: boolean;
  onClose: () => void;
  companyId: string;
  /** Editar when present. */
  role?: TRole | undefined;
}

type TRoleForm = { name: string; color: (typeof ROLE_COLORS)[number]; grants: PermissionKey[] };

/** Nuevo Rol / Editar: name, a colour of the 18-colour palette and permission groups (a group switch selects all of it). */
export function RoleFormDialog({ opened, onClose, companyId, role }: RoleFormDialogProps) {
  const client = useQueryClient();
  const form = useForm<TRoleRequest, unknown, TRoleForm>({
    resolver: zodResolver(ZRoleRequest),
    values: { name: role?.name ?? '', color: (role?.color as TRoleForm['color'] | undefined) ?? ROLE_COLORS[0], grants: role?.grants ?? [] },
  });
  const save = useMutation({
    mutationFn: (body: TRoleForm) => (role ? roleActions.update(companyId, role.id, body) : roleActions.create(companyId, body)),
    onSuccess: async () => {
      showToast('success', R.guardado);
      await invalidateRoles(client, companyId);
      close();
    },
    onError: (error) => applyServerFieldErrors(form, isApiError(error) ? error : null, { fields: ['name', 'color', 'grants'] }),
  });
  const { errors } = form.formState;
  /** Leaves the dialog clean for its next opening. */
  function close() {
    form.reset();
    save.reset();
    onClose();
  }

  return (
    <Modal opened={opened} onClose={close} title={role ? R.editarTitulo : R.nuevo} centered size="lg">
      <form noValidate onSubmit={form.handleSubmit((values) => save.mutate(values))}>
        <Stack gap="sm">
          <TextInput label={R.nombre} withAsterisk {...form.register('name')} error={errors.name?.message} />
          <Controller
            control={form.control}
            name="color"
            render={({ field }) => (
              <Radio.Group label={R.color} withAsterisk value={field.value} onChange={field.onChange} error={errors.color?.message}>
                <Group gap={8} mt={6}>
                  {ROLE_COLORS.map((color, index) => (
                    <Radio.Card key={color} value={color} radius="xl" w={32} h={32} aria-label={`${R.color} ${index + 1}`} style={{ display: 'grid', placeItems: 'center', border: field.value === color ? '2px solid var(--mantine-color-dark-6)' : undefined }}>
                      <ColorSwatch color={color} size={24} />
                    </Radio.Card>
                  ))}
                </Group>
              </Radio.Group>
            )}
          />
          <Controller
            control={form.control}
            name="grants"
            render={({ field }) => {
              const chosen = new Set(field.value ?? []);
              const set = (keys: PermissionKey[], on: boolean) => field.onChange(on ? [...new Set([...chosen, ...keys])] : [...chosen].filter((k) => !keys.includes(k)));
              return (
                <Stack gap="xs">
                  <Text fw={600} fz="sm">
                    {R.permisos}
                  </Text>
                  <ScrollArea.Autosize mah={340} type="auto">
                    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
                      {PERMISSION_GROUPS.map((group) => {
                        const keys = keysOfGroup(group);
                        const all = keys.every((k) => chosen.has(k));
                        return (
                          <Stack key={group} gap={8} p="sm" bg="gray.0" style={{ borderRadius: 'var(--mantine-radius-md)' }}>
                            <Switch label={PERMISSION_GROUP_LABELS[group].label} description={PERMISSION_GROUP_LABELS[group].description} checked={all} onChange={(e) => set(keys, e.currentTarget.checked)} />
                            {keys.map((key) => (
                              <Checkbox key={key} size="sm" label={PERMISSION_LABELS[key]} checked={chosen.has(key)} onChange={(e) => set([key], e.currentTarget.checked)} />
                            ))}
                          </Stack>
                        );
                      })}
                    </SimpleGrid>
                  </ScrollArea.Autosize>
                </Stack>
              );
            }}
          />
          <DialogFooter error={save.isError ? save.error : null} fallbackError={R.error} saving={save.isPending} onCancel={close} />
        </Stack>
      </form>
    </Modal>
  );
}
