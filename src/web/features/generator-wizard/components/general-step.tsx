import { Button, Group, MultiSelect, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { Controller } from 'react-hook-form';
import { ZGeneralForm } from '../../../../shared/contracts/generators.contract';
import { AREAS, ASSIGNMENTS, BUSINESS_UNITS, GENERATOR_LIMITS as L } from '../../../../shared/domain/generator';
import { TEXTOS_WIZARD as T } from '../../../../shared/labels/generator-wizard';
import { MENSAJES_GENERADOR as M } from '../../../../shared/labels/messages';
import { showToast } from '../../../components/feedback/toast';
import { useDraftForm } from '../hooks/use-draft-form';
import { focusFirstInvalid } from '../lib/focus-first-invalid';
import type { GeneralValues, WizardDraft } from '../lib/wizard-draft';
import { CountedTextarea } from '../../../components/fields/length-counter';
import { DateField } from '../../../components/fields/date-field';

const F = T.campos;

/** The fields in the order they appear on screen, for "Siguiente" to focus the first wrong one. */
const SCREEN_ORDER = ['clientName', 'csp', 'idPlace', 'cot', 'cuenta', 'serviceOfferedIdList', 'startDate', 'endDate', 'idSupplier', 'idSap', 'district', 'cluster', 'city', 'state', 'projectName', 'area', 'assignment', 'businessUnit', 'address'] as const;

interface Props {
  draft: WizardDraft;
  services: string[];
  onChange: (values: Partial<GeneralValues>) => void;
  onNext: () => void;
  /** "Siguiente" without a saved logo: the logo control asks for it. */
  onMissingLogo: () => void;
}

/** Step 1 of the General tab (spec 3 §5): company name and RFC read-only, the rest with the server's rules. */
export function GeneralStep({ draft, services, onChange, onNext, onMissingLogo }: Props) {
  const form = useDraftForm(ZGeneralForm, draft.general, onChange);
  const { register, control, formState } = form;
  const errors = formState.errors;
  const startDate = form.watch('startDate');

  async function next() {
    if (!draft.logo) {
      onMissingLogo();
      return;
    }
    if (!(await form.trigger())) {
      focusFirstInvalid(form, SCREEN_ORDER);
      showToast('warning', M.valideGeneral);
      return;
    }
    onNext();
  }

  return (
    <Stack gap="md">
      <Text fw={700}>{T.pasoGeneral}</Text>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput label={F.providerName} value={draft.providerName} readOnly variant="filled" />
        <TextInput label={F.rfc} value={draft.providerRfc} readOnly variant="filled" />
        <TextInput label={F.clientName} {...register('clientName')} readOnly variant="filled" error={errors.clientName?.message} />
        <TextInput label={F.csp} {...register('csp')} required error={errors.csp?.message} />
        <TextInput label={F.idPlace} {...register('idPlace')} error={errors.idPlace?.message} />
        <TextInput label={F.cot} {...register('cot')} error={errors.cot?.message} />
        <TextInput label={F.cuenta} {...register('cuenta')} error={errors.cuenta?.message} />
        <Controller
          control={control}
          name="serviceOfferedIdList"
          render={({ field, fieldState }) => (
            <MultiSelect
              ref={field.ref}
              label={F.serviceOfferedIdList}
              placeholder={T.seleccione}
              data={[...new Set([...services, ...(field.value ?? [])])]}
              value={field.value ?? []}
              onChange={field.onChange}
              onBlur={field.onBlur}
              required
              searchable
              error={fieldState.error?.message ?? (errors.serviceOfferedIdList as { root?: { message?: string } } | undefined)?.root?.message}
            />
          )}
        />
        <DateField label={F.startDate} min={L.minStartDate} {...register('startDate')} required error={errors.startDate?.message} />
        <DateField label={F.endDate} min={startDate || L.minStartDate} {...register('endDate')} required error={errors.endDate?.message} />
        <TextInput label={F.idSupplier} {...register('idSupplier')} required error={errors.idSupplier?.message} />
        <TextInput label={F.idSap} {...register('idSap')} required error={errors.idSap?.message} />
        <TextInput label={F.district} {...register('district')} error={errors.district?.message} />
        <TextInput label={F.cluster} {...register('cluster')} error={errors.cluster?.message} />
        <TextInput label={F.city} {...register('city')} required error={errors.city?.message} />
        <TextInput label={F.state} {...register('state')} required error={errors.state?.message} />
        <TextInput label={F.projectName} {...register('projectName')} error={errors.projectName?.message} />
        <SelectField control={control} name="area" label={F.area} options={AREAS} />
        <SelectField control={control} name="assignment" label={F.assignment} options={ASSIGNMENTS} />
        <SelectField control={control} name="businessUnit" label={F.businessUnit} options={BUSINESS_UNITS} />
      </SimpleGrid>
      <CountedTextarea label={F.address} {...register('address')} required maxLength={L.addressMax} autosize minRows={2} error={errors.address?.message} />
      <Group justify="flex-end">
        <Button onClick={() => void next()}>{T.siguiente}</Button>
      </Group>
    </Stack>
  );
}

function SelectField({ control, name, label, options }: { control: ReturnType<typeof useDraftForm<typeof ZGeneralForm>>['control']; name: 'area' | 'assignment' | 'businessUnit'; label: string; options: readonly string[] }) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <Select
          ref={field.ref}
          label={label}
          placeholder={T.seleccione}
          data={[...options]}
          value={(field.value as string | undefined) ?? null}
          onChange={(value) => field.onChange(value ?? undefined)}
          onBlur={field.onBlur}
          required
          allowDeselect={false}
          error={fieldState.error?.message}
        />
      )}
    />
  );
}
