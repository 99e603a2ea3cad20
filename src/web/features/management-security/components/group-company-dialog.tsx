import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Modal, Select, SimpleGrid, Stack, Switch, TextInput } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { ZGroupCompanyForm, type TGroupCompany, type TGroupCompanyForm, type TGroupCompanyFormInput } from '../../../../shared/contracts/management-security.contract';
import { EMPRESAS_TEXTOS as E, MENSAJES_SEGURIDAD as M } from '../../../../shared/labels/management-security';
import { MENSAJES_EMPRESA } from '../../../../shared/labels/messages';
import { ETIQUETAS } from '../../../../shared/labels/tags';
import { hasValidRfcCheckDigit, isRfcFormat, personTypeOfRfc } from '../../../../shared/mx/rfc';
import { applyServerFieldErrors } from '../../../lib/forms/server-field-errors';
import { errorMessage, isApiError } from '../../../lib/http/api-error';
import { showToast } from '../../../components/feedback/toast';
import { companiesKeys } from '../../../lib/company/companies.query';
import { tagsQuery } from '../../../lib/company/tags.query';
import { groupCompanyActions } from '../api/group-companies.api';
import { securityKeys } from '../api/security.keys';
import { TagsField } from './tags-field';

const EMPTY: TGroupCompanyFormInput = {
  name: '',
  rfc: '',
  type: 'moral',
  taxResidence: { street: '', outdoorNum: '', interiorNumber: '', colonia: '', cp: '', city: '', country: 'México' },
  tags: [],
  enabled: true,
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

/** Nueva Empresa / Editar of the Empresas tab: name, RFC (check digit warned), person type, address, tags and Habilitada. */
export function GroupCompanyDialog({ companyId, editing, opened, onClose }: GroupCompanyDialogProps) {
  const client = useQueryClient();
  const form = useForm<TGroupCompanyFormInput, unknown, TGroupCompanyForm>({ resolver: zodResolver(ZGroupCompanyForm), values: editing ? formValuesOf(editing) : EMPTY });
  const suggestions = (useQuery(tagsQuery(companyId)).data ?? []).map((u) => u.tag);
  const rfc = useWatch({ control: form.control, name: 'rfc' });
  const checkDigitWarning = isRfcFormat(rfc) && !hasValidRfcCheckDigit(rfc) ? MENSAJES_EMPRESA.rfcDigitoNoCoincide : undefined;
  const save = useMutation({
    mutationFn: (values: TGroupCompanyForm) => (editing ? groupCompanyActions.update(companyId, editing.id, values) : groupCompanyActions.create(companyId, values)),
    onSuccess: async () => {
      showToast('success', editing ? M.empresaActualizada : M.empresaCreada);
      // Tags and the enabled flag show in the pickers and the group home too.
      await Promise.all([client.invalidateQueries({ queryKey: securityKeys.companies(companyId) }), client.invalidateQueries({ queryKey: companiesKeys.all })]);
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
          <Controller
            control={form.control}
            name="tags"
            render={({ field, fieldState }) => (
              <TagsField
                value={field.value ?? []}
                onChange={field.onChange}
                onBlur={field.onBlur}
                suggestions={suggestions}
                error={fieldState.error?.message ?? fieldState.error?.root?.message ?? firstItemError(form.formState.errors.tags)}
              />
            )}
          />
          <Controller
            control={form.control}
            name="enabled"
            render={({ field }) => (
              <Switch label={ETIQUETAS.habilitada} description={ETIQUETAS.habilitadaAyuda} checked={field.value ?? true} onChange={(event) => field.onChange(event.currentTarget.checked)} />
            )}
          />
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

/** The form's values of a listed company (the list's extra fields left out: the form is strict). */
function formValuesOf(company: TGroupCompany): TGroupCompanyFormInput {
  return { name: company.name, rfc: company.rfc, type: company.type, taxResidence: company.taxResidence, tags: company.tags, enabled: company.enabled };
}

/** The message of the first tag with an error (each tag is checked on its own). */
function firstItemError(errors: unknown): string | undefined {
  if (!Array.isArray(errors)) return undefined;
  const found: unknown = errors.find((e: unknown) => typeof e === 'object' && e !== null && 'message' in e);
  return found && typeof found === 'object' && 'message' in found && typeof found.message === 'string' ? found.message : undefined;
}
