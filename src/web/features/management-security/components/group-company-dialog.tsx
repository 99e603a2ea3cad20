import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Modal, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { ZGroupCompanyForm, type TGroupCompany, type TGroupCompanyForm, type TGroupCompanyFormInput } from '../../../../shared/contracts/management-security.contract';
import { EMPRESAS_TEXTOS as E, MENSAJES_SEGURIDAD as M } from '../../../../shared/labels/management-security';
import { MENSAJES_EMPRESA } from '../../../../shared/labels/messages';
import { hasValidRfcCheckDigit, isRfcFormat, personTypeOfRfc } from '../../../../shared/mx/rfc';
import { applyServerFieldErrors } from '../../../lib/forms/server-field-errors';
import { errorMessage, isApiError } from '../../../lib/http/api-error';
import { showToast } from '../../../components/feedback/toast';
import { groupCompanyActions } from '../api/group-companies.api';
import { securityKeys } from '../api/security.keys';

const EMPTY: TGroupCompanyFormInput = {
  name: '',
  rfc: '',
  type: 'moral',
  taxResidence: { street: '', outdoorNum: '', interiorNumber: '', colonia: '', cp: '', city: '', country: 'México' },
};

const ADDRESS = [
  ['street', E.calle],
  ['outdoorNum', E.numExterior],
  ['interiorNumber', E.numInterior],
  ['colonia', E.colonia],
  ['cp', E.cp],
  ['city', E.ciudad],
  ['country', E.pais],
] as const;

interface GroupCompanyDialogProps {
  companyId: string;
  /** The company to edit; undefined for Nueva Empresa. */
  editing: TGroupCompany | undefined;
  opened: boolean;
  onClose: () => void;
}

/** Nueva Empresa / Editar of the Empresas tab: name, RFC (check digit warned), person type and address. */
export function GroupCompanyDialog({ companyId, editing, opened, onClose }: GroupCompanyDialogProps) {
  const client = useQueryClient();
  const form = useForm<TGroupCompanyFormInput, unknown, TGroupCompanyForm>({ resolver: zodResolver(ZGroupCompanyForm), values: editing ?? EMPTY });
  const rfc = useWatch({ control: form.control, name: 'rfc' });
  const checkDigitWarning = isRfcFormat(rfc) && !hasValidRfcCheckDigit(rfc) ? MENSAJES_EMPRESA.rfcDigitoNoCoincide : undefined;
  const save = useMutation({
    mutationFn: (values: TGroupCompanyForm) => (editing ? groupCompanyActions.update(companyId, editing.id, values) : groupCompanyActions.create(companyId, values)),
    onSuccess: async () => {
      showToast('success', editing ? M.empresaActualizada : M.empresaCreada);
      await client.invalidateQueries({ queryKey: securityKeys.companies(companyId) });
      onClose();
    },
    onError: (error) => {
      if (!applyServerFieldErrors(form, isApiError(error) ? error : null)) showToast('error', errorMessage(error));
    },
  });

  return (
    <Modal opened={opened} onClose={onClose} title={editing ? E.editar : E.nueva} size="lg" closeButtonProps={{ 'aria-label': E.cancelar }}>
      <form onSubmit={form.handleSubmit((values) => save.mutate(values))} noValidate>
        <Stack gap="sm">
          <TextInput label={E.nombre} required maxLength={100} {...form.register('name')} error={form.formState.errors.name?.message} />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              label={E.rfc}
              required
              {...form.register('rfc', {
                onChange: (event: { target: { value: string } }) => {
                  if (isRfcFormat(event.target.value)) form.setValue('type', personTypeOfRfc(event.target.value));
                },
              })}
              error={form.formState.errors.rfc?.message}
              description={checkDigitWarning}
            />
            <Controller
              control={form.control}
              name="type"
              render={({ field, fieldState }) => (
                <Select
                  label={E.tipo}
                  required
                  allowDeselect={false}
                  data={[
                    { value: 'moral', label: E.moral },
                    { value: 'fisica', label: E.fisica },
                  ]}
                  value={field.value}
                  onChange={(value) => field.onChange(value)}
                  error={fieldState.error?.message}
                />
              )}
            />
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            {ADDRESS.map(([name, label]) => (
              <TextInput key={name} label={label} {...form.register(`taxResidence.${name}`)} error={form.formState.errors.taxResidence?.[name]?.message} />
            ))}
          </SimpleGrid>
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {E.cancelar}
            </Button>
            <Button type="submit" loading={save.isPending}>
              {E.guardar}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
