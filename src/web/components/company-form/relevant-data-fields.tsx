import { Group, NumberInput, Radio, Select, SimpleGrid, TextInput, type TitleOrder } from '@mantine/core';
import { useMemo } from 'react';
import { Controller } from 'react-hook-form';
import { SECTORS } from '../../../shared/domain/catalogs';
import { COMPANY_TYPES } from '../../../shared/domain/enums';
import { COMPANY_TYPE_LABELS, FORMULARIO_EMPRESA as F } from '../../../shared/labels/company-form';
import { FormSection } from './form-section';
import { TWO_COLUMNS } from './grid-columns';
import { RfcField } from './rfc-field';
import { ServicesField } from './services-field';
import { withCurrentValues } from './services-chip';
import { useCompanyFormContext } from './use-company-form-context';

/** Razón social, person type, RFC, website, sector, employees and services (spec 1 §2). */
export function RelevantDataFields({ headingOrder }: { headingOrder: TitleOrder }) {
  const { register, control, formState, getValues } = useCompanyFormContext();
  const { errors } = formState;
  const sectors = useMemo(() => withCurrentValues(SECTORS, [getValues('sector')]), [getValues]);

  return (
    <FormSection title={F.seccionRelevantes} headingOrder={headingOrder}>
      <TextInput {...register('name')} label={F.razonSocial} withAsterisk autoComplete="organization" maxLength={300} error={errors.name?.message} />
      <Controller
        control={control}
        name="type"
        render={({ field, fieldState }) => (
          <Radio.Group name={field.name} value={field.value} onChange={field.onChange} label={F.tipoPersona} withAsterisk error={fieldState.error?.message}>
            <Group gap="lg" mt={6}>
              {COMPANY_TYPES.map((type, i) => (
                <Radio key={type} value={type} label={COMPANY_TYPE_LABELS[type]} ref={i === 0 ? field.ref : undefined} onBlur={field.onBlur} />
              ))}
            </Group>
          </Radio.Group>
        )}
      />
      <SimpleGrid type="container" cols={TWO_COLUMNS} spacing="md" verticalSpacing="sm">
        <RfcField />
        <TextInput {...register('web')} label={F.sitioWeb} type="url" inputMode="url" autoComplete="url" placeholder="https://" maxLength={300} error={errors.web?.message} />
        <Controller
          control={control}
          name="sector"
          render={({ field, fieldState }) => (
            <Select
              ref={field.ref}
              name={field.name}
              value={field.value || null}
              onChange={(value) => field.onChange(value ?? '')}
              onBlur={field.onBlur}
              data={sectors}
              label={F.sector}
              placeholder={F.seleccioneSector}
              withAsterisk
              searchable
              allowDeselect={false}
              openOnFocus={false}
              nothingFoundMessage={F.sinResultados}
              maxDropdownHeight={280}
              comboboxProps={{ zIndex: 1000 }}
              error={fieldState.error?.message}
            />
          )}
        />
        <Controller
          control={control}
          name="employeesSize"
          render={({ field, fieldState }) => (
            <NumberInput
              ref={field.ref}
              name={field.name}
              value={field.value ?? ''}
              onChange={(value) => field.onChange(typeof value === 'number' ? value : undefined)}
              onBlur={field.onBlur}
              label={F.numeroEmpleados}
              withAsterisk
              min={0}
              allowDecimal={false}
              allowNegative={false}
              inputMode="numeric"
              hideControls
              error={fieldState.error?.message}
            />
          )}
        />
      </SimpleGrid>
      <ServicesField />
    </FormSection>
  );
}
